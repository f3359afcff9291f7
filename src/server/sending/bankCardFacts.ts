import { discussionRounds, discussionState, discussionSubStatus, type DiscussionMove, type DiscussionRound } from '../../domain/discussionRounds';
import { openDemand } from '../../domain/openDemand';
import { statusEngine } from '../../domain/statusEngine';
import type { BankDocumentWire, DemandWire, DiscussionSummaryWire } from '../../domain/wire/banksWire';
import type { DiscussionAnswerWire } from '../../domain/wire/offersWire';
import type { Executor } from '../db/schema';
import type { SigningNeedWire } from '../../domain/wire/signingWire';
import { signingNeedsOf } from './signingNeeds';
import { unreadBySubRequest } from '../chat/unreadCounts';

/** What a bank's card tells besides its status: the open demand, the bank's documents, the discussion. */
export interface BankCardFacts {
  demands: ReadonlyMap<string, readonly (DemandWire & { answered_at: string | null })[]>;
  documents: ReadonlyMap<string, readonly BankDocumentWire[]>;
  discussions: ReadonlyMap<string, DiscussionSummaryWire>;
  signing: ReadonlyMap<string, readonly SigningNeedWire[]>;
  /** The reader's unread messages in each sub-request's bank chat; empty without a reader. */
  unread: ReadonlyMap<string, number>;
}

function grouped<T extends { subrequest_id: string | number }, U>(rows: readonly T[], map: (row: T) => U): Map<string, U[]> {
  const groups = new Map<string, U[]>();
  for (const row of rows) {
    const key = String(row.subrequest_id);
    const list = groups.get(key) ?? [];
    list.push(map(row));
    groups.set(key, list);
  }
  return groups;
}

/** The bank's moves out of the discussion status, per sub-request: the answers to the rounds. */
async function discussionMoves(db: Executor, subRequestIds: readonly string[]): Promise<Map<string, DiscussionMove[]>> {
  if (subRequestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bg_subrequest_status')
    .select(['subrequest_id', 'from_status', 'to_status', 'event', 'actor_kind', 'comment', 'created_at'])
    .where('subrequest_id', 'in', [...subRequestIds])
    .where('from_status', '=', discussionSubStatus)
    .orderBy('id')
    .execute();
  return grouped(rows, (row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The label of a bank's answer: its event as config/transitions.json names it. */
export function answerWire(answer: NonNullable<DiscussionRound<{ sent_at: string }>['answer']>): DiscussionAnswerWire {
  return { ...answer, event_label: statusEngine.table.configs.transitions.events[answer.event]?.label ?? answer.event };
}

/**
 * The rounds of one sub-request's discussion: each sending (any row shape with its `sent_at`) with the
 * bank's answer to it, oldest first.
 */
export async function roundsOf<A extends { sent_at: string }>(db: Executor, subRequestId: string, asks: readonly A[]): Promise<DiscussionRound<A>[]> {
  const moves = (await discussionMoves(db, [subRequestId])).get(subRequestId) ?? [];
  return discussionRounds(asks, moves);
}

/** The open demands, the bank's own documents and the discussion state of these sub-requests, in four indexed reads. */
export async function bankCardFacts(db: Executor, subRequestIds: readonly string[], readerId?: number): Promise<BankCardFacts> {
  if (subRequestIds.length === 0) return { demands: new Map(), documents: new Map(), discussions: new Map(), signing: new Map(), unread: new Map() };
  const ids = [...subRequestIds];
  const [demands, documents, asks, moves, signing, unread] = await Promise.all([
    db.selectFrom('bg_demand').select(['subrequest_id', 'uuid', 'kind', 'text', 'required_documents', 'answered_at', 'created_at']).where('subrequest_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('bg_bank_document')
      .select(['subrequest_id', 'uuid', 'kind', 'name', 'file_uuid', 'created_at'])
      .where('subrequest_id', 'in', ids)
      // A claim's documents are shown with the claim they came with.
      .where('kind', '!=', 'claim_document')
      .orderBy('id')
      .execute(),
    db.selectFrom('bg_discussion').select(['subrequest_id', 'created_at']).where('subrequest_id', 'in', ids).orderBy('id').execute(),
    discussionMoves(db, ids),
    signingNeedsOf(db, ids),
    readerId === undefined ? Promise.resolve(new Map<string, number>()) : unreadBySubRequest(db, readerId, ids),
  ]);
  const discussions = new Map<string, DiscussionSummaryWire>();
  for (const [id, sent] of grouped(asks, (row) => ({ sent_at: row.created_at.toISOString() }))) {
    const rounds = discussionRounds(sent, moves.get(id) ?? []);
    const last = rounds.at(-1);
    const state = discussionState(rounds);
    if (!last || state === 'none') continue;
    discussions.set(id, {
      state,
      rounds: rounds.length,
      last_sent_at: last.sent_at,
      last_answer: last.answer ? (last.answer.comment ?? answerWire(last.answer).event_label) : null,
      last_answered_at: last.answer?.answered_at ?? null,
    });
  }
  return {
    demands: grouped(demands, (row) => ({
      uuid: row.uuid,
      kind: row.kind,
      text: row.text,
      required_documents: row.required_documents,
      answered_at: row.answered_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    })),
    documents: grouped(documents, (row) => ({ uuid: row.uuid, kind: row.kind, name: row.name, file_uuid: row.file_uuid, created_at: row.created_at.toISOString() })),
    discussions,
    signing,
    unread,
  };
}

/** The card's facts of one sub-request: the open demand while its status is «Запрос», its documents, its discussion. */
export function cardFactsOf(
  facts: BankCardFacts,
  subRequestId: string,
  subCommonStatus: string,
): { demand: DemandWire | null; bank_documents: BankDocumentWire[]; discussion: DiscussionSummaryWire | null; signing: SigningNeedWire[]; count_new_messages: number } {
  const open = openDemand({ sub_common_status: subCommonStatus }, facts.demands.get(subRequestId) ?? []);
  const demand = open ? { uuid: open.uuid, kind: open.kind, text: open.text, required_documents: open.required_documents, created_at: open.created_at } : null;
  return {
    demand,
    bank_documents: [...(facts.documents.get(subRequestId) ?? [])],
    discussion: facts.discussions.get(subRequestId) ?? null,
    signing: [...(facts.signing.get(subRequestId) ?? [])],
    count_new_messages: facts.unread.get(subRequestId) ?? 0,
  };
}
