import { describe, expect, it } from 'vitest';
import { guardRoute } from '../../src/runtime/guardRoute';
import { loginUrl, returnPath } from '../../src/runtime/loginRedirect';
import { RouteTable } from '../../src/runtime/routeTable';

const loginPath = '/agent/login';
const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('guardRoute (spec-1 §2 navigation rules)', () => {
  it('sends an auth route without a token to login with the original path and query', () => {
    expect(guardRoute({ access: 'auth', hasToken: false, external: false, location: at('/agent/requests/all?selected=5'), loginPath })).toEqual({
      kind: 'redirect',
      to: '/agent/login?redirect=%2Fagent%2Frequests%2Fall%3Fselected%3D5',
      replace: true,
    });
  });

  it('lets an auth route through with a token', () => {
    expect(guardRoute({ access: 'auth', hasToken: true, external: false, location: at('/agent/profile'), loginPath })).toEqual({ kind: 'render' });
  });

  it.each(['open', 'public'] as const)('lets an %s route through without a token', (access) => {
    expect(guardRoute({ access, hasToken: false, external: false, location: at('/agent/documents'), loginPath })).toEqual({ kind: 'render' });
  });

  it('removes the token of an external user who reaches an auth route', () => {
    expect(guardRoute({ access: 'auth', hasToken: true, external: true, location: at('/agent/requests/all'), loginPath })).toEqual({
      kind: 'redirect',
      to: '/agent/login?redirect=%2Fagent%2Frequests%2Fall',
      replace: true,
      dropToken: true,
    });
  });

  it('takes the token from an external route query and drops it from the address', () => {
    expect(guardRoute({ access: 'external', hasToken: false, external: false, location: at('/agent/simple/42?token=abc.def&bank=7'), loginPath })).toEqual({
      kind: 'takeExternalToken',
      token: 'abc.def',
      to: '/agent/simple/42?bank=7',
      replace: true,
    });
    expect(guardRoute({ access: 'external', hasToken: true, external: true, location: at('/agent/simple/42'), loginPath })).toEqual({ kind: 'render' });
  });
});

describe('login redirect', () => {
  it('round-trips the original address', () => {
    const url = loginUrl(loginPath, at('/agent/request/12/finance?x=1&y=2'));
    expect(returnPath(new URL(url, 'http://localhost').search, '/agent/requests/all')).toBe('/agent/request/12/finance?x=1&y=2');
  });

  it.each(['', '?redirect=https%3A%2F%2Fevil.example', '?redirect=%2F%2Fevil.example', '?redirect=%2F%5Cevil.example', '?redirect=requests', '?redirect=%2Fagent%2Flogout', '?redirect=%2Fclient%2Flogout%3Fx%3D1'])(
    'falls back for %j',
    (search) => {
      expect(returnPath(search, '/agent/requests/all')).toBe('/agent/requests/all');
    },
  );
});

describe('RouteTable', () => {
  const table = new RouteTable('agent');
  const client = new RouteTable('client');

  it('puts the role prefix on every role route', () => {
    expect(table.pattern('Login')).toBe('/agent/login');
    expect(client.pattern('Login')).toBe('/client/login');
    expect(table.pattern('Index')).toBe('/');
    expect(table.pattern('LegalDocument')).toBe('/legal/:document');
  });

  it('has every route of spec-1 §2 under the role prefix', () => {
    const spec = [
      '/{role}/login', '/{role}/recovery', '/{role}/confirm-recover', '/{role}/logout', '/{role}/register', '/{role}/confirm',
      '/{role}/demo', '/{role}/documents', '/{role}/requirements', '/{role}/banks', '/{role}/revisions', '/{role}/profile',
      '/{role}/profile/documents', '/{role}/profile/manage-notification', '/{role}/employees', '/{role}/employees/create',
      '/{role}/employees/:id', '/{role}/requests', '/{role}/requests/:filter', '/{role}/request/create', '/{role}/request/:id',
      '/{role}/request/:id/discuss/bank/:bankUuid', '/{role}/request/:id/accept-offer/offer/:offerUuid', '/{role}/simple/:id',
      '/{role}/request/:id/claim/bank/:bankUuid', '/error', '/', '*',
    ];
    const paths = table.names.map((name) => table.entry(name).path);
    for (const path of spec) expect(paths).toContain(path);
  });

  it('titles the request list by its filter', () => {
    expect(['all', 'offers', 'demands', 'deals', 'drafts'].map((filter) => table.title('Requests', { filter }))).toEqual([
      'Все заявки', 'Предложения', 'Запросы', 'Сделки', 'Черновики',
    ]);
    expect(table.documentTitle('Requests', { filter: 'deals' })).toBe('Сделки — Платформа банковских гарантий');
    expect(table.documentTitle('Index')).toBe('Платформа банковских гарантий');
    expect(table.title('RequestForm', { id: '12' })).toBe('Заявка № 12');
  });

  it('checks parameters against their values and patterns', () => {
    expect(table.paramsValid('Requests', { filter: 'drafts' })).toBe(true);
    expect(table.paramsValid('Requests', { filter: 'archive' })).toBe(false);
    expect(table.paramsValid('RequestForm', { id: '12' })).toBe(true);
    expect(table.paramsValid('RequestForm', { id: 'abc' })).toBe(false);
    expect(table.paramsValid('LegalFinancial', { fo: 'gpb', document: 'agreement' })).toBe(true);
    expect(table.paramsValid('LegalFinancial', { fo: 'nobank', document: 'agreement' })).toBe(false);
    expect(table.paramsValid('Login', {})).toBe(true);
  });

  it('builds breadcrumbs from parents, filling missing parameters', () => {
    expect(table.crumbs('Discuss', { id: '12', bankUuid: 'b1' }).map((c) => [c.title, c.path])).toEqual([
      ['Все заявки', '/agent/requests/all'],
      ['Заявка № 12', '/agent/request/12'],
      ['Согласование проекта по заявке № 12', '/agent/request/12/discuss/bank/b1'],
    ]);
  });

  it('lists the menus of the header and the left sidebar', () => {
    expect(table.menu('header').map((item) => item.name)).toEqual(['Documents', 'Revisions', 'Profile', 'Employees', 'OperatorDesk', 'Audit']);
    expect(table.menu('header').find((item) => item.name === 'Revisions')?.menu.permission).toBe('revision_view');
    expect(table.menu('header').find((item) => item.name === 'Employees')?.menu.permission).toBe('agent_view_edit_users');
    expect(table.menu('header').find((item) => item.name === 'OperatorDesk')?.menu.operator).toBe(true);
    expect(table.entry('OperatorDesk').operator).toBe(true);
    expect(table.menu('leftSidebar').map((item) => item.name)).toEqual(['Requests', 'Banks', 'Requirements']);
  });
});
