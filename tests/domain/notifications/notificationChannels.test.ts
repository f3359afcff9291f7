import { describe, expect, it } from 'vitest';
import { notificationChannelsFor, rulesOffInApp, switchInForce } from '../../../src/domain/notifications/notificationChannelsFor';
import { kindOfRule, notificationsConfig, type NotificationChannel } from '../../../src/domain/notifications/notificationKinds';
import { notificationMessage } from '../../../src/domain/notifications/notificationMessage';
import { checkSettingChanges, settingsFromChoices, type StoredChoice } from '../../../src/domain/notifications/notificationSettings';
import { notifyingStatuses } from '../../../src/domain/notifications/notifyingStatuses';
import { shippedStatusTable } from '../../../src/domain/statusTable';
import { createPushRuleFor, toastFor, type UserType } from '../../../src/domain/toastFor';

const ruleFor = createPushRuleFor(shippedStatusTable);
const rule = (id: string) => {
  const found = shippedStatusTable.configs.toasts.pushRules.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};
const settings = (choices: StoredChoice[] = []) => settingsFromChoices(choices);

describe('notification kinds: every toast of config/toasts.json is in exactly one kind', () => {
  const toastRules = shippedStatusTable.configs.toasts.pushRules.filter((candidate) => candidate.toast);

  it.each(toastRules.map((candidate) => candidate.id))('%s has one kind', (id) => {
    const kinds = Object.entries(notificationsConfig.kinds).filter(([, kind]) => kind.rules.includes(id));
    expect(kinds).toHaveLength(1);
  });

  it('names only rules that exist and give a toast', () => {
    const ids = new Set(toastRules.map((candidate) => candidate.id));
    for (const kind of Object.values(notificationsConfig.kinds)) for (const id of kind.rules) expect(ids.has(id), id).toBe(true);
  });

  it('groups them in Russian', () => {
    expect(Object.values(notificationsConfig.kinds).map((kind) => kind.label)).toEqual([
      'Предложение банка',
      'Запрос банка',
      'Подписание и согласие',
      'Оплата комиссии',
      'Выдача гарантии',
      'Отказ банка',
      'Верификация',
    ]);
    expect(kindOfRule('newOffer')).toBe('offer');
    expect(kindOfRule('prescoringChanged')).toBeUndefined();
  });

  it('keeps for e-mail and SMS the statuses of the toasts only', () => {
    const statuses = notifyingStatuses();
    for (const status of ['offer_wait_approve', 'offer_sent', 'bank_tracking_discussion', 'bankrequest', 'deal_guarantee_sent', 'canceled', 'offer_returned']) expect(statuses.has(status), status).toBe(true);
    for (const status of ['prescored', 'sent', 'banks_chosen', 'consent_given', 'offer_changed']) expect(statuses.has(status), status).toBe(false);
  });
});

describe('settings: the config defaults under the user’s choices', () => {
  it('starts from the defaults', () => {
    expect(settings().offer).toEqual({ app: true, email: true, sms: false });
    expect(settings().signing).toEqual({ app: true, email: false, sms: false });
  });

  it('lays the stored choices over them and ignores kinds and channels the config no longer has', () => {
    const mine = settings([
      { kind: 'offer', channel: 'email', enabled: false },
      { kind: 'offer', channel: 'sms', enabled: true },
      { kind: 'gone', channel: 'email', enabled: true },
      { kind: 'demand', channel: 'fax', enabled: true },
    ]);
    expect(mine.offer).toEqual({ app: true, email: false, sms: true });
    expect(mine.demand).toEqual({ app: true, email: true, sms: false });
    expect(Object.hasOwn(mine, 'gone')).toBe(false);
  });

  it.each([
    [[{ kind: 'offers', channel: 'email', enabled: false }], 'Неизвестный вид уведомлений: «offers»'],
    [[{ kind: 'offer', channel: 'fax', enabled: false }], 'Неизвестный канал уведомлений: «fax». Допустимы app, email, sms'],
    [[{ kind: 'offer', channel: 'email', enabled: false }, { kind: '__proto__', channel: 'email', enabled: true }], 'Неизвестный вид уведомлений: «__proto__»'],
  ])('refuses %j in Russian', (changes, reason) => {
    expect(checkSettingChanges(changes)).toEqual({ ok: false, reason });
  });

  it('keeps the last of two changes of one switch', () => {
    expect(
      checkSettingChanges([
        { kind: 'offer', channel: 'email', enabled: false },
        { kind: 'offer', channel: 'email', enabled: true },
      ]),
    ).toEqual({ ok: true, changes: [{ kind: 'offer', channel: 'email', enabled: true }] });
  });
});

