import type { BankSettings } from '../banks';
import type { SubRequestGroupWire } from '../wire/banksWire';
import type { RequestListBankWire, RequestListPageWire, RequestListRowWire } from '../wire/requestListWire';
import { listStatusLook } from './listStatusLook';

/** A bank of a list row as the list shows it: the wire's facts with the bank's names and its key's look. */
export interface RequestListBank extends RequestListBankWire {
  bank_name: string;
  /** The bank's short name. */
  middle_name: string;
  label: string;
  colour: string;
  group: SubRequestGroupWire;
}

/** A list row as the list shows it. */
export interface RequestListRow extends Omit<RequestListRowWire, 'banks'> {
  banks: RequestListBank[];
}

/** A page of the list as the list shows it. */
export interface RequestListPage extends Omit<RequestListPageWire, 'rows'> {
  rows: RequestListRow[];
}

/**
 * A row of the wire described for the screen: each bank gets its names from the banks of config (by
 * uuid; an unknown bank shows its uuid rather than nothing) and its list key's label, colour and group
 * from the status tables, the very tables the server's own views read.
 */
export function describeListRow(row: RequestListRowWire, banks: readonly BankSettings[]): RequestListRow {
  return {
    ...row,
    banks: row.banks.map((bank) => {
      const settings = banks.find((candidate) => candidate.uuid === bank.bank_uuid);
      const look = listStatusLook(bank.status);
      return {
        ...bank,
        bank_name: settings?.bank_name ?? bank.bank_uuid,
        middle_name: settings?.middle_name ?? '',
        label: look.label,
        colour: look.colour,
        group: look.group as SubRequestGroupWire,
      };
    }),
  };
}

/** A page of the wire described for the screen, row by row. */
export function describeListPage(page: RequestListPageWire, banks: readonly BankSettings[]): RequestListPage {
  return { ...page, rows: page.rows.map((row) => describeListRow(row, banks)) };
}
