import { describe, expect, it } from 'vitest';
import { pushReactions } from '../../../src/domain/pushReactions';
import { createPushRuleFor, toastFor, type ToastContext, type UserType } from '../../../src/domain/toastFor';
import { shippedStatusConfigs, shippedStatusTable } from '../../../src/domain/statusTable';

const context = (userType: UserType, extra: Partial<ToastContext> = {}): ToastContext => ({
  userType,
  requestNumber: 4521,
  bankName: 'Сбербанк',
  bankUuid: 'b-1',
  ...extra,
});

const everyone: UserType[] = ['client', 'agent', 'partner'];
const agents: UserType[] = ['agent', 'partner'];

// Every row of spec-2 §4.2 and §8.1 that gives a toast: event, who gets it, type, title, text, lifetime.
const toastRows: [event: string, users: UserType[], type: string, title: string, text: RegExp, removeTime: number | undefined][] = [
  ['offer_wait_approve', everyone, 'offer', 'Предложение по Заявке № 4521', /Сбербанк прислал предложение/, 10000],
  ['offer_sent', ['client'], 'offer', 'Ожидает принятия по Заявке № 4521', /Примите предложение Сбербанк/, 10000],
  ['deal_wait_payment', everyone, 'pay', 'Ожидает оплаты по Заявке № 4521', /Сбербанк выставил счёт/, 10000],
  ['deal_guarantee_sent', everyone, 'bg_ready', 'Гарантия выпущена по Заявке № 4521', /Сбербанк выпустил банковскую гарантию/, 300000],
  ['deal_claim_responded', everyone, 'success', 'Претензия одобрена по Заявке № 4521', /Сбербанк одобрил изменения/, 20000],
  ['deal_claim_signed', everyone, 'bg_ready', 'Гарантия изменена по Заявке № 4521', /Сбербанк выпустил изменения/, 300000],
  ['canceled', everyone, 'cancel', 'Отказ по Заявке № 4521', /Сбербанк отказал/, undefined],
  ['bank_tracking_discussion', everyone, 'request', 'Запрос по Заявке № 4521', /Сбербанк запросил/, 600000],
  ['bankrequest', everyone, 'request', 'Запрос по Заявке № 4521', /Сбербанк запросил/, 600000],
  ['sent_to_client', ['client'], 'sign', 'Ожидает подписания по Заявке № 4521', /^Подпишите заявку в Сбербанк для продолжения рассмотрения\.$/, undefined],
  ['sent_to_client', agents, 'sign', 'Ожидает подписания по Заявке № 4521', /Отправьте клиенту ссылку на подписание заявки в Сбербанк/, undefined],
  ['offer_wait_sign', ['client'], 'sign', 'Ожидает подписания по Заявке № 4521', /^Подпишите принятое предложение Сбербанк, чтобы банк продолжил оформление гарантии\.$/, undefined],
  ['offer_wait_sign', agents, 'sign', 'Ожидает подписания по Заявке № 4521', /Отправьте клиенту ссылку на подписание принятого предложения Сбербанк/, undefined],
  ['wait_confirm_data', ['client'], 'sign', 'Ожидает согласия по Заявке № 4521', /согласие на обработку персональных данных/, undefined],
  ['wait_confirm_data', agents, 'sign', 'Ожидает согласия по Заявке № 4521', /Отправьте клиенту ссылку на согласие/, undefined],
  ['admin_verification', everyone, 'info', 'Заявка № 4521 на верификации', /верификацию/, 5000],
  ['offer_returned', everyone, 'cancel', 'Вернули в Черновик по Заявке № 4521', /^Верификация не пройдена\. Доработайте заявку для отправки в Сбербанк$/, 5000],
];

