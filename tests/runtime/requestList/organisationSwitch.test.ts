import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ok, type SeenRequest } from '../../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from '../support/harness';
import { countsOf, pageOf, rowFixture } from './support';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the request list after an organisation switch', () => {
  it("drops the other organisation's requests at once and reads the new organisation's page, though the address is the same", async () => {
    // The server answers by the session's token: jwt-1 works in o1, jwt-2 in o2.
    const idsOf = (seen: SeenRequest) => (seen.authorization === 'Bearer jwt-2' ? [2001, 2002] : [1001, 1002, 1003]);
    const { root, navigation } = makeRoot(
      {
        'GET /v1/currentuser/read': ok(userFixture({ organization_uuid: 'o1' })),
        'GET /v1/currentuser/read/organizations': (seen) =>
          ok([
            { uuid: 'o1', name: 'ООО «Первая»', is_current: seen.authorization !== 'Bearer jwt-2' },
            { uuid: 'o2', name: 'ООО «Вторая»', is_current: seen.authorization === 'Bearer jwt-2' },
          ]),
        'POST /v1/login/write/organization': ok({ token: 'jwt-2', user: userFixture({ organization_uuid: 'o2' }) }),
        'POST /v1/grid/read/list/groupped': (seen) => ok(pageOf(idsOf(seen).map((id) => rowFixture(id)))),
        'GET /v2/grid/read/list/notificators-count': (seen) => ok(countsOf(idsOf(seen).length)),
      },
      { storage: withToken('jwt-1'), at: '/agent/requests/all' },
    );
    await root.session.loadUser();
    // The list page is on screen: it listens, and reads the address once.
    root.requestList.listen();
    root.requestList.show('all', '');
    await settle();
    await settle();
    expect(root.requestList.rows.map((row) => row.id)).toEqual([1001, 1002, 1003]);
    let emptied = false;
    const stop = reaction(() => root.requestList.rows.length, (length) => (emptied ||= length === 0));

    const switching = root.switchOrganisation('o2');
    await switching;
    expect(navigation.last).toBe('/agent/requests/all');
    // The address is the one already shown, so the page does not ask again: the list reads by itself.
    await settle();
    await settle();
    expect(root.requestList.rows.map((row) => row.id)).toEqual([2001, 2002]);
    expect(root.requestList.isCurrent).toBe(true);
    expect(root.requestList.counts?.all).toBe(2);
    // Nothing of the first organisation stayed on screen while the second one's page was on its way.
    expect(emptied).toBe(true);
    stop();
  });
});
