import { formatNumber } from '../format/formatNumber';
import { reportingDateLabel } from './reportingPeriods';

/**
 * How a period is named in messages: by its reporting date when the report knows it («9 месяцев 2026»,
 * «2025 год»), else by its year, else by its number.
 */
export function periodLabel(period: string, year?: number | null, date?: string | null): string {
  const byDate = typeof date === 'string' ? reportingDateLabel(date) : null;
  if (byDate !== null) return byDate;
  if (typeof year === 'number' && Number.isInteger(year)) return `${year} год`;
  const n = /^period(\d+)$/.exec(period)?.[1];
  return n === undefined ? period : `период ${n}`;
}

function banksList(banks: readonly string[]): string {
  return `${banks.length === 1 ? 'банку' : 'банкам'} ${banks.join(', ')}`;
}

/** Every Russian message of the finance rules (spec-2 §5.6), in one place. */
export const financeTexts = {
  lineMissing: (code: string, name: string, period: string): string => `Заполните строку ${code} «${name}» за ${period}`,
  lineZeroForSum: (code: string, name: string, period: string, threshold: number): string =>
    `Заполните строку ${code} «${name}» за ${period} значением больше нуля: при сумме гарантии от ${formatNumber(threshold)} ₽ она обязательна`,
  balanceMismatch: (assets: string, liabilities: string, period: string, tolerance: number): string =>
    `Строка ${assets} должна быть равна строке ${liabilities} за ${period} (допустимое расхождение — ${formatNumber(tolerance)})`,
  periodMissing: (period: string, banks: readonly string[]): string =>
    `Заполните отчётность за ${period}: этот период нужен ${banksList(banks)}`,
  notConfirmed: 'Подтвердите, что данные совпадают с отчётностью, сданной в налоговую инспекцию',
} as const;
