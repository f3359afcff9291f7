import { describe, expect, it } from 'vitest';
import { createRevisionsApi, createSigningApi } from '../../../src/api';
import type { OperatorActsWire, RevisionActWire } from '../../../src/domain/wire/revisionWire';
import { ActsDeskStore } from '../../../src/runtime/desk/ActsDeskStore';
import { fail, ok, type Route, type SeenRequest } from '../../api/support/scriptedAdapter';
import { makeRoot } from '../support/harness';
import { actOf, certificate, signerDouble } from '../revisions/fixtures';

const page = (items: RevisionActWire[]): OperatorActsWire => ({ items, total: items.length, page: 1, page_size: 20 });
const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST').map((request) => [request.url, request.body]);

function desk(routes: Record<string, Route>) {
  const made = makeRoot(routes);
  const store = new ActsDeskStore({
    api: createRevisionsApi(made.root.http),
    signing: createSigningApi(made.root.http),
    signer: signerDouble(),
    clock: made.clock,
    toasts: made.root.toasts,
    save: () => undefined,
    newUuid: () => '5c000000-0000-4000-8000-000000000009',
  });
  return { ...made, store };
}

describe('ActsDeskStore: every agent’s acts on the desk', () => {
  it('reads the acts with the filters of month and state, a page at a time', async () => {
    const { store, network } = desk({ 'GET /v2/revision/read/admin/acts': ok(page([actOf('2026-10', 'formed')])) });
    await store.load();
    expect(network.seen[0]?.params).toEqual({ page: 1 });
    store.setFilter({ period: '2026-10', state: 'formed' });
    await expect.poll(() => network.seen.at(-1)?.params).toEqual({ page: 1, period: '2026-10', state: 'formed' });
    store.setPage(2);
    await expect.poll(() => network.seen.at(-1)?.params).toEqual({ page: 2, period: '2026-10', state: 'formed' });
    expect(store.organizations.map((organization) => organization.name)).toEqual(['ООО «Гарант-Брокер»']);
  });

  it('forms the previous Moscow month by default, for all or one organisation; a malformed month is refused before any call', async () => {
    const { store, network, root } = desk({ 'GET /v2/revision/read/admin/acts': ok(page([])), 'POST /v2/revision/write/admin/form': ok({ formed: 1 }) });
    // The harness clock stands on 14.11.2023.
    expect(store.formPeriod).toBe('2023-10');
    expect(await store.form()).toBe(true);
    store.setForm({ period: '2026-10', organization: 'org-1' });
    expect(await store.form()).toBe(true);
    store.setForm({ period: '2026-13' });
    expect(await store.form()).toBe(false);
    expect(store.formProblem).toBe('Укажите месяц в виде ГГГГ-ММ');
    expect(posts(network.seen)).toEqual([
      ['/v2/revision/write/admin/form', { period: '2023-10' }],
      ['/v2/revision/write/admin/form', { period: '2026-10', organization_uuid: 'org-1' }],
    ]);
    expect(root.toasts.toasts.map((toast) => toast.title)).toContain('Акты сформированы');
  });

  it('sends a formed act and marks a signed one paid, reading the page again after each', async () => {
    const formed = actOf('2026-10', 'formed');
    const signed = actOf('2026-09', 'operator_signed');
    const { store, network } = desk({
      'GET /v2/revision/read/admin/acts': ok(page([formed, signed])),
      'POST /v2/revision/write/admin/send': ok({}),
      'POST /v2/revision/write/admin/paid': ok({}),
    });
    await store.load();
    expect(await store.send(formed)).toBe(true);
    expect(await store.markPaid(signed)).toBe(true);
    expect(posts(network.seen)).toEqual([
      ['/v2/revision/write/admin/send', { act_uuid: formed.uuid }],
      ['/v2/revision/write/admin/paid', { act_uuid: signed.uuid }],
    ]);
    expect(network.seen.filter((request) => request.method === 'GET')).toHaveLength(3);
  });

  it('a refused move changes nothing and frees the desk', async () => {
    const formed = actOf('2026-10', 'formed');
    const { store } = desk({ 'GET /v2/revision/read/admin/acts': ok(page([formed])), 'POST /v2/revision/write/admin/paid': fail(400, 'Акт ещё не подписан оператором') });
    expect(await store.markPaid(formed)).toBe(false);
    expect(store.busy).toBeNull();
  });

  it('signs an act the agent signed with the operator’s signature: the agent’s own does not count as the operator’s', async () => {
    const agentSignature = { uuid: 's1', file_uuid: 'f', scope: 'x', is_attached: false, signed_at: '2026-11-02T10:00:00.000Z', certificate, valid: true, problem: null };
    const act = actOf('2026-10', 'agent_signed', { signatures: [agentSignature] });
    const operatorCertificate = { ...certificate, inn_le: '7736050003', organization: 'ООО «Платформа»' };
    const { store, network } = desk({
      'GET /v2/revision/read/admin/acts': ok(page([act])),
      [`GET ${act.files.pdf!.link}`]: { status: 200, body: new Uint8Array([37]).buffer },
      'POST /v1/storage/write/signature': ok({ ...agentSignature, uuid: 's2', certificate: operatorCertificate, request_id: null, purpose: 'revision_act', completed: false, request_signed: false, moved_subrequests: [] }),
      'POST /v2/revision/write/admin/sign': ok({}),
    });
    store.openSigning(act);
    await expect.poll(() => store.signingAct?.store.loadState).toBe('loaded');
    expect(store.signingAct?.store.unsigned).toHaveLength(1);
    await store.sign();
    expect(posts(network.seen)).toEqual([
      ['/v1/storage/write/signature', { file_uuid: act.files.pdf!.uuid, signature: 'MIIBdouble', is_attached: false, scope: '5c000000-0000-4000-8000-000000000009' }],
      ['/v2/revision/write/admin/sign', { act_uuid: act.uuid, scope_uuid: '5c000000-0000-4000-8000-000000000009' }],
    ]);
    await expect.poll(() => store.signingAct).toBeNull();
  });
});
