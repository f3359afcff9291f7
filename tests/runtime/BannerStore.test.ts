import { describe, expect, it, vi } from 'vitest';
import { BANNER_REFRESH_MS } from '../../src/runtime/BannerStore';
import { fail, ok, type Route } from '../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from './support/harness';

async function signedIn(user = userFixture(), storage = withToken('t')) {
  const made = makeRoot(
    { 'GET /v1/currentuser/read': ok(user), 'GET /v1/currentuser/read/organizations': ok([]) },
    { storage },
  );
  await made.root.session.loadUser();
  return made;
}

describe('BannerStore', () => {
  it('shows nothing when the user is not authorised', () => {
    const { root } = makeRoot();
    expect(root.banners.banners).toEqual([]);
  });

  it('shows newClientLk to an agent, closable, and remembers the closing', async () => {
    const { root, storage } = await signedIn();
    expect(root.banners.banners.map((b) => [b.id, b.closable])).toEqual([['newClientLk', true]]);
    expect(root.banners.banners[0]?.content).toMatch(/принимать предложения/);
    root.banners.close('newClientLk');
    expect(root.banners.banners).toEqual([]);
    expect(storage.getItem('banner:newClientLk:closed')).toBe('1');
    const again = await signedIn(userFixture(), storage);
    expect(again.root.banners.banners).toEqual([]);
  });

  it('does not show newClientLk to a client user', async () => {
    const { root } = await signedIn(userFixture({ actor: 'client', roles: ['client'] }));
    expect(root.banners.banners).toEqual([]);
  });

  it('skips the banner logic for external users', async () => {
    const { root } = await signedIn(userFixture({ external: true }));
    expect(root.banners.banners).toEqual([]);
  });

  it('shows the unclosable signing banner to a partner until the partner documents are signed', async () => {
    const unsigned = { user_type: 'partner', partners_docs: [{ is_signed: false, banks: [{ name: 'ПАО «Совкомбанк»' }, { name: 'Банк ГПБ (АО)' }] }] };
    const { root } = await signedIn(userFixture(unsigned));
    expect(root.banners.banners.map((b) => [b.id, b.closable])).toEqual([['signing', false], ['newClientLk', true]]);
    expect(root.banners.banners[0]?.content).toMatch(/Банки, ожидающие подписания: ПАО «Совкомбанк», Банк ГПБ \(АО\)\.$/);
    root.banners.close('signing');
    expect(root.banners.banners.map((b) => b.id)).toContain('signing');
    const additional = await signedIn(userFixture({ user_type: 'partner', need_sign_add_agreement: true }));
    expect(additional.root.banners.banners.map((b) => b.id)).toEqual(['signing', 'newClientLk']);
    const signed = await signedIn(userFixture({ user_type: 'partner', partners_docs: [{ is_signed: true, banks: [] }] }));
    expect(signed.root.banners.banners.map((b) => b.id)).toEqual(['newClientLk']);
    const client = await signedIn(userFixture({ user_type: 'client', actor: 'client', need_sign_add_agreement: true }));
    expect(client.root.banners.banners).toEqual([]);
  });

  it('hides the signing banner once the user is read again with the agreements signed', async () => {
    let signed = false;
    const user = () => userFixture({ user_type: 'partner', need_sign_add_agreement: !signed, partners_docs: [{ title: 'Дополнительное соглашение', version: 1, is_signed: signed, banks: [{ uuid: 'b1', name: 'ООО «Экспобанк»' }] }] });
    const { root } = makeRoot({ 'GET /v1/currentuser/read': () => ok(user()), 'GET /v1/currentuser/read/organizations': ok([]) }, { storage: withToken('t') });
    await root.session.loadUser();
    expect(root.banners.banners[0]).toMatchObject({ id: 'signing', closable: false, buttons: [{ label: 'Подписать договор', route: 'ProfileDocuments' }] });
    expect(root.banners.banners[0]?.content).toMatch(/ООО «Экспобанк»\.$/);
    signed = true;
    await root.session.loadUser();
    expect(root.banners.banners.map((b) => b.id)).toEqual(['newClientLk']);
  });

  it('hides every banner once the session ends', async () => {
    const { root } = await signedIn();
    root.session.dropToken();
    expect(root.banners.banners).toEqual([]);
  });
});

