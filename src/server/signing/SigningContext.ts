import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config/loadConfig';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { checkGostEngine } from './crypto/gostEngine';
import { openTestCa, type TestCertificateAuthority } from './crypto/TestCertificateAuthority';
import { loadTrustStore, type TrustStore } from './crypto/TrustStore';
import { signingTexts } from './texts';

/** Where signing keeps its files and whom it trusts, from the server's configuration. */
export interface SigningSettings {
  environment: ServerConfig['app']['environment'];
  /** <DATA_DIR>/signing: the test CA of dev and demo lives under it. */
  dir: string;
  /** The folder of trusted roots (PEM or DER); in prod the operator puts the accredited CAs' roots there. */
  trustDir: string;
}

export function signingSettingsOf(config: ServerConfig): SigningSettings {
  const dir = path.join(config.server.dataDir, 'signing');
  return { environment: config.app.environment, dir, trustDir: config.server.signingTrustDir ?? path.join(dir, 'trust') };
}

/**
 * The server's signing context, opened lazily: the GOST engine check, the trust store and, in dev and
 * demo, the test certification authority that stands in for a cloud signature service (the CryptoPro
 * plug-in cannot run on a server). Nothing is made before the first signature, so a server that never
 * signs pays nothing at start; each part is made once per process.
 */
export class SigningContext {
  private engine: Promise<string | null> | null = null;
  private trustStore: Promise<TrustStore> | null = null;
  private ca: Promise<TestCertificateAuthority> | null = null;

  constructor(readonly settings: SigningSettings) {}

  /** Whether test keys exist here: dev and demo only (a production server never holds a signer's key). */
  get hasTestSigner(): boolean {
    return this.settings.environment !== 'prod';
  }

  /** Why signatures cannot be made or checked on this machine (Russian), or null. */
  engineProblem(): Promise<string | null> {
    this.engine ??= checkGostEngine();
    return this.engine;
  }

  /** The 503 of a machine without the GOST engine, when it lacks it. */
  async assertEngine(): Promise<void> {
    const problem = await this.engineProblem();
    if (problem !== null) throw new AppError(errorCodes.signingUnavailable, problem);
  }

  /** The trusted roots: the configured folder, and in dev and demo the test CA's root put into it. */
  trust(): Promise<TrustStore> {
    this.trustStore ??= (async () => {
      if (this.hasTestSigner) {
        const ca = await this.testCa();
        await fs.mkdir(this.settings.trustDir, { recursive: true });
        const rootFile = path.join(this.settings.trustDir, 'test-ca.pem');
        const current = await fs.readFile(rootFile, 'utf8').catch(() => null);
        if (current !== ca.caPem) await fs.writeFile(rootFile, ca.caPem);
      }
      return loadTrustStore(this.settings.trustDir);
    })();
    this.trustStore.catch(() => {
      this.trustStore = null;
    });
    return this.trustStore;
  }

  /** The test CA and its kept keys (dev and demo); a production server has none. */
  testCa(): Promise<TestCertificateAuthority> {
    if (!this.hasTestSigner) return Promise.reject(AppError.notFound(signingTexts.noTestSigner));
    this.ca ??= (async () => {
      await this.assertEngine();
      return openTestCa(path.join(this.settings.dir, 'test-ca'));
    })();
    this.ca.catch(() => {
      this.ca = null;
    });
    return this.ca;
  }
}
