/** A sum as the customers' inputs show it: spaces between thousands and a decimal comma, «24 000,5». */
export function moneyInputText(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).replace(',', '.').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** The number typed into a customer's sum, whatever separators were used; NaN when it is none. */
export function moneyInputValue(text: string | undefined): number {
  return Number((text ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.'));
}
