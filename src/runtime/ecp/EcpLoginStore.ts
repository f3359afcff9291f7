import { makeAutoObservable, runInAction } from 'mobx';
import type { Signer, SignerAvailability, SignerCertificate } from '../../api/signer/Signer';
import type { EcpChallengeWire } from '../../domain/wire/ecpWire';
import { failureMessage } from './failureMessage';

export interface EcpLoginDeps {
  /** The CryptoPro plug-in in production, the test signer of the sign-in page in dev and demo. */
  signer: Signer;
  /** POST /v1/login/write/ecp/challenge for the chosen certificate. */
  challenge: (thumbprint: string) => Promise<EcpChallengeWire>;
  /** Signs in with the signed challenge (POST /v1/login/write/ecp); a refusal goes to `refused`. */
  enter: (scope: string, rememberme: boolean, refused: (error: unknown) => void) => Promise<boolean>;
}

/**
 * The «Электронная подпись» tab of the sign-in page (spec-1 §2 `?authType=ecp`): the signer's
 * certificates, the one chosen, «Запомнить меня», and «Войти» — a one-time challenge from the server,
 * signed attached by the certificate, sent back as `scope`. Every refusal, the signer's or the
 * server's, is kept as Russian text for the tab to show.
 */
export class EcpLoginStore {
  loadState: 'idle' | 'loading' | 'loaded' = 'idle';
  availability: SignerAvailability | null = null;
  certificates: SignerCertificate[] = [];
  thumbprint: string | null = null;
  rememberme = true;
  pending = false;
  error: string | null = null;
  private readonly deps: EcpLoginDeps;

  constructor(deps: EcpLoginDeps) {
    this.deps = deps;
    makeAutoObservable<EcpLoginStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Whether the browser's signer is the server's test signer (dev and demo). */
  get testSigner(): boolean {
    return this.deps.signer.kind === 'test';
  }

  get canLogin(): boolean {
    return !this.pending && this.thumbprint !== null && this.availability?.available === true;
  }

  /** Asks the signer whether it can sign and which certificates it has; the first is chosen. */
  async load(): Promise<void> {
    this.loadState = 'loading';
    const availability = await this.deps.signer.check();
    const certificates = availability.available ? await this.deps.signer.certificates().catch(() => []) : [];
    runInAction(() => {
      this.availability = availability;
      this.certificates = certificates;
      if (!certificates.some((certificate) => certificate.thumbprint === this.thumbprint)) this.thumbprint = certificates[0]?.thumbprint ?? null;
      this.loadState = 'loaded';
    });
  }

  choose(thumbprint: string): void {
    this.thumbprint = thumbprint;
    this.error = null;
  }

  setRememberme(value: boolean): void {
    this.rememberme = value;
  }

  /** Signs a fresh challenge with the chosen certificate and signs in by it; true when signed in. */
  async login(): Promise<boolean> {
    const thumbprint = this.thumbprint;
    if (!this.canLogin || thumbprint === null) return false;
    this.pending = true;
    this.error = null;
    let refusal: unknown = null;
    try {
      const { challenge } = await this.deps.challenge(thumbprint);
      const scope = await this.deps.signer.signAttached(thumbprint, challenge);
      const signedIn = await this.deps.enter(scope, this.rememberme, (error) => {
        refusal = error;
      });
      if (!signedIn) runInAction(() => (this.error = failureMessage(refusal)));
      return signedIn;
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error)));
      return false;
    } finally {
      runInAction(() => (this.pending = false));
    }
  }
}
