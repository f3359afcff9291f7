import { describe, expect, it } from 'vitest';
import { createHttp, createSigningApi } from '../../../src/api';
import type { Signer } from '../../../src/api/signer/Signer';
import type { DocumentsToSignWire } from '../../../src/domain/wire/signingWire';
import { SigningStore } from '../../../src/runtime/signing/SigningStore';
import { dealSigningSource, dealSigningTargetOf } from '../../../src/runtime/signing/signingSources';
import { MemoryStorage, ok, scriptedAdapter } from '../../api/support/scriptedAdapter';

const CHAT = 'c1000000-0000-4000-8000-000000000001';
const FILE = 'f1000000-0000-4000-8000-000000000001';
const SUB = 's1000000-0000-4000-8000-000000000001';

describe('dealSigningTargetOf: the Signing view parameters of a chat message (purpose chat)', () => {
  it.each([
    [{ purpose: 'chat', chatUuid: CHAT, messageId: '17' }, { purpose: 'chat', chatUuid: CHAT, messageId: 17 }],
    [{ purpose: 'chat', chatUuid: CHAT }, null],
    [{ purpose: 'chat', messageId: '17' }, null],
    [{ purpose: 'chat', chatUuid: CHAT, messageId: '0' }, null],
    [{ purpose: 'chat', chatUuid: CHAT, messageId: '-3' }, null],
    [{ purpose: 'chat', chatUuid: CHAT, messageId: '1.5' }, null],
    [{ purpose: 'chat', chatUuid: CHAT, messageId: '99999999999999999999' }, null],
    [{ purpose: 'additional', subrequestUuid: SUB, chatUuid: CHAT, messageId: '17' }, { purpose: 'additional', subrequestUuid: SUB }],
    [{ chatUuid: CHAT, messageId: '17' }, null],
  ])('%j → %j', (params, target) => {
    expect(dealSigningTargetOf(params)).toEqual(target);
  });
});

function documents(signed: boolean): DocumentsToSignWire {
  const signature = {
    uuid: 'a1000000-0000-4000-8000-000000000001',
    file_uuid: FILE,
    scope: 'chat',
    is_attached: false,
    signed_at: '2026-03-02T10:00:00.000Z',
    certificate: { thumbprint: 'AB', subject_name: 'Иванов Иван' },
    valid: true,
    problem: null,
  } as unknown as DocumentsToSignWire['documents'][number]['signatures'][number];
  return {
    purpose: 'chat',
    request_id: 42,
    subrequest_uuid: SUB,
    bank: { uuid: 'b1', name: 'Совкомбанк' },
    waiting: !signed,
    completed: signed,
    documents: [{ uuid: FILE, type: 'chat_sign', name: 'Соглашение.pdf', size: 4, sha256: 'x', link: `/v1/storage/read/file/${FILE}/name/doc.pdf`, source: 'bank', signatures: signed ? [signature] : [] }],
  };
}

/** A signer that signs anything with one certificate. */
const signer: Signer = {
  kind: 'test',
  check: async () => ({ available: true, description: 'тест' }),
  certificates: async () => [{ thumbprint: 'AB', subject_name: 'Иванов Иван' } as Awaited<ReturnType<Signer['certificates']>>[number]],
  signDetached: async (_thumbprint, content) => `signature-of-${content.length}-bytes`,
  signAttached: async () => 'attached',
};

describe('dealSigningSource for a chat message', () => {
  it('reads the message documents by the chat call and stores each signature through the storage call with scope chat', async () => {
    let signed = false;
    const network = scriptedAdapter({
      [`GET /v1/chat/read/message/${CHAT}/sign/17`]: () => ok(documents(signed)),
      [`GET /v1/storage/read/file/${FILE}/name/doc.pdf`]: { status: 200, body: new Uint8Array([37, 80, 68, 70]).buffer },
      'POST /v1/storage/write/signature': () => {
        signed = true;
        return ok({ ...documents(true).documents[0]!.signatures[0]!, request_id: 42, purpose: 'chat', completed: true, request_signed: false, moved_subrequests: [] });
      },
    });
    const storage = new MemoryStorage();
    storage.setItem('bg_token', 'jwt');
    const http = createHttp({ baseURL: '/', storage, adapter: network.adapter });
    const offers = { readClaimDocuments: () => Promise.reject(new Error('not a claim')) };
    const target = dealSigningTargetOf({ purpose: 'chat', chatUuid: CHAT, messageId: '17' })!;
    const store = new SigningStore(dealSigningSource(createSigningApi(http), offers, target), signer);

    await store.load();
    expect(store.loadState).toBe('loaded');
    expect(store.documents.map((document) => document.name)).toEqual(['Соглашение.pdf']);
    expect(store.unsigned).toHaveLength(1);

    await store.signAll();
    expect(store.failures).toEqual([]);
    expect(store.completed).toBe(true);
    expect(store.allSigned).toBe(true);
    const stored = network.seen.find((call) => call.method === 'POST');
    expect(stored?.url).toBe('/v1/storage/write/signature');
    expect(stored?.body).toEqual({ file_uuid: FILE, signature: 'signature-of-4-bytes', is_attached: false, scope: 'chat' });

    // Opened again after signing: the server answers the message signed, nothing is left to sign.
    const again = new SigningStore(dealSigningSource(createSigningApi(http), offers, target), signer);
    await again.load();
    expect(again.allSigned).toBe(true);
    expect(again.unsigned).toEqual([]);
  });
});
