/** Options of {@link formatNumber}. */
export interface NumberFormatOptions {
  /** Fewest digits after the comma (default 0). */
  readonly minFractionDigits?: number;
  /** Most digits after the comma; the value is rounded to them (default 2). */
  readonly maxFractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let cached = formatters.get(key);
  if (!cached) {
    // 'always' groups four-digit numbers too, so that columns of sums line up (1 000 beside 10 000).
    cached = new Intl.NumberFormat('ru-RU', { useGrouping: 'always', minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Formats a number the Russian way (spec-2 §9): a space between thousands and a comma before decimals,
 * e.g. 1234567.5 -> "1 234 567,5". The space is a plain U+0020 as the spec writes it; a value that
 * rounds to zero never shows a minus. Non-finite values give an empty string.
 */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const min = options.minFractionDigits ?? 0;
  const max = Math.max(options.maxFractionDigits ?? 2, min);
  return formatter(min, max)
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/^-(?=0(,0*)?$)/, '');
}
