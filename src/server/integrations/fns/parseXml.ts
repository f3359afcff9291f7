import { FinanceFileError } from './FinanceFileError';
import { financeTexts } from './texts';

/** An element of a parsed XML document. Text content is kept only where a reader needs it. */
export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** Character data directly inside the element (entities resolved, CDATA included). */
  text: string;
  /** Offset of '<' in the source, for messages. */
  offset: number;
}

export interface XmlLimits {
  /** Deepest nesting allowed. */
  maxDepth: number;
  /** Most elements allowed in one document. */
  maxElements: number;
}

// A statement has a few hundred elements and a register export's sheet a few thousand: the caps leave
// room for both while keeping a hostile file's parse short.
const defaultLimits: XmlLimits = { maxDepth: 32, maxElements: 100_000 };

const predefined: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// The XML 1.0 name production, narrowed to what real files use: letters of any script, digits, _ - . :
const namePattern = /[\p{L}_:][\p{L}\p{N}_:.\-\u00B7]*/uy;

/**
 * A small strict XML parser for statement files and xlsx parts. It refuses DOCTYPE (so no entity
 * expansion, no external resources: XML bombs have nothing to work with), checks well-formedness and
 * reports the line and column of the first fault in Russian.
 */
export function parseXml(source: string, limits: XmlLimits = defaultLimits): XmlElement {
  let at = 0;
  let elements = 0;

  const fail = (detail: string, offset: number = at): never => {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < source.length; i += 1) {
      if (source.charCodeAt(i) === 10) {
        line += 1;
        lineStart = i + 1;
      }
    }
    throw new FinanceFileError('broken_xml', financeTexts.brokenXml(line, offset - lineStart + 1, detail));
  };

  const startsWith = (token: string) => source.startsWith(token, at);

  const skipSpace = () => {
    for (let code = source.charCodeAt(at); code === 32 || code === 10 || code === 13 || code === 9; code = source.charCodeAt(at)) at += 1;
  };

  const readName = (): string => {
    namePattern.lastIndex = at;
    const name = namePattern.exec(source)?.[0];
    if (name === undefined) return fail('ожидалось имя элемента или атрибута');
    at += name.length;
    return name;
  };

  const decodeText = (raw: string, rawStart: number): string =>
    raw.replace(/&([^;\s&<]*);?/g, (whole, name: string, index: number) => {
      if (!whole.endsWith(';')) fail('символ «&» должен начинать ссылку вида &amp;', rawStart + index);
      if (name.startsWith('#x') || name.startsWith('#X')) {
        const code = Number.parseInt(name.slice(2), 16);
        if (!/^#[xX][0-9a-fA-F]+$/.test(name) || code > 0x10ffff) fail(`неверная ссылка на символ «${whole}»`, rawStart + index);
        return String.fromCodePoint(code);
      }
      if (name.startsWith('#')) {
        const code = Number(name.slice(1));
        if (!/^#\d+$/.test(name) || code > 0x10ffff) fail(`неверная ссылка на символ «${whole}»`, rawStart + index);
        return String.fromCodePoint(code);
      }
      const value = predefined[name];
      if (value === undefined) fail(`неизвестная сущность «${whole}»`, rawStart + index);
      return value!;
    });

  const skipUntil = (end: string, what: string) => {
    const close = source.indexOf(end, at);
    if (close < 0) fail(`не закрыт ${what}`);
    at = close + end.length;
  };

  // Comments, processing instructions and whitespace between elements.
  const skipMisc = (allowDeclaration: boolean) => {
    for (;;) {
      skipSpace();
      if (startsWith('<!--')) {
        skipUntil('-->', 'комментарий');
      } else if (startsWith('<?')) {
        const isDeclaration = /^<\?xml[\s?]/.test(source.slice(at, at + 6));
        if (isDeclaration && !allowDeclaration) fail('объявление <?xml ...?> допустимо только в начале файла');
        skipUntil('?>', 'элемент <? ... ?>');
      } else if (startsWith('<!')) {
        throw new FinanceFileError('unsafe_xml', financeTexts.doctype);
      } else {
        return;
      }
      allowDeclaration = false;
    }
  };

  const readAttributes = (element: XmlElement) => {
    const attributes: Record<string, string> = {};
    for (;;) {
      const beforeSpace = at;
      skipSpace();
      if (startsWith('/>') || startsWith('>')) break;
      if (at === beforeSpace) fail('ожидался пробел, «>» или «/>»');
      if (at >= source.length) fail('файл оборвался внутри тега');
      const nameAt = at;
      const name = readName();
      skipSpace();
      if (source[at] !== '=') fail(`после имени атрибута ${name} ожидался знак «=»`);
      at += 1;
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail(`значение атрибута ${name} должно быть в кавычках`);
      const valueStart = at + 1;
      const close = source.indexOf(quote!, valueStart);
      if (close < 0) fail(`не закрыта кавычка атрибута ${name}`);
      const raw = source.slice(valueStart, close);
      const lt = raw.indexOf('<');
      if (lt >= 0) fail(`символ «<» в значении атрибута ${name}`, valueStart + lt);
      if (Object.hasOwn(attributes, name)) fail(`атрибут ${name} повторяется`, nameAt);
      attributes[name] = decodeText(raw, valueStart);
      at = close + 1;
    }
    element.attributes = attributes;
  };

  const readElement = (depth: number): XmlElement => {
    if (depth > limits.maxDepth) fail(`вложенность элементов больше ${limits.maxDepth}`);
    elements += 1;
    if (elements > limits.maxElements) fail(`элементов больше ${limits.maxElements}`);
    const element: XmlElement = { name: '', attributes: {}, children: [], text: '', offset: at };
    at += 1; // '<'
    element.name = readName();
    readAttributes(element);
    if (startsWith('/>')) {
      at += 2;
      return element;
    }
    at += 1; // '>'
    const text: string[] = [];
    for (;;) {
      if (at >= source.length) fail(`не закрыт элемент <${element.name}>`, element.offset);
      if (startsWith('</')) {
        at += 2;
        const closeAt = at;
        const name = readName();
        if (name !== element.name) fail(`закрывающий тег </${name}> не соответствует открывающему <${element.name}>`, closeAt - 2);
        skipSpace();
        if (source[at] !== '>') fail('ожидался «>»');
        at += 1;
        element.text = text.join('');
        return element;
      }
      if (startsWith('<![CDATA[')) {
        const close = source.indexOf(']]>', at);
        if (close < 0) fail('не закрыт блок CDATA');
        text.push(source.slice(at + 9, close));
        at = close + 3;
      } else if (startsWith('<!--')) {
        skipUntil('-->', 'комментарий');
      } else if (startsWith('<?')) {
        skipUntil('?>', 'элемент <? ... ?>');
      } else if (startsWith('<!')) {
        throw new FinanceFileError('unsafe_xml', financeTexts.doctype);
      } else if (source[at] === '<') {
        element.children.push(readElement(depth + 1));
      } else {
        const next = source.indexOf('<', at);
        const end = next < 0 ? source.length : next;
        text.push(decodeText(source.slice(at, end), at));
        at = end;
      }
    }
  };

  if (source.charCodeAt(0) === 0xfeff) at = 1;
  skipMisc(true);
  if (source[at] !== '<') fail(at >= source.length ? 'нет корневого элемента' : 'ожидался корневой элемент');
  const root = readElement(1);
  skipMisc(false);
  if (at < source.length) fail('после корневого элемента есть лишнее содержимое');
  return root;
}

/** The first child element with this name. */
export function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}

/** All descendants (depth first) with this name. */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (child.name === name) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}
