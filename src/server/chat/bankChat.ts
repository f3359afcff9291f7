import { sql } from 'kysely';
import { isUuid } from '../../domain/isUuid';
import { banksConfig, type BankSettings } from '../../domain/banks';
import { messageRefusal } from '../../domain/chat/messageRefusal';
import type { BankApiChatAnswer, BankApiChatList } from '../../domain/wire/bankApiWire';
import type { BankCaller } from '../bankGateway/bankApiKeys';
import { bankApiTexts } from '../bankGateway/texts';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { FileStore, StoredContent } from '../storage/FileStore';
import { insertStoredFile } from '../storage/storedFiles';
import { storeWithRow } from '../storage/storeWithRow';
import { subRequestColumns, type SubRequestRow } from '../subrequests/subRequestRecord';
import { lockSubRequest } from '../subrequests/subRequestRepository';
import { bankChatMessages } from './bankChatWire';
import type { ChatDeps } from './chatDeps';
import { insertChatMessage, messageByKey, subRequestReachedBank } from './chatMessageStore';
import { chatRequestOf } from './chatParties';
import { publishChatMessage } from './chatPublication';
import { ensureSubRequestChat, type ChatRow } from './chatRecord';
import { messageColumns, type MessageRow } from './chatView';
import { bankOf } from '../sending/subRequestView';
import { chatSignType } from './texts';

/** The scopes of the messages of a sub-request's chat: the bank downloads their files with its key. */
export function chatScopesOf(db: Executor, subrequestUuid: string) {
  return db
    .selectFrom('chat_message as m')
    .innerJoin('chat as c', 'c.id', 'm.chat_id')
    .innerJoin('bg_subrequest as s', 's.id', 'c.subrequest_id')
    .select('m.scope')
    .where('s.uuid', '=', subrequestUuid)
    .where('m.is_delete', '=', false)
    .where('m.scope', 'is not', null);
}

/**
 * The bank's sub-request (locked when asked). Another bank's, or one that never reached its bank, is
 * answered like a missing one.
 * @throws AppError 404 'Заявка в банк не найдена'
 */
async function ownSubRequest(db: Executor, caller: BankCaller, uuid: string, lock: boolean): Promise<SubRequestRow> {
  const notFound = () => AppError.notFound(bankApiTexts.subRequestNotFound);
  if (!isUuid(uuid)) throw notFound();
  const row = lock
    ? await lockSubRequest(db, uuid).catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode === 404 ? notFound() : error;
      })
    : await db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', uuid).executeTakeFirst();
  if (!row || row.bank_uuid !== caller.bankUuid || !(await subRequestReachedBank(db, row.id))) throw notFound();
  return row;
}

/**
 * What the bank reads of its chat: every message but the operator's demands made before the request
 * reached it and the answers to them (those are between the platform and the agent).
 */
async function bankVisibleMessages(db: Executor, chat: ChatRow): Promise<MessageRow[]> {
  return db
    .selectFrom('chat_message as m')
    .select(messageColumns.map((column) => `m.${column}` as const))
    .where('m.chat_id', '=', chat.id)
    .where(sql<boolean>`not exists (select 1 from bg_demand as d where d.kind = 'admin' and (d.id = m.demand_id or d.id = m.answers_demand_id))`)
    .orderBy('m.id')
    .execute();
}

/** GET /bank-api/v1/subrequests/{uuid}/chat: the messages of the sub-request's chat, oldest first. */
export async function listBankChat(db: Db, caller: BankCaller, uuid: string): Promise<BankApiChatList> {
  return db.transaction().execute(async (trx) => {
    const sub = await ownSubRequest(trx, caller, uuid, false);
    const chat = await ensureSubRequestChat(trx, sub, banksConfig.banks);
    return { items: await bankChatMessages(trx, sub.uuid, await bankVisibleMessages(trx, chat)) };
  });
}

/** A file the bank sends with a message. */
export interface BankChatFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** A document type of the shared list, when the bank names one. */
  type: string;
}

/** What the bank posts (multipart: text, wait_sign, idempotency_key, files). */
export interface BankChatPost {
  text: string;
  waitSign: boolean;
  idempotencyKey: string | null;
  files: readonly BankChatFile[];
}

