import { sql } from 'kysely';
import type { AnsweredDemand } from '../../domain/chat/messageRefusal';
import { isUuid } from '../../domain/isUuid';
import { statusEngine } from '../../domain/statusEngine';
import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import { fileLinkOf } from '../bankGateway/bankSubRequestView';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { moveSubRequest, type StatusActor } from '../subrequests/moveSubRequest';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import type { ChatContext } from './chatContext';
import type { ChatDeps } from './chatDeps';
import type { MessageFile, MessageRow } from './chatView';
import { chatServerTexts } from './texts';

/** A demand a message names as the one it answers (entity_uuid). */
export interface DemandRow {
  id: string;
  uuid: string;
  kind: 'bank' | 'admin';
  subrequest_id: string;
  answered_at: Date | null;
}

/**
 * The demand of this request with this uuid, and how it stands for an answer in this chat. A uuid that
 * names no demand of the request is 404.
 * @throws AppError 404 'Запрос банка не найден'
 */
export async function demandToAnswer(db: Executor, context: ChatContext, uuid: string): Promise<{ demand: DemandRow; facts: AnsweredDemand }> {
  if (!isUuid(uuid)) throw AppError.notFound(chatServerTexts.demandNotFound);
  const row = await db
    .selectFrom('bg_demand as d')
    .innerJoin('bg_subrequest as s', 's.id', 'd.subrequest_id')
    .select(['d.id', 'd.uuid', 'd.kind', 'd.subrequest_id', 'd.answered_at'])
    .where('d.uuid', '=', uuid)
    .where('s.request_id', '=', context.chat.request_id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw AppError.notFound(chatServerTexts.demandNotFound);
  const demand: DemandRow = { ...row, id: String(row.id), subrequest_id: String(row.subrequest_id) };
  const inThisChat = context.chat.subrequest_id === demand.subrequest_id;
  // Open while the sub-request can still move by demand_answered (config/transitions.json).
  const open = inThisChat && context.sub !== null && statusEngine.nextSubStatus(context.sub.sub_status, 'demand_answered').ok;
  return { demand, facts: { inThisChat, answered: demand.answered_at !== null, open } };
}

/**
 * The first answer to a demand closes it, in the message's transaction: bg_demand gets the answer, the
 * sub-request moves by demand_answered (out of «Запрос» as config/transitions.json says: bankrequest →
 * sent, admin_request → admin_verification_process, bank_tracking_discussion →
 * underwriting_in_progress), and a bank's demand is answered to the bank (outbox demand_answered with
 * the text and the files). The operator's demand came before the bank saw the request, so the bank is
 * not told of it.
 */
export async function closeDemand(
  trx: Executor,
  deps: Pick<ChatDeps, 'hub'>,
  context: ChatContext,
  demand: DemandRow,
  message: MessageRow,
  files: readonly MessageFile[],
  actor: StatusActor,
): Promise<void> {
  const sub = context.sub as SubRequestRow;
  const answerText = message.text.trim() || files.map((file) => file.name).join(', ');
  await trx
    .updateTable('bg_demand')
    .set({ answer_text: answerText, answered_by: actor.userId ?? null, answered_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', demand.id)
    .where('answered_at', 'is', null)
    .execute();
  const moved = await moveSubRequest(trx, deps, actor, { subRequest: sub, event: 'demand_answered', comment: answerText });
  if (demand.kind !== 'bank') return;
  await enqueueBankEvents(trx, [
    {
      bankUuid: moved.bank_uuid,
      subrequestUuid: moved.uuid,
      event: 'demand_answered',
      payload: { demand_uuid: demand.uuid, text: message.text, message_id: Number(message.id), files: files.map((file) => fileLinkOf(moved.uuid, file)) },
    },
  ]);
}
