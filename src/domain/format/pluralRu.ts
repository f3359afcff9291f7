/** The three Russian forms of a noun: for 1 (заказчик), for 2-4 (заказчика), for 5-20 (заказчиков). */
export type RussianPluralForms = readonly [one: string, few: string, many: string];

/**
 * Picks the Russian plural form for a count: 1, 21, 101 take the first; 2-4, 22-24 the second;
 * 0, 5-20, 25-30 and 11-14 in any hundred the third. Fractions take the second ("1,5 заказчика").
 */
export function pluralRu(count: number, forms: RussianPluralForms): string {
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return forms[1];
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
