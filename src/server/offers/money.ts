/** Kopecks of a money amount: a number, or text like '15000', '15000.5', '15 000,50'. Null when it is not one. */
export function toKopecks(value: number | string): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^(\d{1,14})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  // A number like 0.1 + 0.2 is rounded by toFixed above; text with more than two decimals is refused.
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** '15000.50' of kopecks: how money travels on the wire and is stored. */
export function fromKopecks(kopecks: bigint): string {
  const sign = kopecks < 0n ? '-' : '';
  const abs = kopecks < 0n ? -kopecks : kopecks;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A stored numeric as wire money ('15000.5' or 15000.5 → '15000.50'). */
export function moneyText(value: string | number): string {
  const kopecks = toKopecks(typeof value === 'number' ? value : value.trim());
  return kopecks === null ? String(value) : fromKopecks(kopecks);
}

/** Money as a Russian reads it in a message: '1 500 000,50'. */
export function moneyWords(kopecks: bigint): string {
  const [whole, fraction] = fromKopecks(kopecks).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction}`;
}
