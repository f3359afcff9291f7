import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Executor } from '../../../src/server/db/schema';
import type { OutgoingMessage } from '../../../src/server/messenger/messenger';
import { NotificationDispatcher } from '../../../src/server/notifications/NotificationDispatcher';
import { employeeOf } from '../access/employee';
import { client, forEachDatabase } from '../helpers/serverContext';
import { moveThrough, requestWithOffer, sber } from '../offers/offerFixtures';
import { signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const writePath = '/v1/currentuser/write/notifications';

forEachDatabase('notification delivery: e-mail and SMS of a bank event, once', (ctx) => {
  let admin: Member;
  /** Sees every request of the organisation, and turned e-mail off for offers. */
  let quiet: Member;
  /** Sees only his own requests: not this one. */
  let narrowed: Member;
  let customer: Member;

  beforeAll(async () => {
    admin = await signedInAgent(ctx.app);
    quiet = await employeeOf(ctx, admin, ['agent_view_all_requests']);
    narrowed = await employeeOf(ctx, admin, ['agent_create_request']);
    customer = await signedInClient(ctx.app);
    const off = await client(ctx.app, { token: quiet.token }).post(writePath, { settings: [{ kind: 'offer', channel: 'email', enabled: false }] });
    expect(off.status, off.body.message).toBe(200);
    const sms = await client(ctx.app, { token: admin.token }).post(writePath, { settings: [{ kind: 'offer', channel: 'sms', enabled: true }] });
    expect(sms.status, sms.body.message).toBe(200);
  });

  /** Everything due handled, every queued message handed to its carrier. */
  const settle = async () => {
    await ctx.app.notifications.drain();
    await ctx.app.accounts.postOffice.idle();
  };

  const messagesTo = (recipient: string | null, purpose?: string) => {
    let query = ctx.database.db.selectFrom('outbox_messages').select(['channel', 'subject', 'body', 'purpose', 'state']).where('recipient', '=', recipient ?? '').where('purpose', 'like', 'notification:%');
    if (purpose) query = query.where('purpose', '=', purpose);
    return query.orderBy('id').execute();
  };

  it('sends one e-mail to each who has it on and sees the request, none to who turned it off, an SMS to who turned it on', async () => {
    const { request } = await requestWithOffer(ctx.app, admin, { client: customer });
    await settle();

    const toAdmin = await messagesTo(admin.user.login);
    expect(toAdmin).toEqual([{ channel: 'email', subject: `Предложение по Заявке № ${request.id} — Сбербанк`, body: expect.stringContaining(`Заявка № ${request.id}: http://localhost:8080/agent/requests?selected=${request.id}`), purpose: 'notification:offer', state: 'stored' }]);
    expect(toAdmin[0]!.body).toMatch(/^Сбербанк прислал предложение по банковской гарантии/);
    expect(toAdmin[0]!.body).toContain('Настроить уведомления: http://localhost:8080/agent/profile/manage-notification');
    expect(await messagesTo(admin.user.phone)).toEqual([
      { channel: 'sms', subject: '', body: `Предложение по Заявке № ${request.id}, Сбербанк: http://localhost:8080/agent/requests?selected=${request.id}`, purpose: 'notification:offer', state: 'stored' },
    ]);
    expect(await messagesTo(quiet.user.login)).toEqual([]);
    expect(await messagesTo(narrowed.user.login)).toEqual([]);
    // The client of the request hears of the offer too, with the link of his own cabinet.
    const toCustomer = await messagesTo(customer.user.login);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.body).toContain(`http://localhost:8080/client/requests?selected=${request.id}`);

    const deliveries = await ctx.database.db
      .selectFrom('notification_deliveries as d')
      .innerJoin('notification_events as e', 'e.id', 'd.event_id')
      .select(['d.user_id', 'd.channel'])
      .where('e.request_id', '=', String(request.id))
      .orderBy('d.user_id')
      .orderBy('d.channel')
      .execute();
    expect(deliveries).toEqual([
      { user_id: admin.viewer.userId, channel: 'email' },
      { user_id: admin.viewer.userId, channel: 'sms' },
      { user_id: customer.viewer.userId, channel: 'email' },
    ]);
  });

  it('sends nothing again when the event is replayed or another instance starts on the same database', async () => {
    const { request } = await requestWithOffer(ctx.app, admin);
    await settle();
    expect(await messagesTo(admin.user.login, 'notification:offer')).toHaveLength(2);

    // Replayed: the event as if its handling had never been recorded.
    await ctx.database.db.updateTable('notification_events').set({ handled_at: null }).where('request_id', '=', String(request.id)).execute();
    // Restarted: a second app over the same database drains beside the first.
    const second = await ctx.build();
    await Promise.all([ctx.app.notifications.drain(), second.notifications.drain()]);
    await Promise.all([ctx.app.accounts.postOffice.idle(), second.accounts.postOffice.idle()]);

    expect(await messagesTo(admin.user.login, 'notification:offer')).toHaveLength(2);
    expect(await messagesTo(admin.user.phone, 'notification:offer')).toHaveLength(2);
    const pending = await ctx.database.db.selectFrom('notification_events').select('id').where('handled_at', 'is', null).execute();
    expect(pending).toEqual([]);
    await second.notifications.stop();
  });

  it('notifies of each event of its own kind, and nothing while notifications are off', async () => {
    const { request, subUuid } = await requestWithOffer(ctx.app, admin, { client: customer });
    await settle();
    const before = (await messagesTo(admin.user.login)).length;
    await client(ctx.app, { token: customer.token }).post(writePath, { disabled_notifications: true });
    const customerBefore = (await messagesTo(customer.user.login)).length;

    await moveThrough(ctx.app, subUuid, ['cancel']);
    await settle();
    const toAdmin = await messagesTo(admin.user.login);
    expect(toAdmin).toHaveLength(before + 1);
    expect(toAdmin.at(-1)).toMatchObject({ purpose: 'notification:refusal', subject: `Отказ по Заявке № ${request.id} — Сбербанк` });
    // The refusal is an e-mail only: SMS stays off for it.
    expect((await messagesTo(admin.user.phone)).filter((message) => message.purpose === 'notification:refusal')).toEqual([]);
    expect(await messagesTo(customer.user.login)).toHaveLength(customerBefore);
    await client(ctx.app, { token: customer.token }).post(writePath, { disabled_notifications: false });
  });

  it('keeps no event of a change that rolled back, nor of a status no notification covers', async () => {
    const count = async () => Number((await ctx.database.db.selectFrom('notification_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const publication = {
      organizationUuids: [admin.organizationUuid],
      requestUsers: null,
      target: 'RequestStatusChanged' as const,
      payload: { status: 'offer_wait_approve', requestId: '1', fkoKey: null, bank_uuid: sber.uuid, bank_name: null },
    };
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        const request = await trx.selectFrom('bg_request').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
        await ctx.app.hub.publishAll([{ ...publication, payload: { ...publication.payload, requestId: String(request.id) } }], trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.app.hub.publishAll([{ ...publication, payload: { ...publication.payload, status: 'prescored' } }]);
    expect(await count()).toBe(before);
  });

  it('retries an event whose handling failed, later, and sends it once then', async () => {
    // This instance's own dispatcher stops, so the event is the test's alone.
    await ctx.app.notifications.stop();
    const { request } = await requestWithOffer(ctx.app, admin);
    let failing = true;
    const postOffice = {
      record: async (trx: Executor, message: OutgoingMessage) => {
        if (failing) throw new Error('carrier table locked');
        return ctx.app.accounts.postOffice.record(trx, message);
      },
      deliver: (id: number, message: OutgoingMessage) => ctx.app.accounts.postOffice.deliver(id, message),
    };
    const errors: unknown[] = [];
    const dispatcher = new NotificationDispatcher({ db: ctx.database.db, postOffice, publicUrl: 'http://localhost:8080', log: { error: (...args: unknown[]) => errors.push(args), warn: () => undefined } });
    const before = (await messagesTo(admin.user.login)).length;
    await dispatcher.drain();
    const failed = await ctx.database.db.selectFrom('notification_events').select(['id', 'handled_at', 'attempts', 'last_error', 'next_attempt_at']).where('request_id', '=', String(request.id)).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ handled_at: null, attempts: 1, last_error: 'carrier table locked' });
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(errors).toHaveLength(1);
    // Nothing of the failed try stayed behind.
    expect(await messagesTo(admin.user.login)).toHaveLength(before);
    expect(await ctx.database.db.selectFrom('notification_deliveries').select('user_id').where('event_id', '=', String(failed.id)).execute()).toEqual([]);

    // Not due yet: a drain leaves it; once due, it goes, once.
    failing = false;
    await dispatcher.drain();
    expect(await messagesTo(admin.user.login)).toHaveLength(before);
    await ctx.database.db.updateTable('notification_events').set({ next_attempt_at: sql<Date>`now()` }).where('id', '=', String(failed.id)).execute();
    await dispatcher.drain();
    await dispatcher.drain();
    await ctx.app.accounts.postOffice.idle();
    expect(await messagesTo(admin.user.login)).toHaveLength(before + 1);
  });

  it('handles due events together, and a failing one of the batch waits for its retry alone', async () => {
    await ctx.app.notifications.stop();
    const first = await requestWithOffer(ctx.app, admin);
    const second = await requestWithOffer(ctx.app, admin);
    const badText = `Заявке № ${first.request.id}`;
    const postOffice = {
      record: async (trx: Executor, message: OutgoingMessage) => {
        if (message.subject.includes(badText)) throw new Error('carrier refused the address');
        return ctx.app.accounts.postOffice.record(trx, message);
      },
      deliver: (id: number, message: OutgoingMessage) => ctx.app.accounts.postOffice.deliver(id, message),
    };
    const errors: unknown[] = [];
    const dispatcher = new NotificationDispatcher({ db: ctx.database.db, postOffice, publicUrl: 'http://localhost:8080', log: { error: (...args: unknown[]) => errors.push(args), warn: () => undefined } });
    await dispatcher.drain();
    await ctx.app.accounts.postOffice.idle();
    const eventOf = (id: number) => ctx.database.db.selectFrom('notification_events').select(['handled_at', 'attempts', 'last_error']).where('request_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(await eventOf(first.request.id)).toMatchObject({ handled_at: null, attempts: 1, last_error: 'carrier refused the address' });
    expect((await eventOf(second.request.id)).handled_at).not.toBeNull();
    const toAdmin = await messagesTo(admin.user.login);
    expect(toAdmin.filter((message) => message.subject.includes(`Заявке № ${second.request.id}`))).toHaveLength(1);
    expect(toAdmin.filter((message) => message.subject.includes(badText))).toHaveLength(0);
    expect(errors).toHaveLength(1);
  });
});
