import { shippedStatusTable, type StatusTable } from './statusTable';

/**
 * The base status a list key stands for: an editing-stage status (DraftCanBeSent) stands for
 * the status it inherits from, a sub-flag suffix (Draft:Cancel) is dropped, and an unknown key
 * stands for the fallback status.
 */
export function createBaseStatus(table: StatusTable): (status: string) => string {
  const { inheritsFrom } = table.configs.draftStatuses;
  const { fallbackStatus } = table.configs.statuses;
  return (status) => {
    const key = status.split(':')[0] ?? status;
    if (table.statuses.has(key)) return key;
    return table.draftStatuses.has(key) ? inheritsFrom : fallbackStatus;
  };
}

/**
 * The list group of a status (spec-1 §4 "Groups"): not-sent, sent or post-issue, as set in
 * config/statuses.json; editing-stage statuses belong where their base status does.
 */
export function createStatusGroup(table: StatusTable): (status: string) => string {
  const baseStatus = createBaseStatus(table);
  return (status) => table.statuses.get(baseStatus(status))?.group ?? '';
}

/** `createStatusGroup` over the shipped config. */
export const statusGroup = createStatusGroup(shippedStatusTable);
