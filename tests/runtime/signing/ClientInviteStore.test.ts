import { describe, expect, it } from 'vitest';
import { createHttp } from '../../../src/api';
import { ClientInviteStore } from '../../../src/runtime/signing/ClientInviteStore';
import { MemoryStorage, ok, scriptedAdapter } from '../../api/support/scriptedAdapter';

function storeWith(routes: Parameters<typeof scriptedAdapter>[0]) {
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'token');
  const network = scriptedAdapter(routes);
  return { store: new ClientInviteStore(createHttp({ baseURL: '/', storage, adapter: network.adapter }), 42), network };
}

describe('inviting the client of a request', () => {
  it('checks the e-mail before calling, then says whether the request is shown now or once the client registers', async () => {
    const { store, network } = storeWith({
      'POST /v2/bgrequest/write/42/client/invite': (request) => ok({ request_id: 42, email: (request.body as { email: string }).email, state: 'invited' }),
    });
    store.setEmail('не e-mail');
    expect(await store.invite()).toBe(false);
    expect(store.error).toBe('Укажите e-mail клиента, например ivanov@company.ru');
    expect(network.seen).toHaveLength(0);
    store.setEmail(' client@company.ru ');
    expect(await store.invite()).toBe(true);
    expect(network.seen.map((seen) => seen.body)).toEqual([{ email: 'client@company.ru' }]);
    expect(store.done).toBe('Приглашение отправлено на client@company.ru: заявка появится в кабинете клиента, когда он зарегистрируется с этим e-mail');
  });

  it('shows the server\'s refusal as it is', async () => {
    const { store } = storeWith({
      'POST /v2/bgrequest/write/42/client/invite': { status: 400, body: { code: 40000, message: 'Этот e-mail принадлежит пользователю, который не состоит в кабинете клиента' } },
    });
    store.setEmail('other@company.ru');
    expect(await store.invite()).toBe(false);
    expect(store.error).toBe('Этот e-mail принадлежит пользователю, который не состоит в кабинете клиента');
  });
});
