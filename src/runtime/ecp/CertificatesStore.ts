import { makeAutoObservable, runInAction } from 'mobx';
import type { Signer, SignerAvailability, SignerCertificate } from '../../api/signer/Signer';
import type { AttachedCertificateWire, EcpChallengeWire } from '../../domain/wire/ecpWire';
import { failureMessage } from './failureMessage';
import { ecpRuntimeTexts as t } from './texts';

export interface CertificatesDeps {
  /** The CryptoPro plug-in in production, the test signer of the person's own certificates in dev and demo. */
  signer: Signer;
  /** GET /v1/current-user-profile/read/certificates */
  read: () => Promise<AttachedCertificateWire[]>;
  /** POST /v1/login/write/attach-ecp/challenge for the chosen certificate. */
  challenge: (thumbprint: string) => Promise<EcpChallengeWire>;
  /** POST /v1/login/write/attach-ecp with the signed challenge. */
  attach: (scope: string) => Promise<AttachedCertificateWire>;
  /** POST /v1/login/write/detach-ecp */
  detach: (thumbprint: string) => Promise<unknown>;
}

/** «Фамилия Имя Отчество» of a certificate, else its CN. */
export function certificateHolder(certificate: { subject_name: string; last_name: string | null; first_name: string | null; middle_name: string | null }): string {
  return [certificate.last_name, certificate.first_name, certificate.middle_name].filter(Boolean).join(' ') || certificate.subject_name;
}

/**
 * The profile's «Сертификаты электронной подписи»: the certificates attached to the account, and
 * their attachment — the signer's certificates offered, one chosen, a challenge signed attached by it
 * and handed in — and detachment. Refusals of the signer, of the attachment and of a detachment are
 * kept as Russian text for the block to show beside what failed.
 */
export class CertificatesStore {
  attached: AttachedCertificateWire[] = [];
  loadState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  loadError: string | null = null;
  /** The choice of a certificate to attach is open. */
  choosing = false;
  signerState: 'idle' | 'loading' | 'loaded' = 'idle';
  availability: SignerAvailability | null = null;
  certificates: SignerCertificate[] = [];
  thumbprint: string | null = null;
  attaching = false;
  error: string | null = null;
  /** What was just done, for a short confirmation. */
  notice: string | null = null;
  /** The certificate being detached. */
  detaching: string | null = null;
  detachError: string | null = null;
  private readonly deps: CertificatesDeps;

  constructor(deps: CertificatesDeps) {
    this.deps = deps;
    makeAutoObservable<CertificatesStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get testSigner(): boolean {
    return this.deps.signer.kind === 'test';
  }

  isAttached(thumbprint: string): boolean {
    return this.attached.some((certificate) => certificate.thumbprint === thumbprint);
  }

  get canAttach(): boolean {
    return !this.attaching && this.thumbprint !== null && this.availability?.available === true && !this.isAttached(this.thumbprint);
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadError = null;
    try {
      const attached = await this.deps.read();
      runInAction(() => {
        this.attached = attached;
        this.loadState = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = failureMessage(error);
        this.loadState = 'failed';
      });
    }
  }

  /** Opens the choice: the signer is asked what it has; the first certificate not yet attached is chosen. */
  async startAttach(): Promise<void> {
    this.choosing = true;
    this.error = null;
    this.notice = null;
    this.signerState = 'loading';
    const availability = await this.deps.signer.check();
    const certificates = availability.available ? await this.deps.signer.certificates().catch(() => []) : [];
    runInAction(() => {
      this.availability = availability;
      this.certificates = certificates;
      this.thumbprint = certificates.find((certificate) => !this.isAttached(certificate.thumbprint))?.thumbprint ?? certificates[0]?.thumbprint ?? null;
      this.signerState = 'loaded';
    });
  }

  cancelAttach(): void {
    this.choosing = false;
    this.error = null;
  }

  choose(thumbprint: string): void {
    this.thumbprint = thumbprint;
    this.error = null;
  }

  /** Signs a fresh attach challenge with the chosen certificate and attaches it; true when attached. */
  async attach(): Promise<boolean> {
    const thumbprint = this.thumbprint;
    if (!this.canAttach || thumbprint === null) return false;
    this.attaching = true;
    this.error = null;
    try {
      const { challenge } = await this.deps.challenge(thumbprint);
      const scope = await this.deps.signer.signAttached(thumbprint, challenge);
      const attached = await this.deps.attach(scope);
      runInAction(() => {
        this.attached = [attached, ...this.attached.filter((certificate) => certificate.thumbprint !== attached.thumbprint)];
        this.choosing = false;
        this.notice = t.attached(certificateHolder(attached));
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error)));
      return false;
    } finally {
      runInAction(() => (this.attaching = false));
    }
  }

  /** Detaches a certificate: it no longer signs the person in. */
  async detach(thumbprint: string): Promise<boolean> {
    const certificate = this.attached.find((candidate) => candidate.thumbprint === thumbprint);
    if (!certificate || this.detaching !== null) return false;
    this.detaching = thumbprint;
    this.notice = null;
    this.detachError = null;
    try {
      await this.deps.detach(thumbprint);
      runInAction(() => {
        this.attached = this.attached.filter((candidate) => candidate.thumbprint !== thumbprint);
        this.notice = t.detached(certificateHolder(certificate));
      });
      return true;
    } catch (error) {
      runInAction(() => (this.detachError = failureMessage(error)));
      return false;
    } finally {
      runInAction(() => (this.detaching = null));
    }
  }
}
