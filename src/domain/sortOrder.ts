import { shippedStatusTable, type StatusTable } from './statusTable';
import { createBaseStatus, createStatusGroup } from './statusGroup';

/** A bank's sub-request as it is ordered inside a request. */
export interface BankInRequest {
  /** Status or editing-stage status (DraftCanBeSent, Draft:Cancel …). */
  readonly status: string;
  /** The bank's place in the fixed bank order. */
  readonly bankOrder: number;
}

/** The per-status sort order in lists (spec-1 §4); editing-stage statuses sort as their base status. */
export function createSortOrder(table: StatusTable): (status: string) => number {
  const baseStatus = createBaseStatus(table);
  return (status) => table.statuses.get(baseStatus(status))?.sortOrder ?? Number.MAX_SAFE_INTEGER;
}

/**
 * The draft priority in lists (spec-1 §4 "Draft priority"): can-be-sent first, then sign or
 * verification required, agreement required, in progress, others, regulation signing,
 * prescoring failed — as numbered in config/draft-statuses.json.
 */
export function createDraftPriority(table: StatusTable): (status: string) => number {
  const { basePriorities, otherPriority } = table.configs.draftStatuses;
  const priorities = new Map(basePriorities.map(({ status, priority }) => [status, priority]));
  for (const [key, definition] of table.draftStatuses) priorities.set(key, definition.priority);
  return (status) => priorities.get(status.split(':')[0] ?? status) ?? otherPriority;
}

/**
 * Orders the banks of one request: by list group, then drafts by draft priority and the rest
 * by sort order, then by the fixed bank order.
 */
export function createCompareBanksInRequest(table: StatusTable): (a: BankInRequest, b: BankInRequest) => number {
  const group = createStatusGroup(table);
  const sortOrder = createSortOrder(table);
  const draftPriority = createDraftPriority(table);
  const groupOrder = (status: string) => table.configs.statuses.groups[group(status)]?.order ?? Number.MAX_SAFE_INTEGER;
  const draftGroup = group(table.configs.draftStatuses.inheritsFrom);
  return (a, b) => {
    const byGroup = groupOrder(a.status) - groupOrder(b.status);
    if (byGroup !== 0) return byGroup;
    const rank = group(a.status) === draftGroup ? draftPriority : sortOrder;
    return rank(a.status) - rank(b.status) || a.bankOrder - b.bankOrder;
  };
}

/** `createSortOrder` over the shipped config. */
export const sortOrder = createSortOrder(shippedStatusTable);

/** `createDraftPriority` over the shipped config. */
export const draftPriority = createDraftPriority(shippedStatusTable);

/** `createCompareBanksInRequest` over the shipped config. */
export const compareBanksInRequest = createCompareBanksInRequest(shippedStatusTable);
