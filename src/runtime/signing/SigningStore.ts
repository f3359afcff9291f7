import { makeAutoObservable, runInAction } from 'mobx';
import { ApiFailure } from '../../api/ApiFailure';
import type { SignableFileWire, StoredSignatureWire } from '../../api/signing';
import { SignerError, type Signer, type SignerAvailability, type SignerCertificate } from '../../api/signer/Signer';
import type { SignatureInfoWire } from '../../domain/wire/signingWire';
import { signingRuntimeTexts as t } from './texts';

/** Where the documents come from and where signatures go: the signed-in request, or a sign link. */
export interface SigningSource {
  /** The documents to sign with their signatures so far. */
  documents(): Promise<SigningDocument[]>;
  bytes(document: SigningDocument): Promise<Uint8Array>;
  store(document: SigningDocument, signature: string): Promise<StoredSignatureWire>;
}

export interface SigningDocument extends SignableFileWire {
  signatures: SignatureInfoWire[];
}

export type DocumentProgress = { state: 'waiting' } | { state: 'signing' } | { state: 'signed' } | { state: 'failed'; message: string };

function messageOf(error: unknown): string {
  if (error instanceof SignerError || error instanceof ApiFailure) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The Signing view's state (spec-1 Signing): the documents to sign, the signer's certificates, one
 * action that signs every unsigned document with progress per document, and the result. The signer
 * is the port: the CryptoPro plug-in in production, the test signer in dev and demo.
 */
export class SigningStore {
  documents: SigningDocument[] = [];
  loadState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  loadError: string | null = null;
  availability: SignerAvailability | null = null;
  certificates: SignerCertificate[] = [];
  thumbprint: string | null = null;
  progress = new Map<string, DocumentProgress>();
  signing = false;
  /** Set once a signature completed the request's signing. */
  requestSigned = false;
  /** Set once a signature completed what the documents are signed for (the request, an offer, a claim, the bank's documents). */
  completed = false;

  constructor(
    private readonly source: SigningSource,
    private readonly signer: Signer,
  ) {
    makeAutoObservable<SigningStore, 'source' | 'signer'>(this, { source: false, signer: false });
  }

  get unsigned(): SigningDocument[] {
    return this.documents.filter((document) => document.signatures.length === 0 && this.progress.get(document.uuid)?.state !== 'signed');
  }

  get allSigned(): boolean {
    return this.documents.length > 0 && this.unsigned.length === 0;
  }

  get canSign(): boolean {
    return !this.signing && this.thumbprint !== null && this.unsigned.length > 0 && this.availability?.available === true;
  }

  get failures(): string[] {
    return this.documents.flatMap((document) => {
      const progress = this.progress.get(document.uuid);
      return progress?.state === 'failed' ? [t.signFailed(document.name, progress.message)] : [];
    });
  }

  choose(thumbprint: string): void {
    this.thumbprint = thumbprint;
  }

  /** Reads the documents and the signer; a reload (a push of the request) keeps what is on screen until the answer comes. */
  async load(): Promise<void> {
    if (this.loadState !== 'loaded') this.loadState = 'loading';
    this.loadError = null;
    try {
      const [documents, availability] = await Promise.all([this.source.documents(), this.signer.check()]);
      const certificates = availability.available ? await this.signer.certificates().catch(() => []) : [];
      runInAction(() => {
        this.documents = documents;
        this.availability = availability;
        this.certificates = certificates;
        if (this.thumbprint === null || !certificates.some((certificate) => certificate.thumbprint === this.thumbprint)) this.thumbprint = certificates[0]?.thumbprint ?? null;
        this.loadState = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.loadState = 'failed';
        this.loadError = messageOf(error);
      });
    }
  }

  /** Signs every unsigned document in turn; a failed one is reported and the others still go. */
  async signAll(): Promise<void> {
    const thumbprint = this.thumbprint;
    if (!this.canSign || thumbprint === null) return;
    this.signing = true;
    const queue = [...this.unsigned];
    for (const document of queue) this.progress.set(document.uuid, { state: 'waiting' });
    for (const document of queue) {
      runInAction(() => this.progress.set(document.uuid, { state: 'signing' }));
      try {
        const bytes = await this.source.bytes(document);
        const signature = await this.signer.signDetached(thumbprint, bytes);
        const stored = await this.source.store(document, signature);
        runInAction(() => {
          this.progress.set(document.uuid, { state: 'signed' });
          document.signatures = [...document.signatures, stored];
          if (stored.request_signed) this.requestSigned = true;
          if (stored.completed) this.completed = true;
        });
      } catch (error) {
        runInAction(() => this.progress.set(document.uuid, { state: 'failed', message: messageOf(error) }));
        // The user cancelled: the rest would ask again, so stop here.
        if (error instanceof SignerError && error.problem === 'refused') break;
      }
    }
    runInAction(() => {
      for (const [uuid, progress] of this.progress) if (progress.state === 'waiting') this.progress.delete(uuid);
      this.signing = false;
    });
  }
}
