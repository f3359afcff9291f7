import { describe, expect, it } from 'vitest';
import { chatFilePath, createChatApi, createHttp } from '../../src/api';
import { MemoryStorage, ok, scriptedAdapter } from './support/scriptedAdapter';

const CHAT = 'c1000000-0000-4000-8000-000000000001';

function setUp() {
  const network = scriptedAdapter({
    'GET /v1/chat/read/list/42': ok([{ uuid: CHAT }]),
    [`GET /v1/chat/read/message/${CHAT}`]: ok({ chat: { uuid: CHAT }, messages: [] }),
    [`GET /v1/chat/read/message/get/scopes/${CHAT}`]: ok([]),
    'POST /v2/chat/write/message-wast': ok({ marked: 2 }),
    'POST /v1/bgchat/write/message': ok({ id: 5 }),
    'POST /v2/chat/write/message/set_is_delete': ok({ id: 5 }),
  });
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'jwt');
  const http = createHttp({ baseURL: '/', storage, adapter: network.adapter });
  return { network, api: createChatApi(http) };
}

describe('the chat calls (spec-2 §7.4)', () => {
  it('read the chats, the messages and the scopes by the contract paths', async () => {
    const { network, api } = setUp();
    await expect(api.readChats(42)).resolves.toEqual([{ uuid: CHAT }]);
    await api.readMessages(CHAT);
    await api.readScopes(CHAT);
    expect(network.seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/chat/read/list/42',
      `GET /v1/chat/read/message/${CHAT}`,
      `GET /v1/chat/read/message/get/scopes/${CHAT}`,
    ]);
    expect(network.seen.every((call) => call.authorization === 'Bearer jwt')).toBe(true);
  });

  it('send the write payloads as the contract names them', async () => {
    const { network, api } = setUp();
    await api.markRead([1, 2]);
    const body = { chat_uuid: CHAT, message: 'Добрый день', scope: null, entity_uuid: null, refund: false, wait_sign: false, idempotency_key: 'k-1' };
    await api.postMessage(body);
    await api.deleteMessage({ message_id: 5, request_id: 42 });
    expect(network.seen.map((call) => [call.url, call.body])).toEqual([
      ['/v2/chat/write/message-wast', { ids: [1, 2] }],
      ['/v1/bgchat/write/message', body],
      ['/v2/chat/write/message/set_is_delete', { message_id: 5, request_id: 42 }],
    ]);
  });

  it('downloads a file by its uuid and name, the name encoded', () => {
    expect(chatFilePath({ uuid: 'f1', name: 'Баланс 2025.pdf' })).toBe('/v1/storage/read/file/f1/name/%D0%91%D0%B0%D0%BB%D0%B0%D0%BD%D1%81%202025.pdf');
  });
});
