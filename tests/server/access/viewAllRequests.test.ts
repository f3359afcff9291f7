import { expect, test } from 'vitest';
import type { NotificatorsCountWire, RequestListPageWire, RequestSearchWire } from '../../../src/domain/wire/requestListWire';
import { client, forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent } from '../requests/requestFixtures';
import { employeeOf } from './employee';

forEachDatabase('agent_view_all_requests', (ctx) => {
  test('without it a member sees only the requests he created or manages: in the list, search, counters and every request call', async () => {
    const admin = await signedInAgent(ctx.app);
    const employee = await employeeOf(ctx, admin, ['agent_create_request']);
    const others = await newRequest(ctx.app, admin, { name: 'ООО «Чужая»' });
    const his = await newRequest(ctx.app, employee, { name: 'ООО «Своя»' });
    const api = client(ctx.app, { token: employee.token });
    const listed = async () => (await api.post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all', page_number: 1, page_size: 50 })).body.data!.rows.map((row) => row.id).sort();
    const counted = async () => (await api.get<NotificatorsCountWire>('/v2/grid/read/list/notificators-count')).body.data!.counts.all;

    expect(await listed()).toEqual([his.id]);
    expect(await counted()).toBe(1);
    expect((await api.post<RequestSearchWire>('/v1/grid/read/search', { query: 'Чужая' })).body.data!.requests).toEqual([]);
    expect((await api.post<RequestSearchWire>('/v1/grid/read/search', { query: 'Своя' })).body.data!.requests.map((row) => row.id)).toEqual([his.id]);
    const foreign = await api.get(`/v1/bgrequest/read/${others.id}/root`);
    expect(foreign).toMatchObject({ status: 404, body: { code: 40400, message: 'Заявка не найдена' } });
    expect((await api.get(`/v1/bgrequest/read/${others.id}/subrequests`)).status).toBe(404);
    expect((await api.get(`/v1/bgrequest/read/${his.id}/root`)).status).toBe(200);
    // The administrator sees both.
    const adminList = await client(ctx.app, { token: admin.token }).post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all', page_number: 1, page_size: 50 });
    expect(adminList.body.data!.rows.map((row) => row.id).sort()).toEqual([others.id, his.id].sort());

    // Made the request's manager, he sees it at once.
    const assigned = await client(ctx.app, { token: admin.token }).post('/v1/bgrequest/write/agent/manager', { request_id: Number(others.id), manager: employee.user.id });
    expect(assigned.status).toBe(200);
    expect(await listed()).toEqual([others.id, his.id].sort());
    expect((await api.get(`/v1/bgrequest/read/${others.id}/root`)).status).toBe(200);
  });

  test('granting or revoking it changes the very next list page, though the list itself did not change', async () => {
    const admin = await signedInAgent(ctx.app);
    const employee = await employeeOf(ctx, admin, []);
    const others = await newRequest(ctx.app, admin, { name: 'ООО «Чужая»' });
    const api = client(ctx.app, { token: employee.token });
    const listed = async () => (await api.post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all', page_number: 1, page_size: 50 })).body.data!.rows.map((row) => row.id);

    expect(await listed()).toEqual([]);
    await ctx.database.db.insertInto('membership_permissions').values({ membership_id: employee.membershipId, permission_key: 'agent_view_all_requests' }).execute();
    expect(await listed()).toEqual([others.id]);
    await ctx.database.db.deleteFrom('membership_permissions').where('membership_id', '=', employee.membershipId).execute();
    expect(await listed()).toEqual([]);
    expect((await api.get(`/v1/bgrequest/read/${others.id}/root`)).status).toBe(404);
  });
});
