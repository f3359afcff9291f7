import { createStatusGroup } from '../statusGroup';
import { shippedStatusTable, type StatusTable } from '../statusTable';

/** How a list key looks in a list: its label, its colour and the group it is counted in. */
export interface ListStatusLook {
  readonly label: string;
  readonly colour: string;
  readonly group: string;
}

/**
 * The look of a bank's list key (a status, or a draft's editing-stage status such as DraftCanBeSent)
 * from the status tables of config: an editing-stage status by config/draft-statuses.json, any other
 * by config/statuses.json; a key neither knows shows itself in grey. The list's wire carries the key
 * alone, so the browser and the server read labels and colours from the one config.
 */
export function createListStatusLook(table: StatusTable): (status: string) => ListStatusLook {
  const groupOf = createStatusGroup(table);
  return (status) => {
    const shown = table.draftStatuses.get(status) ?? table.statuses.get(status);
    return { label: shown?.label ?? status, colour: shown?.colour || 'grey', group: groupOf(status) };
  };
}

/** `createListStatusLook` over the shipped config. */
export const listStatusLook = createListStatusLook(shippedStatusTable);
