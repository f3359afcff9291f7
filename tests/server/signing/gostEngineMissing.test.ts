import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestCa } from '../../../src/server/signing/crypto/TestCertificateAuthority';
import { signatureTexts } from '../../../src/server/signing/crypto/texts';
import { describeWithGost } from './gostSuite';
import { head } from './signingFixture';

// The probe is cached per process, so each case loads the modules afresh under a broken environment.
async function fresh() {
  vi.resetModules();
  return {
    ...(await import('../../../src/server/signing/crypto/gostEngine')),
    ...(await import('../../../src/server/signing/crypto/verifySignature')),
  };
}

describe('checkGostEngine on a machine without GOST', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('names the package when OpenSSL cannot load the engine', async () => {
    vi.stubEnv('OPENSSL_ENGINES', '/nonexistent');
    const { checkGostEngine } = await fresh();
    expect(await checkGostEngine()).toBe(signatureTexts.engineMissing);
    expect(signatureTexts.engineMissing).toContain('apt-get install -y libengine-gost-openssl');
  });

  it('says that openssl itself is missing when it is not on PATH', async () => {
    vi.stubEnv('PATH', '/nonexistent');
    const { checkGostEngine } = await fresh();
    expect(await checkGostEngine()).toBe(signatureTexts.opensslMissing);
  });
});

describeWithGost('verifySignature on a machine that lost the GOST engine', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses with engine_missing and the install command', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'engine-missing-'));
    try {
      const ca = await openTestCa(dir);
      const issued = await ca.issue(head);
      const content = Buffer.from('файл');
      const signature = await ca.sign(issued.thumbprint, content, { detached: true });
      vi.stubEnv('OPENSSL_ENGINES', '/nonexistent');
      const { verifySignature } = await fresh();
      const trust = { caFile: path.join(dir, 'ca.pem'), roots: [issued.facts] };
      await expect(verifySignature({ signature, content, trust })).rejects.toMatchObject({ code: 'engine_missing', message: signatureTexts.engineMissing });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