describe('BannerStore: the plates from the server (GET /v2/notification/read/alerts)', () => {
  const plate = { id: 7, content: '<b>Плановые работы</b> в субботу', type: 'warning', closable: true };
  const fixed = { id: 8, content: 'Новые тарифы', type: 'info', closable: false };

  async function withPlates(routes: Record<string, Route> = {}, user = userFixture(), expectRead = true) {
    let plates: unknown[] = [plate, fixed];
    const made = makeRoot(
      {
        'GET /v1/currentuser/read': ok(user),
        'GET /v1/currentuser/read/organizations': ok([]),
        'GET /v2/notification/read/alerts': () => ok(plates),
        ...routes,
      },
      { storage: withToken('t') },
    );
    await made.root.session.loadUser();
    if (expectRead) await vi.waitFor(() => expect(made.network.seen.some((seen) => seen.url === '/v2/notification/read/alerts')).toBe(true));
    await Promise.resolve();
    return { ...made, setPlates: (next: unknown[]) => (plates = next) };
  }

  const reads = (seen: { url: string }[]) => seen.filter((request) => request.url === '/v2/notification/read/alerts').length;

  it('reads the plates when the session starts and shows them first, as HTML, before the app’s own', async () => {
    const { root } = await withPlates();
    await vi.waitFor(() => expect(root.banners.banners.map((b) => b.id)).toEqual(['server:7', 'server:8', 'newClientLk']));
    expect(root.banners.banners[0]).toMatchObject({ type: 'warning', content: '<b>Плановые работы</b> в субботу', contentIsHtml: true, closable: true, serverId: 7 });
    expect(root.banners.banners[1]?.closable).toBe(false);
  });

  it('closes a plate on the server, by id; an unclosable one stays', async () => {
    const { root, network } = await withPlates({ 'POST /v2/notification/write/alerts/7/wast': ok({ id: 7, closed: true }) });
    await vi.waitFor(() => expect(root.banners.banners).toHaveLength(3));
    await root.banners.close('server:7');
    expect(network.seen.filter((seen) => seen.method === 'POST').map((seen) => seen.url)).toEqual(['/v2/notification/write/alerts/7/wast']);
    expect(root.banners.banners.map((b) => b.id)).toEqual(['server:8', 'newClientLk']);
    await root.banners.close('server:8');
    expect(root.banners.banners.map((b) => b.id)).toEqual(['server:8', 'newClientLk']);
    expect(network.seen.filter((seen) => seen.method === 'POST')).toHaveLength(1);
  });

  it('brings a plate back when the server refuses to close it, with the error toast', async () => {
    const { root } = await withPlates({ 'POST /v2/notification/write/alerts/7/wast': fail(404, 'Объявление не найдено', 40400) });
    await vi.waitFor(() => expect(root.banners.banners).toHaveLength(3));
    await root.banners.close('server:7');
    expect(root.banners.banners.map((b) => b.id)).toContain('server:7');
    expect(root.toasts.toasts.filter((toast) => toast.type === 'error')).toHaveLength(1);
  });

  it('reads again on a navigation once the last read is older than half a minute, not before', async () => {
    const { root, network, clock, setPlates } = await withPlates();
    expect(reads(network.seen)).toBe(1);
    root.route.enter('Profile', {});
    await Promise.resolve();
    expect(reads(network.seen)).toBe(1);
    setPlates([]);
    clock.advance(BANNER_REFRESH_MS);
    root.route.enter('Requests', { filter: 'all' });
    await vi.waitFor(() => expect(reads(network.seen)).toBe(2));
    await vi.waitFor(() => expect(root.banners.banners.map((b) => b.id)).toEqual(['newClientLk']));
  });

  it('does not read for an external user, and forgets the plates when the session ends', async () => {
    const external = await withPlates({}, userFixture({ external: true }), false);
    await external.root.banners.refresh(true);
    expect(reads(external.network.seen)).toBe(0);
    expect(external.root.banners.banners).toEqual([]);
    const { root } = await withPlates();
    await vi.waitFor(() => expect(root.banners.banners).toHaveLength(3));
    root.session.dropToken();
    expect(root.banners.banners).toEqual([]);
    expect(root.banners.serverPlates).toEqual([]);
  });
});
