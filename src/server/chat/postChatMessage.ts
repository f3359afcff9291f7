import { chatTexts } from '../../domain/chat/chatTexts';
import { messageRefusal } from '../../domain/chat/messageRefusal';
import type { ChatMessageWire, ChatPostBody } from '../../domain/wire/chatWire';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { messageAttachments } from './chatAttachments';
import { chatContext, type ChatContext } from './chatContext';
import type { ChatDeps } from './chatDeps';
import { authorNameOf, insertChatMessage, messageByKey } from './chatMessageStore';
import { publishChatMessage } from './chatPublication';
import { messagesWire, readMarks, writeVerdict, type MessageRow } from './chatView';
import { closeDemand, demandToAnswer } from './demandAnswer';
import { tellBankOfMessage } from './tellBank';
import { chatServerTexts, chatSignType } from './texts';

/** One message as its reader sees it. */
export async function messageWireFor(db: Executor, viewer: RequestViewer, context: ChatContext, row: MessageRow): Promise<ChatMessageWire> {
  const [wire] = await messagesWire(db, [row], {
    viewer,
    organizationUuid: context.standing.organizationUuid,
    read: await readMarks(db, viewer.userId, [row.id]),
    oneMessage: context.bank?.chat.demand_one_message === true,
  });
  return wire!;
}

/**
 * POST /v1/bgchat/write/message (spec-2 §7.4). In one transaction under the bank's sub-request lock:
 * a retry with the same idempotency key answers the message it stored and stores nothing; otherwise the
 * chat must be writable for this reader (403 with the reason), the files of the scope the writer's own
 * organisation's uploads, and the message valid by the bank's flags (`messageRefusal`: 400, a second
 * answer to a one-message demand 409). The first answer to a demand closes it (`closeDemand`); any other
 * message in a bank chat goes to the bank (`tellBankOfMessage`); NewChatMessage leaves on commit.
 */
export async function postChatMessage(db: Db, deps: ChatDeps, viewer: RequestViewer, body: ChatPostBody): Promise<ChatMessageWire> {
  return db.transaction().execute(async (trx) => {
    const context = await chatContext(trx, viewer, body.chat_uuid, deps.banks, { lock: true });
    const side = context.standing.authorSide;
    const earlier = await messageByKey(trx, context.chat.id, side, viewer.userId, body.idempotency_key);
    if (earlier) return messageWireFor(trx, viewer, context, earlier);

    const verdict = writeVerdict(context);
    if (!verdict.allowed) throw AppError.forbidden(verdict.message);
    const files = await messageAttachments(trx, body.scope, context.standing.organizationUuid);
    const answering = body.entity_uuid ? await demandToAnswer(trx, context, body.entity_uuid) : null;
    const refusal = messageRefusal({
      text: body.message,
      fileCount: files.length,
      refund: body.refund,
      waitSign: body.wait_sign,
      kind: context.chat.kind,
      ...(context.bank ? { bank: context.bank.chat } : {}),
      ...(answering ? { demand: answering.facts } : {}),
    });
    if (refusal !== null) throw refusal === chatTexts.demandAnswered ? AppError.conflict(refusal) : AppError.badRequest(refusal);

    const stored = await insertChatMessage(trx, {
      chat_id: context.chat.id,
      request_id: context.chat.request_id,
      author_side: side,
      author_user_id: viewer.userId,
      author_name: await authorNameOf(trx, viewer.userId),
      actor_organization_uuid: context.standing.organizationUuid,
      text: body.message.trim(),
      scope: files.length > 0 ? body.scope : null,
      refund: body.refund,
      wait_sign: body.wait_sign,
      answers_demand_id: answering?.demand.id ?? null,
      idempotency_key: body.idempotency_key,
    });
    if (!stored) {
      // The same key stored at this very moment by a retry that won the race.
      const raced = await messageByKey(trx, context.chat.id, side, viewer.userId, body.idempotency_key);
      if (raced) return messageWireFor(trx, viewer, context, raced);
      throw AppError.conflict(chatServerTexts.scopeSent);
    }
    // Documents sent for signing get the type the signing purpose 'chat' covers (src/server/signing/purposes/chatDocument.ts).
    if (body.wait_sign && stored.scope) await trx.updateTable('storage_file').set({ type: chatSignType }).where('scope_uuid', '=', stored.scope).where('deleted_at', 'is', null).execute();
    if (answering && !answering.facts.answered) {
      await closeDemand(trx, deps, context, answering.demand, stored, files, { kind: side === 'operator' ? 'operator' : 'user', userId: viewer.userId });
    } else if (context.sub) {
      await tellBankOfMessage(trx, context.sub, stored);
    }
    await publishChatMessage(trx, deps.hub, context.standing.request, context.sub?.bank_uuid ?? null);
    return messageWireFor(trx, viewer, context, stored);
  });
}
