/** One sending of the draft agreement to the bank: what the agent asked. */
export interface DiscussionAsk {
  /** ISO moment the parameters were sent. */
  readonly sent_at: string;
}

/** One status change of the sub-request, as its history keeps it. */
export interface DiscussionMove {
  readonly from_status: string | null;
  readonly to_status: string;
  readonly event: string;
  readonly actor_kind: string;
  readonly comment: string | null;
  /** ISO moment of the change. */
  readonly created_at: string;
}

/** The bank's answer to one round: the move that took the sub-request out of the discussion. */
export interface DiscussionAnswer {
  readonly event: string;
  readonly to_status: string;
  readonly comment: string | null;
  readonly answered_at: string;
}

/** One round of the discussion: the agent's sending and the bank's answer to it, if any yet. */
export type DiscussionRound<A extends DiscussionAsk> = A & { readonly answer: DiscussionAnswer | null };

/** Where the discussion stands: nothing sent, the bank has the draft, or the bank answered the last round. */
export type DiscussionState = 'none' | 'waitingBank' | 'answered';

/** The raw status a draft agreement is discussed in (config/transitions.json: discussion_started → discuss). */
export const discussionSubStatus = 'discuss';

/**
 * Pairs each sending of the draft agreement with the bank's answer, oldest round first: the answer to a
 * round is the first move the bank made out of the discussion status after the round was sent and before
 * the next one (its event — agreed, a new offer, a refusal — and its comment). A move of the agent out of
 * the discussion (a revocation) is not an answer. Both lists may come in any order.
 */
export function discussionRounds<A extends DiscussionAsk>(asks: readonly A[], moves: readonly DiscussionMove[]): DiscussionRound<A>[] {
  const ordered = [...asks].sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at));
  const answers = moves
    .filter((move) => move.from_status === discussionSubStatus && move.actor_kind === 'bank')
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return ordered.map((ask, index) => {
    const from = Date.parse(ask.sent_at);
    const next = ordered[index + 1];
    const until = next ? Date.parse(next.sent_at) : Number.POSITIVE_INFINITY;
    const move = answers.find((candidate) => Date.parse(candidate.created_at) >= from && Date.parse(candidate.created_at) < until);
    return { ...ask, answer: move ? { event: move.event, to_status: move.to_status, comment: move.comment, answered_at: move.created_at } : null };
  });
}

/** The state of a discussion from its rounds: the last round decides. */
export function discussionState(rounds: readonly { readonly answer: DiscussionAnswer | null }[]): DiscussionState {
  const last = rounds.at(-1);
  if (!last) return 'none';
  return last.answer ? 'answered' : 'waitingBank';
}
