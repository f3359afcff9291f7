import { describe, expect, it } from 'vitest';
import { ok } from '../api/support/scriptedAdapter';
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
