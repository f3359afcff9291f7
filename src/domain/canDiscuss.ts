import { shippedStatusTable, type StatusTable } from './statusTable';

/** The fields of a sub-request that decide whether its draft agreement can be discussed. */
export interface DiscussionSource {
  readonly sub_status: string;
  /** Spelled as the wire spells it. */
  readonly can_disscussion?: boolean;
}

/** Who asks, and of which bank: what `can_disscussion` is made of. */
export interface DiscussionParties {
  /** The bank's discussion type (spec-1 §3): form, or chat (the same terms, written into the bank's chat). */
  readonly bank: { readonly discuss_type: string };
  /** The viewer keeps the request (an agent, or a client filing his own); the client of an agent's request only watches. */
  readonly owner: boolean;
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

/** The discussion types of spec-1 §3: a form-type bank reads the terms from the form, a chat-type bank in its chat. */
const discussionTypes: readonly string[] = ['form', 'chat'];

/**
 * `can_disscussion` of a sub-request for one viewer: the bank discusses (by form or in its chat, with the
 * same terms sent the same way) and the viewer keeps the request. Every place that says whether a
 * discussion is possible (the sub-request card, the offer's actions, the discussion page and its write)
 * derives it here, so they cannot disagree.
 */
export function canDisscussionOf(parties: DiscussionParties): boolean {
  return parties.owner && discussionTypes.includes(parties.bank.discuss_type);
}

/**
 * Whether this viewer can discuss this bank's draft agreement now: {@link canDisscussionOf} and the
 * status rule of {@link createCanDiscuss}.
 */
export function createCanDiscussWith(table: StatusTable): (sub: Pick<DiscussionSource, 'sub_status'>, parties: DiscussionParties) => boolean {
  const rule = createCanDiscuss(table);
  return (sub, parties) => rule({ sub_status: sub.sub_status, can_disscussion: canDisscussionOf(parties) });
}

/** `createCanDiscussWith` over the shipped config. */
export const canDiscussWith = createCanDiscussWith(shippedStatusTable);
