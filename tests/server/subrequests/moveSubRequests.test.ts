import { beforeAll, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import type { HubPublication } from '../../../src/server/hub/hubEvents';
import { moveSubRequest, moveSubRequests } from '../../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests, listSubRequests, lockSubRequest } from '../../../src/server/subrequests/subRequestRepository';
import { forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent, type Member } from '../requests/requestFixtures';

const [first, second, third] = banksConfig.banks;
if (!first || !second || !third) throw new Error('the shipped config has fewer than three banks');

/** A hub that only records what would be published. */
function recordingHub() {
  const published: HubPublication[] = [];
  return { published, hub: { publishAll: async (items: readonly HubPublication[]) => void published.push(...items) } };
}

forEachDatabase('moving sub-requests', (ctx) => {
  let agent: Member;
  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
  });

  it('creates a draft per bank once, whatever the number of calls', async () => {
    const request = await newRequest(ctx.app, agent);
    const db = ctx.database.db;
    const once = await db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [first.uuid, second.uuid]));
    const twice = await db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [second.uuid, first.uuid, third.uuid]));
    expect(once.map((row) => row.sub_status)).toEqual(['draft', 'draft']);
    expect(twice.map((row) => row.bank_uuid)).toEqual([second.uuid, first.uuid, third.uuid]);
    expect(twice[1]?.uuid).toBe(once[0]?.uuid);
    expect(await listSubRequests(db, request.id)).toHaveLength(3);
  });

  it('moves several in one go: statuses, patched columns, history and one event each for the owner', async () => {
    const request = await newRequest(ctx.app, agent);
    const db = ctx.database.db;
    const { hub, published } = recordingHub();
    const sentAt = new Date('2026-11-20T10:00:00Z');
    const moved = await db.transaction().execute(async (trx) => {
      const subs = await ensureSubRequests(trx, request.id, [first.uuid, second.uuid]);
      return moveSubRequests(trx, { hub }, { kind: 'user', userId: agent.viewer.userId }, [
        { subRequest: subs[0]!, event: 'send', set: { sent_at: sentAt, is_need_confirm_data: true } },
        { subRequest: subs[1]!, event: 'prescoring_failed', set: { prescoring: JSON.stringify({ passed: false, reasons: ['Сумма больше лимита'], checked_at: sentAt.toISOString() }) } },
      ]);
    });
    expect(moved.map((row) => row.sub_status)).toEqual(['sent', 'prescoring_failed']);
    expect(moved[0]?.is_need_confirm_data).toBe(true);
    expect(moved[0]?.is_need_verification).toBe(false);
    expect(new Date(moved[0]!.sent_at!).toISOString()).toBe(sentAt.toISOString());
    expect(moved[1]?.prescoring).toEqual({ passed: false, reasons: ['Сумма больше лимита'], checked_at: sentAt.toISOString() });
    expect(moved[1]?.sent_at).toBeNull();

    const history = await db.selectFrom('bg_subrequest_status').selectAll().where('subrequest_id', 'in', moved.map((row) => String(row.id))).orderBy('id').execute();
    expect(history.map((row) => [row.from_status, row.to_status, row.event, row.actor_kind, row.user_id])).toEqual([
      ['draft', 'sent', 'send', 'user', agent.viewer.userId],
      ['draft', 'prescoring_failed', 'prescoring_failed', 'user', agent.viewer.userId],
    ]);
    expect(published).toEqual([
      { organizationUuids: [agent.organizationUuid], requestUsers: [agent.viewer.userId], target: 'RequestStatusChanged', payload: { status: 'sent', requestId: String(request.id), fkoKey: first.internal_name, bank_uuid: first.uuid, bank_name: first.bank_name } },
      { organizationUuids: [agent.organizationUuid], requestUsers: [agent.viewer.userId], target: 'RequestStatusChanged', payload: { status: 'prescoring_failed', requestId: String(request.id), fkoKey: second.internal_name, bank_uuid: second.uuid, bank_name: second.bank_name } },
    ]);
    const after = await db.selectFrom('bg_request').select('updated_at').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(new Date(request.updated_at).getTime());
  });

  it('refuses a move the transition table does not allow with its Russian reason (409), writing nothing', async () => {
    const request = await newRequest(ctx.app, agent);
    const db = ctx.database.db;
    const { hub } = recordingHub();
    const [sub] = await db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [first.uuid]));
    const attempt = db.transaction().execute(async (trx) => {
      const locked = await lockSubRequest(trx, sub!.uuid);
      await moveSubRequest(trx, { hub }, { kind: 'bank' }, { subRequest: locked, event: 'prescoring_passed' });
      const again = await lockSubRequest(trx, sub!.uuid);
      return moveSubRequest(trx, { hub }, { kind: 'bank' }, { subRequest: again, event: 'offer' });
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: 'Действие «Предложение банка» недоступно в статусе «Предварительная проверка пройдена».' });
    const [row] = await listSubRequests(db, request.id);
    expect(row?.sub_status).toBe('draft');
    expect(await db.selectFrom('bg_subrequest_status').select('id').where('subrequest_id', '=', String(row!.id)).execute()).toEqual([]);
  });

  it('a malformed or unknown sub-request uuid is a 404', async () => {
    const db = ctx.database.db;
    await expect(db.transaction().execute((trx) => lockSubRequest(trx, 'not-a-uuid'))).rejects.toMatchObject({ statusCode: 404, message: 'Заявка в банк не найдена' });
    await expect(db.transaction().execute((trx) => lockSubRequest(trx, '00000000-0000-4000-8000-000000000000'))).rejects.toMatchObject({ statusCode: 404 });
  });
});
