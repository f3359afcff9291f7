import type { FastifyPluginAsync } from 'fastify';
import { banksConfig, banksForEnvironment } from '../../../domain/banks';
import type { ChatDeleteBody, ChatMarkReadBody, ChatPostBody } from '../../../domain/wire/chatWire';
import { access } from '../../access/routeAccess';
import { listChats, readChatMessages, chatScopes } from '../../chat/chatReads';
import { deleteChatMessage } from '../../chat/deleteMessage';
import { markMessagesRead } from '../../chat/markRead';
import { postChatMessage } from '../../chat/postChatMessage';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { chatDocumentsToSign } from '../../chat/chatDocumentsToSign';
import { deleteMessageSchema, markReadSchema, postMessageSchema } from './schema';

type WithId = { Params: { id: string } };

/**
 * The chats of a request (spec-2 §7.4; docs/chat.md): the list of its chats, a chat's messages and
 * file scopes, the documents of a message sent for signing, marking read, writing and removing.
 * Every call needs a signed-in user who sees the request (its organisation, its client) or the
 * platform's operator; anybody else gets the 404 of a request or chat that does not exist.
 */
const chatRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;
  const banks = banksForEnvironment(banksConfig.banks, app.config.app.environment);
  const deps = () => ({ hub: app.hub, banks });

  app.get<WithId>('/v1/chat/read/list/:id', auth, async (request) => {
    const id = parseRequestNumber(request.params.id);
    if (id === null) throw requestNotFound();
    return ok(await listChats(db(), authOf(request), id, banks));
  });

  app.get<WithId>('/v1/chat/read/message/:id', auth, async (request) => ok(await readChatMessages(db(), authOf(request), request.params.id, banks)));

  app.get<{ Params: { id: string; messageId: string } }>('/v1/chat/read/message/:id/sign/:messageId', auth, async (request) =>
    ok(await chatDocumentsToSign(db(), authOf(request), request.params.id, request.params.messageId, banks)),
  );

  app.get<WithId>('/v1/chat/read/message/get/scopes/:id', auth, async (request) => ok(await chatScopes(db(), authOf(request), request.params.id, banks)));

  app.post<{ Body: ChatMarkReadBody }>('/v2/chat/write/message-wast', { ...auth, schema: markReadSchema }, async (request) =>
    ok(await markMessagesRead(db(), authOf(request), request.body.ids)),
  );

  app.post<{ Body: ChatPostBody }>('/v1/bgchat/write/message', { ...auth, schema: postMessageSchema }, async (request) => {
    const body = request.body;
    return ok(
      await postChatMessage(db(), deps(), authOf(request), {
        chat_uuid: body.chat_uuid.toLowerCase(),
        message: body.message,
        scope: body.scope?.toLowerCase() ?? null,
        entity_uuid: body.entity_uuid?.toLowerCase() ?? null,
        refund: body.refund === true,
        wait_sign: body.wait_sign === true,
        idempotency_key: body.idempotency_key,
      }),
    );
  });

  app.post<{ Body: ChatDeleteBody }>('/v2/chat/write/message/set_is_delete', { ...auth, schema: deleteMessageSchema }, async (request) =>
    ok(await deleteChatMessage(db(), deps(), authOf(request), request.body)),
  );
};

export default chatRoutes;
