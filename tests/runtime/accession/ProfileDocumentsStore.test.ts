import { describe, expect, it } from 'vitest';
import { createAccessionApi, createSigningApi } from '../../../src/api';
import type { Signer, SignerCertificate } from '../../../src/api/signer/Signer';
import type { OrganizationDocumentsWire, OrganizationDocumentWire } from '../../../src/domain/wire/accessionWire';
import { ProfileDocumentsStore } from '../../../src/runtime/accession/ProfileDocumentsStore';
import { ok, type SeenRequest } from '../../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from '../support/harness';

const expobank = { uuid: 'cbfdc709-4068-5242-9119-5216dd873e6f', name: 'ООО «Экспобанк»' };
const scope = '9d1c3f5e-1111-4a53-9a56-6a1f0f1f5b11';
const fileUuid = '5b1e7a4e-3f5c-4a53-9a56-6a1f0f1f5b22';

const certificate: SignerCertificate = {
  thumbprint: 'A4D691AC536D3D0947A6DA3E977BA8FB64ECC714',
  subject_name: 'ООО «Гарант-Брокер»',
  last_name: 'Смирнова',
  first_name: 'Анна',
  middle_name: 'Сергеевна',
  issuer_name: 'Тестовый УЦ платформы',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2028-01-01T00:00:00.000Z',
  inn: null,
  inn_le: '7707083893',
  ogrn: '1027700132195',
  snils: '11223344595',
  organization: 'ООО «Гарант-Брокер»',
  position: 'Руководитель отдела',
};

/** The signing port's double: one certificate, and a signature that names the bytes it was given. */
function signerDouble(signed: Uint8Array[]): Signer {
  return {
    kind: 'test',
    check: async () => ({ available: true, description: 'double' }),
    certificates: async () => [certificate],
    signDetached: async (_thumbprint, content) => {
      signed.push(content);
      return 'MIIBdouble';
    },
    signAttached: async () => 'MIIBdouble',
  };
}

function agreement(signed: boolean): OrganizationDocumentWire {
  return {
    uuid: 'd0c0a000-0000-4000-8000-000000000001',
    kind: 'partner_agreement',
    title: `Дополнительное соглашение о подключении банка ${expobank.name}`,
    version: 1,
    since: '2025-10-06',
    bank: expobank,
    deadline: null,
    blocks: `Отправка заявок в банк ${expobank.name}`,
    is_signed: signed,
    overdue: false,
    file: { uuid: fileUuid, type: 'org_partner_agreement', name: 'Дополнительное соглашение.pdf', size: 4, sha256: 'a'.repeat(64), link: `/v1/storage/read/file/${fileUuid}/name/x.pdf` },
    signatures: [],
  };
}

function documents(signed: boolean): OrganizationDocumentsWire {
  return {
    organization: { uuid: scope, name: 'ООО «Гарант-Брокер»', inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', type: 'agent', registered_on: '2023-10-02' },
    scope_uuid: scope,
    is_regulations_signed: true,
    need_sign_add_agreement: !signed,
    has_unsigned_docs: !signed,
    regulations_overdue: false,
    regulations_deadline: null,
    documents: [{ ...agreement(true), kind: 'accession_agent', title: 'Заявление о присоединении к Агентскому договору', bank: null, uuid: 'd0c0a000-0000-4000-8000-000000000002', file: null }, agreement(signed)],
    covered_banks: [],
    earlier: [],
  };
}

describe('ProfileDocumentsStore', () => {
  it('signs the unsigned agreement, confirms it, and the partner banner goes once the user is read again', async () => {
    let signed = false;
    const user = () => userFixture({ need_sign_add_agreement: !signed, has_unsigned_docs: !signed, partners_docs: [{ title: 'x', version: 1, is_signed: signed, banks: [expobank] }] });
    const { root, network } = makeRoot(
      {
        'GET /v1/currentuser/read': () => ok(user()),
        'GET /v1/currentuser/read/organizations': ok([]),
        'POST /v2/user/read/docs/sign/confirm': () => ok(documents(signed)),
        [`GET /v1/storage/read/file/${fileUuid}/name/x.pdf`]: { status: 200, body: new Uint8Array([37, 80, 68, 70]).buffer },
        'POST /v1/storage/write/signature': () => {
          signed = true;
          return ok({ uuid: 's1', file_uuid: fileUuid, scope: 'organization', is_attached: false, signed_at: '2026-11-27T10:00:00.000Z', certificate, valid: true, problem: null, request_id: null, request_signed: false, moved_subrequests: [] });
        },
        'POST /v1/user/write/update-sign-add-agreement': (request: SeenRequest) => ok({ ...documents(signed), echoed: request.body }),
      },
      { storage: withToken('t') },
    );
    await root.session.loadUser();
    expect(root.banners.banners.map((banner) => [banner.id, banner.closable])).toContainEqual(['signing', false]);

    const bytes: Uint8Array[] = [];
    const store = new ProfileDocumentsStore({ api: createAccessionApi(root.http), signing: createSigningApi(root.http), signer: signerDouble(bytes), reloadUser: () => root.session.loadUser() });
    await store.load();
    expect(store.closedBanks).toEqual([expobank.name]);
    // Only what is unsigned is offered for signing.
    expect(store.signing.documents.map((document) => document.name)).toEqual([`Дополнительное соглашение о подключении банка ${expobank.name}`]);
    expect(store.signing.thumbprint).toBe(certificate.thumbprint);

    await store.signing.signAll();
    expect([...bytes[0]!]).toEqual([37, 80, 68, 70]);
    const stored = network.seen.find((request) => request.url === '/v1/storage/write/signature')!;
    expect(stored.body).toEqual({ file_uuid: fileUuid, signature: 'MIIBdouble', is_attached: false, scope: 'organization' });
    const confirmed = network.seen.find((request) => request.url === '/v1/user/write/update-sign-add-agreement')!;
    expect(confirmed.body).toEqual({ uuid: fileUuid, scope_uuid: scope });
    expect(store.allSigned).toBe(true);
    expect(store.closedBanks).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.banners.banners.map((banner) => banner.id)).not.toContain('signing');
    expect(store.signing.allSigned).toBe(true);
  });

  it('offers nothing to sign when everything is signed', async () => {
    const { root } = makeRoot({ 'POST /v2/user/read/docs/sign/confirm': ok(documents(true)) }, { storage: withToken('t') });
    const store = new ProfileDocumentsStore({ api: createAccessionApi(root.http), signing: createSigningApi(root.http), signer: signerDouble([]), reloadUser: async () => {} });
    await store.load();
    expect(store.hasSomethingToSign).toBe(false);
    expect(store.allSigned).toBe(true);
    expect(store.loadState).toBe('loaded');
  });
});