describe('notificationChannelsFor: the settings -> channels rule', () => {
  const offOn = (choices: [kind: string, channel: NotificationChannel, enabled: boolean][]) => settings(choices.map(([kind, channel, enabled]) => ({ kind, channel, enabled })));

  // rule, settings, disabled_notifications -> channels
  const rows: [string, ReturnType<typeof settings>, boolean, NotificationChannel[]][] = [
    ['newOffer', settings(), false, ['app', 'email']],
    ['newOffer', offOn([['offer', 'email', false]]), false, ['app']],
    ['newOffer', offOn([['offer', 'sms', true]]), false, ['app', 'email', 'sms']],
    ['newOffer', offOn([['offer', 'app', false], ['offer', 'email', false]]), false, []],
    ['offerAwaitsAcceptance', offOn([['offer', 'email', false]]), false, ['app']],
    ['bankDemand', offOn([['offer', 'email', false]]), false, ['app', 'email']],
    ['signingAgent', settings(), false, ['app']],
    // The global switch silences every channel…
    ['newOffer', offOn([['offer', 'sms', true]]), true, []],
    ['refusal', settings(), true, []],
    // …but the returned-to-draft toast (spec-2 §4.2); its e-mail follows the switch.
    ['returnedToDraft', offOn([['verification', 'email', true]]), true, ['app']],
    ['returnedToDraft', offOn([['verification', 'email', true]]), false, ['app', 'email']],
    // The kind's own app switch is the user's explicit choice and holds for it too.
    ['returnedToDraft', offOn([['verification', 'app', false]]), true, []],
    // A rule without a toast notifies nobody.
    ['prescoringChanged', settings(), false, []],
  ];

  it.each(rows)('%s with %j, disabled %s -> %j', (id, mine, disabled, channels) => {
    expect(notificationChannelsFor({ rule: rule(id), settings: mine, disabled })).toEqual(channels);
  });

  it('agrees with the toast engine on «В приложении» for every rule, user type and setting', () => {
    const users: UserType[] = ['client', 'agent', 'partner'];
    for (const candidate of shippedStatusTable.configs.toasts.pushRules) {
      const events = ([] as unknown[]).concat(candidate.when['event']).filter((event): event is string => typeof event === 'string');
      for (const event of events)
        for (const user of users)
          for (const disabled of [false, true])
            for (const app of [false, true]) {
              const found = ruleFor(event, user);
              if (found?.id !== candidate.id) continue;
              const kind = kindOfRule(candidate.id);
              const mine = kind ? offOn([[kind, 'app', app]]) : settings();
              const toast = toastFor(event, { userType: user, disabled_notifications: disabled, offInApp: rulesOffInApp(mine), requestNumber: 7, bankName: 'Сбербанк' });
              expect(toast !== null, `${candidate.id} ${user} disabled=${disabled} app=${app}`).toBe(notificationChannelsFor({ rule: candidate, settings: mine, disabled }).includes('app'));
            }
    }
  });

  it('greys out on the page what the global switch overrides: all but the app switch of a kind that ignores it', () => {
    expect(switchInForce('offer', 'email', false)).toBe(true);
    expect(switchInForce('offer', 'app', true)).toBe(false);
    expect(switchInForce('offer', 'email', true)).toBe(false);
    expect(switchInForce('verification', 'app', true)).toBe(true);
    expect(switchInForce('verification', 'email', true)).toBe(false);
  });

  it('lists the rules of the kinds off in the app', () => {
    expect([...rulesOffInApp(offOn([['offer', 'app', false]]))]).toEqual(['newOffer', 'offerAwaitsAcceptance']);
    expect(rulesOffInApp(settings()).size).toBe(0);
  });
});

describe('notificationMessage: short Russian texts with the number, the bank and the link', () => {
  it('writes the e-mail and the SMS of an offer from its toast', () => {
    const message = notificationMessage({
      toast: rule('newOffer').toast!,
      requestNumber: 4521,
      bankName: 'Сбербанк',
      link: 'https://garant.example/agent/requests?selected=4521',
      settingsLink: 'https://garant.example/agent/profile/manage-notification',
    });
    expect(message.subject).toBe('Предложение по Заявке № 4521 — Сбербанк');
    expect(message.emailText).toBe(
      'Сбербанк прислал предложение по банковской гарантии. Откройте заявку, чтобы посмотреть условия.\n\nЗаявка № 4521: https://garant.example/agent/requests?selected=4521\n\nНастроить уведомления: https://garant.example/agent/profile/manage-notification',
    );
    expect(message.smsText).toBe('Предложение по Заявке № 4521, Сбербанк: https://garant.example/agent/requests?selected=4521');
  });
});