describe('toastFor: every push reaction of spec-2 §4.2', () => {
  it.each(toastRows.flatMap(([event, users, ...rest]) => users.map((user) => [event, user, ...rest] as const)))(
    '%s for %s -> %s %j',
    (event, user, type, title, text, removeTime) => {
      const toast = toastFor(event, context(user));
      expect(toast).toMatchObject({ mode: 'full', type, title, request_id: 4521, action: 'openSidebar' });
      expect(toast?.text).toMatch(text);
      expect(toast?.removeTime).toBe(removeTime);
    },
  );

  it.each([
    ['offer_sent', 'agent'],
    ['offer_sent', 'partner'],
    ['prescored', 'agent'],
    ['prescoring_failed', 'client'],
    ['passport_check_failed', 'partner'],
    ['sent', 'agent'],
    ['no_such_status', 'client'],
  ] as const)('%s for %s gives no toast', (event, user) => {
    expect(toastFor(event, context(user))).toBeNull();
  });

  it('gives the offer waiting for signing a copy-link button for agents and «Подписать» in the app for the client', () => {
    expect(toastFor('offer_wait_sign', context('partner'))?.buttons).toEqual([
      { label: 'Скопировать ссылку', action: 'copyLink' },
      { label: 'Открыть заявку', action: 'openSidebar' },
    ]);
    expect(toastFor('offer_wait_sign', context('client'))?.buttons).toEqual([{ label: 'Подписать', action: 'signInApp' }]);
  });

  it('gives buttons: the copy-link and list buttons to agents, «Хорошо» on verification', () => {
    expect(toastFor('sent_to_client', context('agent'))?.buttons).toEqual([
      { label: 'Скопировать ссылку', action: 'copyLink' },
      { label: 'Список заявок', action: 'goToList' },
    ]);
    expect(toastFor('wait_confirm_data', context('partner'))?.buttons.map((b) => b.label)).toEqual(['Скопировать ссылку', 'Список заявок']);
    expect(toastFor('admin_verification', context('agent'))?.buttons).toEqual([{ label: 'Хорошо', action: 'close' }]);
    expect(shippedStatusConfigs.toasts.copiedLabel).toBe('Скопировано');
    expect(shippedStatusConfigs.toasts.copyConfirmationMs).toBe(2000);
  });

  it('gives each request, bank and event its own toast id', () => {
    const ids = new Set([
      toastFor('canceled', context('agent'))?.id,
      toastFor('canceled', context('agent', { bankUuid: 'b-2' }))?.id,
      toastFor('canceled', context('agent', { requestNumber: 1 }))?.id,
      toastFor('deal_wait_payment', context('agent'))?.id,
    ]);
    expect(ids.size).toBe(4);
  });
});

describe('push rules coverage', () => {
  it('exercises every shipped push rule in the tables of this file', () => {
    const ruleFor = createPushRuleFor(shippedStatusTable);
    const reactionRows: [string, UserType][] = [
      ['prescored', 'agent'],
      ['offer_wait_sign', 'partner'],
      ['offer_wait_sign', 'client'],
    ];
    const exercised = new Set(
      [...toastRows.flatMap(([event, users]) => users.map((user) => [event, user] as const)), ...reactionRows].map(
        ([event, user]) => ruleFor(event, user)?.id,
      ),
    );
    expect(shippedStatusConfigs.toasts.pushRules.map((rule) => rule.id).filter((id) => !exercised.has(id))).toEqual([]);
  });
});

describe('toastFor: suppression', () => {
  it.each(toastRows.filter(([event]) => event !== 'offer_returned').map(([event, users]) => [event, users[0] ?? 'client'] as const))(
    '%s is not shown with notifications disabled',
    (event, user) => {
      expect(toastFor(event, context(user, { disabled_notifications: true }))).toBeNull();
      expect(toastFor(event, context(user, { disabled_notifications: false }))).not.toBeNull();
    },
  );

  it.each(toastRows.map(([event, users]) => [event, users[0] ?? 'client'] as const))(
    '%s is not shown while the sidebar of that request is open',
    (event, user) => {
      expect(toastFor(event, context(user, { openSidebarRequestId: 4521 }))).toBeNull();
      expect(toastFor(event, context(user, { openSidebarRequestId: 77 }))).not.toBeNull();
    },
  );

  it('shows the returned-to-draft toast even with notifications disabled', () => {
    expect(toastFor('offer_returned', context('agent', { disabled_notifications: true }))?.title).toBe(
      'Вернули в Черновик по Заявке № 4521',
    );
  });
});

describe('pushReactions', () => {
  it.each(['prescored', 'prescoring_failed', 'passport_check_failed'])('%s refreshes the pre-scoring view', (status) => {
    for (const user of everyone) {
      expect(pushReactions({ target: 'RequestStatusChanged', status }, user)).toEqual(['refreshPrescoring', 'reloadOpenRequestSidebar']);
    }
  });

  it('offer_wait_sign: the partner fetches a signing link, the client signs in the app', () => {
    expect(pushReactions({ target: 'RequestStatusChanged', status: 'offer_wait_sign' }, 'partner')).toEqual(['fetchSigningLink', 'reloadOpenRequestSidebar']);
    expect(pushReactions({ target: 'RequestStatusChanged', status: 'offer_wait_sign' }, 'client')).toEqual(['signInApp', 'reloadOpenRequestSidebar']);
  });

  it('every status change reloads the open sidebar of that request', () => {
    expect(pushReactions({ target: 'RequestStatusChanged', status: 'canceled' }, 'agent')).toEqual(['reloadOpenRequestSidebar']);
  });

  it('a new chat message refreshes the open bank chat', () => {
    expect(pushReactions({ target: 'NewChatMessage' }, 'agent')).toEqual(['refreshOpenBankChat']);
  });
});
