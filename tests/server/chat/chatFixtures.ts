import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BankSettings } from '../../../src/domain/banks';
import type { ChatMessagesWire, ChatMessageWire, ChatPostBody, ChatSummaryWire } from '../../../src/domain/wire/chatWire';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { client, type JsonAnswer } from '../helpers/serverContext';
import { moveThrough } from '../offers/offerFixtures';
import { pdfBytes, upload } from '../requestForm/formFixtures';
import { makeReadonly, newRequest, type Member } from '../requests/requestFixtures';

/** A request of the agent for his client, sent to these banks (each sub-request moved by `send`, so it reached its bank). */
export async function sentRequest(app: FastifyInstance, agent: Member, banks: readonly BankSettings[], customer?: Member): Promise<{ requestId: number; subs: Map<string, string> }> {
  const request = await newRequest(app, agent, customer ? { client_organization_uuid: customer.organizationUuid } : {});
  await makeReadonly(app, request.id);
  const rows = await app.database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, banks.map((bank) => bank.uuid)));
  const subs = new Map<string, string>();
  for (const row of rows) {
    await moveThrough(app, row.uuid, ['send'], { kind: 'user', userId: agent.viewer.userId });
    subs.set(row.bank_uuid, row.uuid);
  }
  return { requestId: request.id, subs };
}

/** The chat calls of one member. */
export function chatApi(app: FastifyInstance, member: Member) {
  const api = client(app, { token: member.token });
  return {
    list: (requestId: number | string) => api.get<ChatSummaryWire[]>(`/v1/chat/read/list/${requestId}`),
    read: (chatUuid: string) => api.get<ChatMessagesWire>(`/v1/chat/read/message/${chatUuid}`),
    scopes: (chatUuid: string) => api.get<{ scope: string; message_id: number; files: unknown[] }[]>(`/v1/chat/read/message/get/scopes/${chatUuid}`),
    post: (body: Partial<ChatPostBody> & { chat_uuid: string }) =>
      api.post<ChatMessageWire>('/v1/bgchat/write/message', { message: '', scope: null, entity_uuid: null, refund: false, wait_sign: false, idempotency_key: randomUUID(), ...body }),
    markRead: (ids: number[]) => api.post<{ marked: number }>('/v2/chat/write/message-wast', { ids }),
    remove: (messageId: number, requestId: number) => api.post<ChatMessageWire>('/v2/chat/write/message/set_is_delete', { message_id: messageId, request_id: requestId }),
  };
}

/** The chats of a request as the member lists them: the request's own and each bank's by bank uuid. */
export async function chatsOf(app: FastifyInstance, member: Member, requestId: number): Promise<{ own: ChatSummaryWire; banks: Map<string, ChatSummaryWire> }> {
  const answer = await chatApi(app, member).list(requestId);
  if (answer.status !== 200) throw new Error(`chat list ${answer.status}: ${answer.body.message}`);
  const chats = answer.body.data!;
  const own = chats.find((chat) => chat.kind === 'request');
  if (!own) throw new Error('no request chat');
  return { own, banks: new Map(chats.filter((chat) => chat.kind === 'bank').map((chat) => [chat.bank_uuid!, chat])) };
}

/** Uploads a PDF into a fresh scope as a message's attachment; answers the scope. */
export async function attachment(app: FastifyInstance, member: Member, type = 'other', scope: string = randomUUID()): Promise<string> {
  const answer = await upload(app, member.token, { scope, type }, { name: 'Документ.pdf', bytes: pdfBytes(randomUUID()) });
  if (answer.status !== 200) throw new Error(`upload ${answer.status}: ${answer.body.message}`);
  return scope;
}

/** The status and message of a refused call. */
export function refusal(answer: JsonAnswer): { status: number; message: string | undefined } {
  return { status: answer.status, message: answer.body.message };
}
