import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { moveSubRequest } from '../../../src/server/subrequests/moveSubRequest';
import { employeeOf } from '../access/employee';
import { client, forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent, type Member } from '../requests/requestFixtures';
import { collect, eventually, hubTestBed, sleep } from './hubClient';

const banks = banksConfig.banks;
if (banks.length < 3) throw new Error('the shipped config has fewer than three banks');
let pushes = 0;

// No test here calls hub.sweep(): a grant or a revocation must act on the very next push.
forEachDatabase('pushes about a request reach only the members who may see it', (ctx) => {
  const hub = hubTestBed(ctx);

  /** The real client of one member, collecting the request ids its RequestStatusChanged pushes name. */
  async function listening(member: Member): Promise<string[]> {
    const connection = await hub.connect(member.token);
    const got = collect(connection, 'RequestStatusChanged');
    const ids: string[] = [];
    connection.on('RequestStatusChanged', () => ids.splice(0, ids.length, ...got.map((payload) => (payload as { requestId: string }).requestId)));
    return ids;
  }

  /** Sends the request to one more bank through the server's one path for statuses, on the given instance. */
  async function pushAbout(requestId: number, app: FastifyInstance = ctx.app): Promise<void> {
    const bank = banks[pushes++ % banks.length]!;
    await app.database.db.transaction().execute(async (trx) => {
      const [subRequest] = await ensureSubRequests(trx, requestId, [bank.uuid]);
      await moveSubRequest(trx, { hub: app.hub }, { kind: 'system' }, { subRequest: subRequest!, event: 'send' });
    });
  }

  async function team() {
    const admin = await signedInAgent(ctx.app);
    const employee = await employeeOf(ctx, admin, ['agent_create_request']);
    const others = await newRequest(ctx.app, admin, { name: 'ООО «Чужая»' });
    const his = await newRequest(ctx.app, employee, { name: 'ООО «Своя»' });
    return { admin, employee, others: String(others.id), his: String(his.id), othersId: others.id, hisId: his.id };
  }

  it('a narrowed member hears his own request and not a colleague’s; the administrator hears both; across instances', async () => {
    const { admin, employee, others, his, othersId, hisId } = await team();
    const adminHears = await listening(admin);
    const employeeHears = await listening(employee);
    await pushAbout(othersId);
    await pushAbout(hisId, hub.otherInstance);
    await eventually(() => adminHears.length === 2 && employeeHears.length >= 1);
    await sleep(150);
    expect(adminHears).toEqual([others, his]);
    expect(employeeHears).toEqual([his]);
  });

  it('a member made the request’s manager hears its next push', async () => {
    const { admin, employee, others, his, othersId, hisId } = await team();
    const employeeHears = await listening(employee);
    expect((await client(ctx.app, { token: admin.token }).post('/v1/bgrequest/write/agent/manager', { request_id: othersId, manager: employee.user.id })).status).toBe(200);
    await pushAbout(othersId);
    await pushAbout(hisId);
    await eventually(() => employeeHears.length === 2);
    expect(employeeHears).toEqual([others, his]);
  });

  it('granting agent_view_all_requests applies to the very next push, and so does revoking it', async () => {
    const { employee, others, his, othersId, hisId } = await team();
    const employeeHears = await listening(employee);
    const db = ctx.database.db;
    await db.insertInto('membership_permissions').values({ membership_id: employee.membershipId, permission_key: 'agent_view_all_requests' }).execute();
    await pushAbout(othersId);
    await eventually(() => employeeHears.length === 1);
    await hub.otherInstance.database.db.deleteFrom('membership_permissions').where('membership_id', '=', employee.membershipId).where('permission_key', '=', 'agent_view_all_requests').execute();
    await pushAbout(othersId);
    await pushAbout(hisId);
    await eventually(() => employeeHears.length >= 2);
    await sleep(150);
    expect(employeeHears).toEqual([others, his]);
  });
});
