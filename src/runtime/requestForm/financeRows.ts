import financeLines from '../../../config/finance-lines.json';

/** One line of the finance grid: its code, name, and whether it is a total. */
export interface FinanceRow {
  readonly code: string;
  readonly name: string;
  readonly total: boolean;
}

/** The lines of config/finance-lines.json by group (assets, liabilities, income), groups in their order. */
export const financeGroups: readonly { readonly name: string; readonly rows: readonly FinanceRow[] }[] = Object.entries(financeLines.groups)
  .sort(([, a], [, b]) => a.order - b.order)
  .map(([group, { name }]) => ({
    name,
    rows: Object.entries(financeLines.lines)
      .filter(([, line]) => line.group === group)
      .map(([code, line]) => ({ code, name: line.name, total: line.total })),
  }));
