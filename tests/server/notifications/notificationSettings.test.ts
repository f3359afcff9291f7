import { beforeAll, expect, it } from 'vitest';
import type { NotificationSettingsWire } from '../../../src/domain/wire/notificationsWire';
import { client, forEachDatabase } from '../helpers/serverContext';
import { signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const readPath = '/v1/currentuser/read/notifications';
const writePath = '/v1/currentuser/write/notifications';

forEachDatabase('notification settings: read and write of the signed-in user', (ctx) => {
  let agent: Member;
  let customer: Member;

  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
    customer = await signedInClient(ctx.app);
  });

  const storedRows = (userId: number) =>
    ctx.database.db.selectFrom('notification_settings').select(['kind', 'channel', 'enabled']).where('user_id', '=', userId).orderBy('kind').orderBy('channel').execute();

  it('needs a session for both calls', async () => {
    const api = client(ctx.app);
    for (const answer of [await api.get(readPath), await api.post(writePath, { disabled_notifications: true })]) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(/[А-Яа-я]/);
    }
  });

  it('reads the config defaults until the user chooses, with where messages go', async () => {
    const answer = await client(ctx.app, { token: agent.token }).get<NotificationSettingsWire>(readPath);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ disabled_notifications: false, email: agent.user.login, phone: agent.user.phone });
    expect(answer.body.data!.settings.offer).toEqual({ app: true, email: true, sms: false });
    expect(Object.keys(answer.body.data!.settings)).toEqual(['offer', 'demand', 'signing', 'payment', 'issue', 'refusal', 'verification']);
  });

  it('writes switches of the user alone and answers the settings as they are now', async () => {
    const answer = await client(ctx.app, { token: agent.token }).post<NotificationSettingsWire>(writePath, {
      settings: [
        { kind: 'offer', channel: 'email', enabled: false },
        { kind: 'demand', channel: 'sms', enabled: true },
      ],
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data!.settings.offer).toEqual({ app: true, email: false, sms: false });
    expect(answer.body.data!.settings.demand).toEqual({ app: true, email: true, sms: true });
    // Turned again: one row a switch.
    await client(ctx.app, { token: agent.token }).post(writePath, { settings: [{ kind: 'offer', channel: 'email', enabled: true }] });
    expect(await storedRows(agent.viewer.userId)).toEqual([
      { kind: 'demand', channel: 'sms', enabled: true },
      { kind: 'offer', channel: 'email', enabled: true },
    ]);
    // Another user keeps his defaults.
    const other = await client(ctx.app, { token: customer.token }).get<NotificationSettingsWire>(readPath);
    expect(other.body.data!.settings.demand).toEqual({ app: true, email: true, sms: false });
  });

  it('turns the global switch that the current user carries to the toast engine', async () => {
    const api = client(ctx.app, { token: customer.token });
    const answer = await api.post<NotificationSettingsWire>(writePath, { disabled_notifications: true });
    expect(answer.body.data!.disabled_notifications).toBe(true);
    expect((await api.get<{ disabled_notifications: boolean }>('/v1/currentuser/read')).body.data!.disabled_notifications).toBe(true);
    await api.post(writePath, { disabled_notifications: false });
    expect((await api.get<{ disabled_notifications: boolean }>('/v1/currentuser/read')).body.data!.disabled_notifications).toBe(false);
  });

  it.each([
    [{ settings: [{ kind: 'offers', channel: 'email', enabled: false }] }, 'Неизвестный вид уведомлений: «offers»'],
    [{ settings: [{ kind: 'offer', channel: 'fax', enabled: false }] }, 'Неизвестный канал уведомлений: «fax». Допустимы app, email, sms'],
    // A good switch beside a bad one is not written either, nor the global switch.
    [{ disabled_notifications: true, settings: [{ kind: 'offer', channel: 'sms', enabled: true }, { kind: 'toString', channel: 'email', enabled: true }] }, 'Неизвестный вид уведомлений: «toString»'],
    [{}, 'Не указано, какие настройки уведомлений изменить'],
    [{ settings: [] }, 'Не указано, какие настройки уведомлений изменить'],
  ])('refuses %j with a Russian 400 and changes nothing', async (body, message) => {
    const before = await storedRows(agent.viewer.userId);
    const answer = await client(ctx.app, { token: agent.token }).post(writePath, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await storedRows(agent.viewer.userId)).toEqual(before);
    const user = await ctx.database.db.selectFrom('users').select('disabled_notifications').where('id', '=', agent.viewer.userId).executeTakeFirstOrThrow();
    expect(user.disabled_notifications).toBe(false);
  });

  it.each([
    [{ settings: [{ kind: 'offer', channel: 'email', enabled: 'нет' }] }],
    [{ settings: [{ kind: 'offer', channel: 'email' }] }],
    [{ disabled_notifications: 'да' }],
    [{ settings: 'offer' }],
  ])('refuses a malformed body %j in Russian', async (body) => {
    const answer = await client(ctx.app, { token: agent.token }).post(writePath, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/[А-Яа-я]/);
  });
});