/** Keeps every file's bytes, then runs the write that names them all; on failure none is left behind. */
async function storeAll<T>(
  db: Db,
  store: FileStore,
  files: readonly Uint8Array[],
  write: (contents: StoredContent[], claim: (trx: Executor) => Promise<void>) => Promise<T>,
  kept: { content: StoredContent; claim: (trx: Executor) => Promise<void> }[] = [],
): Promise<T> {
  const next = files[kept.length];
  if (next === undefined) {
    return write(
      kept.map((entry) => entry.content),
      async (trx) => {
        for (const entry of kept) await entry.claim(trx);
      },
    );
  }
  return storeWithRow(db, store, next, (content, claim) => storeAll(db, store, files, write, [...kept, { content, claim }]));
}

/**
 * POST /bank-api/v1/subrequests/{uuid}/chat: the bank writes in the sub-request's chat, with files
 * (kept under a new scope of the message, owned by the request's organisation like the bank's other
 * files). A bank writes whenever it wants: the read-only settings bind the platform's side. A message
 * needs text or files; wait_sign (its documents wait for the client's signature) only where the bank
 * has sending_for_sign (in dev and demo, also the bank marked dev_sending_for_sign). A retry with the
 * same idempotency key answers the stored message. The platform's side hears NewChatMessage on commit.
 */
export async function postBankChatMessage(db: Db, store: FileStore, deps: ChatDeps, caller: BankCaller, uuid: string, post: BankChatPost): Promise<BankApiChatAnswer> {
  const bank: BankSettings = bankOf(deps.banks, caller.bankUuid);
  // Refused before any byte is kept: not this bank's, a retry, or a message the rules refuse.
  const checked = await db.transaction().execute(async (trx) => {
    const sub = await ownSubRequest(trx, caller, uuid, false);
    const chat = await ensureSubRequestChat(trx, sub, banksConfig.banks);
    return { sub, earlier: await messageByKey(trx, chat.id, 'bank', null, post.idempotencyKey) };
  });
  if (checked.earlier) return { message: (await bankChatMessages(db, checked.sub.uuid, [checked.earlier]))[0]! };
  const refusal = messageRefusal({ text: post.text, fileCount: post.files.length, refund: false, waitSign: post.waitSign, kind: 'bank', bank: bank.chat });
  if (refusal !== null) throw AppError.badRequest(refusal);

  return storeAll(db, store, post.files.map((file) => file.bytes), (contents, claim) =>
    db.transaction().execute(async (trx) => {
      const sub = await ownSubRequest(trx, caller, uuid, true);
      const chat = await ensureSubRequestChat(trx, sub, banksConfig.banks);
      const raced = await messageByKey(trx, chat.id, 'bank', null, post.idempotencyKey);
      if (raced) return { message: (await bankChatMessages(trx, sub.uuid, [raced]))[0]! };
      await claim(trx);
      const request = (await chatRequestOf(trx, sub.request_id))!;
      const scope = post.files.length > 0 ? crypto.randomUUID() : null;
      for (const [index, file] of post.files.entries()) {
        const content = contents[index]!;
        // Documents sent for signing get the type the signing purpose 'chat' covers.
        await insertStoredFile(trx, { scope_uuid: scope!, type: post.waitSign ? chatSignType : file.type, name: file.name, size: content.size, mime: file.mime, sha256: content.sha256, organization_uuid: request.organization_uuid, created_by: null });
      }
      const stored = await insertChatMessage(trx, {
        chat_id: chat.id,
        request_id: chat.request_id,
        author_side: 'bank',
        author_user_id: null,
        author_name: bank.bank_name || bank.short_name,
        actor_organization_uuid: null,
        text: post.text.trim(),
        scope,
        wait_sign: post.waitSign,
        idempotency_key: post.idempotencyKey,
      });
      // Under the lock the key was free and the scope is new: nothing can conflict.
      const message = stored!;
      await publishChatMessage(trx, deps.hub, request, sub.bank_uuid);
      return { message: (await bankChatMessages(trx, sub.uuid, [message]))[0]! };
    }),
  );
}
