import { shippedStatusTable, type StatusTable } from './statusTable';

/** The fields of a sub-request that decide whether its draft agreement can be discussed. */
export interface DiscussionSource {
  readonly sub_status: string;
  /** Spelled as the wire spells it. */
  readonly can_disscussion?: boolean;
}

/**
 * Whether the draft agreement can be discussed with the bank (spec-1 §4 "Discussion"):
 * can_disscussion is set and the raw status is one listed in `discussion` of config/statuses.json.
 */
export function createCanDiscuss(table: StatusTable): (sub: DiscussionSource) => boolean {
  const allowed = table.configs.statuses.discussion.subStatuses;
  return (sub) => sub.can_disscussion === true && allowed.includes(sub.sub_status);
}

/** `createCanDiscuss` over the shipped config. */
export const canDiscuss = createCanDiscuss(shippedStatusTable);
