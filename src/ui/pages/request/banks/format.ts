import { formatDate } from '../../../../domain/format/formatDate';
import { formatMoney } from '../../../../domain/format/formatMoney';

/** Money as the wire carries it ('1500000.00') shown as '1 500 000,00 ₽'; a dash when absent. */
export function money(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? formatMoney(amount, '₽') : String(value);
}

/** A guarantee's dates: '01.12.2026 — 29.02.2028', or 'с …' / 'по …' when only one is known; a dash when none is. */
export function dateRange(from: string | null | undefined, to: string | null | undefined): string {
  if (from && to) return `${formatDate(from)} — ${formatDate(to)}`;
  if (to) return `${dateWords.to} ${formatDate(to)}`;
  if (from) return `${dateWords.from} ${formatDate(from)}`;
  return '—';
}

const dateWords = { from: 'с', to: 'по' } as const;
