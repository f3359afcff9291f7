import { describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { flush, makeLiveRoot } from './support';

const bank = (internalName: string) => banksConfig.banks.find((settings) => settings.internal_name === internalName)!;
const event = (status: string, internalName: string, requestId = '42') => {
  const settings = bank(internalName);
  return { status, requestId, fkoKey: settings.internal_name, bank_uuid: settings.uuid, bank_name: settings.bank_name };
};

async function signedIn() {
  const live = makeLiveRoot({}, {});
  await live.root.start();
  await flush();
  return live;
}

describe('push toasts, one per request', () => {
  it('names the bank as the cards do, by its short name', async () => {
    const { root, connection } = await signedIn();
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'alfabank'));
    expect(root.toasts.toasts).toHaveLength(1);
    expect(root.toasts.toasts[0]!.text).toContain('Альфа-Банк');
    expect(root.toasts.toasts[0]!.text).not.toContain('АО «Альфа-Банк»');
  });

  it('seventeen banks of one send make one toast that counts them and names them', async () => {
    const { root, connection } = await signedIn();
    const names = ['sberbank', 'vtb', 'gazprombank', 'alfabank', 'psb', 'sovcombank', 'mkb', 'rshb', 'tbank', 'uralsib', 'absolutbank', 'metallinvestbank', 'mspbank', 'bspb', 'akbars', 'zenit', 'lockobank'];
    for (const name of names) connection.emit('RequestStatusChanged', event('wait_confirm_data', name));
    expect(root.toasts.toasts).toHaveLength(1);
    const [toast] = root.toasts.toasts;
    expect(toast!.title).toBe('Заявка № 42: 17 банков ждут согласия клиента');
    expect(toast!.text).toContain('Сбербанк, ВТБ, Газпромбанк');
    expect(toast!.text).not.toContain('ПАО');
    // The consent link's button once, not once per bank.
    expect(toast!.buttons.filter((button) => button.label === 'Скопировать ссылку')).toHaveLength(1);
  });

  it('five banks waiting for the signature make one toast whose one button copies one link for all five', async () => {
    const { root, connection } = await signedIn();
    for (const name of ['sberbank', 'vtb', 'gazprombank', 'alfabank', 'psb']) connection.emit('RequestStatusChanged', event('sent_to_client', name));
    expect(root.toasts.toasts).toHaveLength(1);
    const [toast] = root.toasts.toasts;
    expect(toast!.title).toBe('Заявка № 42: 5 банков ждут подписи клиента');
    expect(toast!.text).toBe('Сбербанк, ВТБ, Газпромбанк, Альфа-Банк, Промсвязьбанк');
    const copy = toast!.buttons.filter((button) => button.label === 'Скопировать ссылку');
    expect(copy.map((button) => button.action)).toEqual(['copySignLink']);
  });

  it('different news of one request share its toast, a line each; another request has its own', async () => {
    const { root, connection } = await signedIn();
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'sberbank'));
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'vtb'));
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'alfabank'));
    connection.emit('RequestStatusChanged', event('canceled', 'zenit'));
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'sberbank', '43'));
    expect(root.toasts.toasts).toHaveLength(2);
    const [first, second] = root.toasts.toasts;
    expect(first!.title).toBe('Заявка № 42: 4 события');
    expect(first!.text.split('\n')).toEqual(['3 банка прислали предложения: Сбербанк, ВТБ, Альфа-Банк', '1 банк отказал: Банк Зенит']);
    // A refusal stays until closed, so the toast that carries one does too.
    expect(first!.removeTime).toBeUndefined();
    expect(second!.title).toBe('Предложение по Заявке № 43');
  });

  it('three offers of one request: «Заявка № 12: 3 банка прислали предложения»', async () => {
    const { root, connection } = await signedIn();
    for (const name of ['sberbank', 'vtb', 'alfabank']) connection.emit('RequestStatusChanged', event('offer_wait_approve', name, '12'));
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Заявка № 12: 3 банка прислали предложения']);
    expect(root.toasts.toasts[0]!.text).toBe('Сбербанк, ВТБ, Альфа-Банк');
  });

  it('a bank\'s newer news replaces its older line: after the consent and its offer, it no longer waits for the consent', async () => {
    const { root, connection } = await signedIn();
    connection.emit('RequestStatusChanged', event('wait_confirm_data', 'tbank'));
    connection.emit('RequestStatusChanged', event('wait_confirm_data', 'psb'));
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'tbank'));
    expect(root.toasts.toasts).toHaveLength(1);
    const [toast] = root.toasts.toasts;
    expect(toast!.title).toBe('Заявка № 42: 2 события');
    expect(toast!.text.split('\n')).toEqual(['1 банк ждёт согласия клиента: Промсвязьбанк', '1 банк прислал предложение: Т-Банк']);
  });

  it('a closed toast starts the request anew', async () => {
    const { root, connection } = await signedIn();
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'sberbank'));
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'vtb'));
    root.toasts.close(root.toasts.toasts[0]!.id);
    connection.emit('RequestStatusChanged', event('offer_wait_approve', 'alfabank'));
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Предложение по Заявке № 42']);
  });
});
