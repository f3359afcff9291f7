import { banksConfig } from '../../domain/banks';
import { chatWriteAccess } from '../../domain/chat/chatWriteAccess';
import { demandChecklist } from '../../domain/chat/demandChecklist';
import type { Verdict } from '../../domain/verdict';
import type { ChatDemandWire, ChatFileWire, ChatMessageWire, ChatSummaryWire } from '../../domain/wire/chatWire';
import type { ChatAuthorSide, Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import type { ChatContext } from './chatContext';
import { chatServerTexts } from './texts';

/** Whether the reader may write in the chat now, and if not why (src/domain/chat/chatWriteAccess.ts). */
export function writeVerdict(context: ChatContext): Verdict {
  return chatWriteAccess({
    kind: context.chat.kind,
    side: context.standing.side,
    requestArchived: context.archived,
    ...(context.sub ? { sub: context.sub } : {}),
    ...(context.bank ? { bank: context.bank } : {}),
  });
}

/** The chat as its list shows it to this reader. */
export function chatSummary(context: ChatContext, unread: number): ChatSummaryWire {
  const verdict = writeVerdict(context);
  const bank = context.bank;
  return {
    uuid: context.chat.uuid,
    title: bank ? bank.short_name || bank.bank_name : chatServerTexts.requestChatTitle(context.standing.request.id),
    count_new_messages: unread,
    kind: context.chat.kind,
    bank_uuid: context.sub?.bank_uuid ?? null,
    subrequest_uuid: context.sub?.uuid ?? null,
    fko_key: context.sub?.bank_uuid ?? null,
    writable: verdict.allowed,
    readonly_reason: verdict.allowed ? null : verdict.message,
    can_refund: verdict.allowed && bank !== null && bank.chat.cash_refund,
    can_send_for_sign: verdict.allowed && bank !== null && bank.chat.sending_for_sign,
  };
}

/** A message row as the chat reads it. */
export interface MessageRow {
  id: string | number;
  chat_id: string | number;
  author_side: ChatAuthorSide;
  author_user_id: number | null;
  author_name: string;
  actor_organization_uuid: string | null;
  text: string;
  scope: string | null;
  refund: boolean;
  wait_sign: boolean;
  signed_at: Date | null;
  is_delete: boolean;
  demand_id: string | number | null;
  answers_demand_id: string | number | null;
  is_discussion: boolean;
  idempotency_key: string | null;
  created_at: Date;
}

export const messageColumns = [
  'id',
  'chat_id',
  'author_side',
  'author_user_id',
  'author_name',
  'actor_organization_uuid',
  'text',
  'scope',
  'refund',
  'wait_sign',
  'signed_at',
  'is_delete',
  'demand_id',
  'answers_demand_id',
  'is_discussion',
  'idempotency_key',
  'created_at',
] as const;

/** A stored file of a message's scope. */
export interface MessageFile {
  uuid: string;
  scope_uuid: string;
  type: string;
  name: string;
  size: string | number;
  mime: string;
  sha256: string;
}

/** The document type of a file when it is one of the shared list (config/banks.json document_types), else null. */
function documentTypeOf(type: string): string | null {
  return Object.hasOwn(banksConfig.document_types, type) ? type : null;
}

export function fileWire(file: MessageFile): ChatFileWire {
  return { uuid: file.uuid, name: file.name, size: Number(file.size), mime: file.mime, document_type: documentTypeOf(file.type) };
}

/** The live files of these scopes, by scope, oldest first. */
export async function filesOfScopes(db: Executor, scopes: readonly string[]): Promise<Map<string, MessageFile[]>> {
  const byScope = new Map<string, MessageFile[]>();
  if (scopes.length === 0) return byScope;
  const rows = await db
    .selectFrom('storage_file')
    .select(['uuid', 'scope_uuid', 'type', 'name', 'size', 'mime', 'sha256'])
    .where('scope_uuid', 'in', [...scopes])
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
  for (const row of rows) byScope.set(row.scope_uuid, [...(byScope.get(row.scope_uuid) ?? []), row]);
  return byScope;
}

/** The demands stated by these messages, with their checklists ticked by the answers' files. */
async function demandsOf(db: Executor, demandIds: readonly string[], oneMessage: boolean): Promise<Map<string, ChatDemandWire>> {
  const wires = new Map<string, ChatDemandWire>();
  if (demandIds.length === 0) return wires;
  const [demands, answerFiles] = await Promise.all([
    db.selectFrom('bg_demand').select(['id', 'uuid', 'kind', 'required_documents', 'answered_at']).where('id', 'in', [...demandIds]).execute(),
    db
      .selectFrom('chat_message as m')
      .innerJoin('storage_file as f', 'f.scope_uuid', 'm.scope')
      .select(['m.answers_demand_id', 'f.type'])
      .where('m.answers_demand_id', 'in', [...demandIds])
      .where('m.is_delete', '=', false)
      .where('f.deleted_at', 'is', null)
      .execute(),
  ]);
  const provided = new Map<string, Set<string>>();
  for (const row of answerFiles) {
    const key = String(row.answers_demand_id);
    provided.set(key, (provided.get(key) ?? new Set()).add(row.type));
  }
  for (const demand of demands) {
    const names = banksConfig.document_types;
    const asked = (demand.required_documents ?? []).map((document) => ({ type: document.type, name: document.name || (names[document.type]?.name ?? document.type) }));
    wires.set(String(demand.id), {
      uuid: demand.uuid,
      kind: demand.kind,
      documents: demandChecklist(asked, provided.get(String(demand.id)) ?? new Set()),
      answered_at: demand.answered_at?.toISOString() ?? null,
      one_message: oneMessage,
    });
  }
  return wires;
}

/** What turns message rows into the wire for one reader. */
export interface MessageReader {
  viewer: Pick<RequestViewer, 'userId'>;
  organizationUuid: string;
  /** Messages this reader has marked read. */
  read: ReadonlySet<string>;
  /** chat.demand_one_message of the chat's bank. */
  oneMessage: boolean;
}

/**
 * Messages as the reader sees them (spec-1 §3 Chat): a removed message keeps its place, author and time
 * with `is_delete`, its text and files hidden from everyone.
 */
export async function messagesWire(db: Executor, rows: readonly MessageRow[], reader: MessageReader): Promise<ChatMessageWire[]> {
  const live = rows.filter((row) => !row.is_delete);
  const [files, demands] = await Promise.all([
    filesOfScopes(db, live.flatMap((row) => (row.scope ? [row.scope] : []))),
    demandsOf(db, live.flatMap((row) => (row.demand_id === null ? [] : [String(row.demand_id)])), reader.oneMessage),
  ]);
  return rows.map((row) => {
    const mine = row.author_user_id !== null && row.author_user_id === reader.viewer.userId;
    return {
      id: Number(row.id),
      actor_organization_uuid: row.actor_organization_uuid,
      text: row.is_delete ? '' : row.text,
      scope: row.is_delete ? null : row.scope,
      wait_sign: row.wait_sign,
      signed_at: row.signed_at?.toISOString() ?? null,
      refund: row.refund,
      is_delete: row.is_delete,
      author: { name: row.author_name, side: row.author_side },
      time: row.created_at.toISOString(),
      files: row.is_delete || !row.scope ? [] : (files.get(row.scope) ?? []).map(fileWire),
      demand: row.is_delete || row.demand_id === null ? null : (demands.get(String(row.demand_id)) ?? null),
      own: row.actor_organization_uuid !== null && row.actor_organization_uuid === reader.organizationUuid,
      // A demand, an answer to one (the first closes it and the bank has it) and the terms sent for discussion stay.
      can_delete: mine && !row.is_delete && row.demand_id === null && row.answers_demand_id === null && !row.is_discussion,
      is_new: !mine && !row.is_delete && !reader.read.has(String(row.id)),
    };
  });
}

/** The ids of these messages the user has marked read. */
export async function readMarks(db: Executor, userId: number, messageIds: readonly (string | number)[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db.selectFrom('chat_message_read').select('message_id').where('user_id', '=', userId).where('message_id', 'in', messageIds.map(String)).execute();
  return new Set(rows.map((row) => String(row.message_id)));
}
