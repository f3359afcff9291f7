/** One attribute of a distinguished name as the plug-in prints it: `ИНН ЮЛ=7701234560`. */
export interface NameAttribute {
  name: string;
  value: string;
}

/**
 * Splits a distinguished name as CryptoPro prints it (`CN=…, O="ООО ""Ромашка""", ИНН ЮЛ=…`) into its
 * attributes, in order. A value in double quotes may hold commas; a doubled quote inside it is one quote.
 */
export function parseDistinguishedName(text: string): NameAttribute[] {
  const attributes: NameAttribute[] = [];
  let index = 0;
  while (index < text.length) {
    const equals = text.indexOf('=', index);
    if (equals < 0) break;
    const name = text.slice(index, equals).trim();
    let cursor = equals + 1;
    while (text[cursor] === ' ') cursor += 1;
    let value = '';
    if (text[cursor] === '"') {
      cursor += 1;
      while (cursor < text.length) {
        if (text[cursor] === '"' && text[cursor + 1] === '"') {
          value += '"';
          cursor += 2;
        } else if (text[cursor] === '"') {
          cursor += 1;
          break;
        } else {
          value += text[cursor];
          cursor += 1;
        }
      }
      const comma = text.indexOf(',', cursor);
      cursor = comma < 0 ? text.length : comma;
    } else {
      const comma = text.indexOf(',', cursor);
      const end = comma < 0 ? text.length : comma;
      value = text.slice(cursor, end).trim();
      cursor = end;
    }
    if (name !== '') attributes.push({ name, value });
    index = cursor + 1;
  }
  return attributes;
}
