import { describe, expect, it } from 'vitest';
import { createHttp } from '../../../src/api/createHttp';
import { createSigner } from '../../../src/api/signer/createSigner';
import { CryptoProSigner } from '../../../src/api/signer/CryptoProSigner';
import { TestSigner } from '../../../src/api/signer/TestSigner';
import { MemoryStorage, ok, scriptedAdapter } from '../support/scriptedAdapter';

function deps() {
  const network = scriptedAdapter({ 'GET /v1/dev/signer/certificates': ok({ certificates: [] }) });
  return { http: createHttp({ baseURL: '/', storage: new MemoryStorage(), adapter: network.adapter }), context: { requestId: 7 }, seen: network.seen };
}

describe('the signer of each environment mode', () => {
  it.each([
    ['prod', 'cryptopro', CryptoProSigner],
    ['dev', 'test', TestSigner],
    ['demo', 'test', TestSigner],
  ] as const)('%s: the %s signer', (environment, kind, adapter) => {
    const signer = createSigner(environment, deps());
    expect(signer).toBeInstanceOf(adapter);
    expect(signer.kind).toBe(kind);
  });

  it('gives the test signer the context it was made for', async () => {
    const made = deps();
    await createSigner('demo', made).certificates();
    expect(made.seen[0]?.params).toEqual({ request_id: 7 });
  });

  it('makes a production signer that loads nothing until asked', () => {
    const made = deps();
    createSigner('prod', made);
    expect(made.seen).toEqual([]);
    expect((globalThis as { cadesplugin?: unknown }).cadesplugin).toBeUndefined();
  });
});
