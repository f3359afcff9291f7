import { sql } from 'kysely';
import { actStateLabels, nextActState } from '../../domain/revisions/actState';
import type { RevisionChatWire, RevisionMessageBody } from '../../domain/wire/revisionWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { actChanged, type ActChangeHub } from './actChanged';
import { fullNameOf } from '../printforms/format';
import type { ActRecord } from './actPrintData';
import { actForReader, type ChatSide } from './actReader';
import { flowTexts } from './flowTexts';

const maxMessage = 4000;

async function chatWire(db: Executor, act: ActRecord, side: ChatSide): Promise<RevisionChatWire> {
  const chat = await db.selectFrom('chat').select(['id', 'uuid']).where('revision_act_id', '=', act.id).executeTakeFirst();
  const rows = chat
    ? await db
        .selectFrom('chat_message')
        .select(['id', 'text', 'author_side', 'author_name', 'created_at'])
        .where('chat_id', '=', String(chat.id))
        .where('is_delete', '=', false)
        .orderBy('id')
        .execute()
    : [];
  return {
    act_uuid: act.uuid,
    chat_uuid: chat?.uuid ?? null,
    state: act.state,
    dispute: act.dispute,
    messages: rows.map((row) => ({
      id: Number(row.id),
      text: row.text,
      author: { name: row.author_name, side: row.author_side === 'operator' ? 'operator' : 'agent' },
      time: row.created_at.toISOString(),
      own: (row.author_side === 'operator') === (side.side === 'operator'),
    })),
  };
}

/** GET /v2/revision/read/chat/{act_uuid}: the act's discussion, for its agent and the operator. */
export async function readRevisionChat(db: Db, auth: AuthContext, actUuid: string): Promise<RevisionChatWire> {
  const { act, side } = await actForReader(db, auth, actUuid, false);
  return chatWire(db, act, side);
}

/**
 * POST /v2/revision/write/chat/message {act_uuid, message, dispute?}: a message in the act's chat (kind
 * 'revision', made with its first message and named on the act). With `dispute` the agent disputes the
 * act: only a sent act, only the agent; it goes back to formed with the message as its `dispute`, and the
 * operator re-forms and sends it again. One transaction, the act's row locked: a dispute refused writes
 * no message either.
 */
export async function postRevisionMessage(db: Db, hub: ActChangeHub, auth: AuthContext, body: RevisionMessageBody): Promise<RevisionChatWire> {
  const text = body.message.trim();
  if (text === '') throw AppError.badRequest(flowTexts.messageEmpty);
  if (text.length > maxMessage) throw AppError.badRequest(flowTexts.messageTooLong);
  return db.transaction().execute(async (trx) => {
    const { act, side } = await actForReader(trx, auth, body.act_uuid, true);
    if (body.dispute === true) {
      if (side.side !== 'agent') throw AppError.badRequest(flowTexts.disputeByAgent);
      const decision = nextActState(act.state, 'dispute', 'agent');
      if (!decision.ok) throw AppError.conflict(flowTexts.disputeNotSent(actStateLabels[act.state]));
      await trx.updateTable('revision_act').set({ state: decision.next, dispute: text }).where('id', '=', act.id).execute();
      act.state = decision.next;
      act.dispute = text;
      await actChanged(trx, hub, auth, { ...act, total_kopecks: act.totals.total_kopecks }, 'dispute');
    }
    await sql`insert into chat (kind, revision_act_id) values ('revision', ${act.id}) on conflict do nothing`.execute(trx);
    const chat = await trx.selectFrom('chat').select(['id']).where('revision_act_id', '=', act.id).executeTakeFirstOrThrow();
    await trx.updateTable('revision_act').set({ chat_id: chat.id }).where('id', '=', act.id).where('chat_id', 'is', null).execute();
    const user = await trx.selectFrom('users').select(['last_name', 'first_name', 'middle_name']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_message')
      .values({
        chat_id: chat.id,
        request_id: null,
        author_side: side.side,
        author_user_id: auth.userId,
        author_name: side.side === 'operator' ? `${fullNameOf(user)} (${flowTexts.operatorSide})` : fullNameOf(user),
        actor_organization_uuid: side.side === 'agent' ? side.organizationUuid : null,
        text,
      })
      .execute();
    return chatWire(trx, act, side);
  });
}
