import { makeAutoObservable } from 'mobx';
import type { AccessionApi } from '../../api/accession';
import type { SigningApi } from '../../api/signing';
import type { Signer } from '../../api/signer/Signer';
import type { OrganizationDocumentsWire, OrganizationDocumentWire } from '../../domain/wire/accessionWire';
import { SigningStore } from '../signing/SigningStore';
import { organizationSigningSource } from './organizationSigningSource';

export interface ProfileDocumentsPorts {
  api: AccessionApi;
  signing: SigningApi;
  signer: Signer;
  /** The session's user read again after a signature: its flags, and so the banner, follow. */
  reloadUser(): Promise<void>;
}

/**
 * The profile's documents (/{role}/profile/documents; docs/accession.md): what the organisation must
 * sign with the operator and how it stands — the accession and its deadline, the partner banks'
 * additional agreements, earlier editions — and the signing of what is unsigned (a SigningStore over
 * the organisation's source). After every confirmed signature the list and the user are read again.
 */
export class ProfileDocumentsStore {
  documents: OrganizationDocumentsWire | null = null;
  /** The document whose signatures are open. */
  details: OrganizationDocumentWire | null = null;
  readonly signing: SigningStore;
  private readonly ports: ProfileDocumentsPorts;

  constructor(ports: ProfileDocumentsPorts) {
    this.ports = ports;
    this.signing = new SigningStore(
      organizationSigningSource(ports.api, ports.signing, {
        listed: (documents) => this.listed(documents),
      }),
      ports.signer,
    );
    makeAutoObservable<ProfileDocumentsStore, 'ports'>(this, { ports: false, signing: false }, { autoBind: true });
  }

  /** Dev and demo: the server's test CA signs, not a plug-in. */
  get testSigner(): boolean {
    return this.ports.signer.kind === 'test';
  }

  get loadState(): SigningStore['loadState'] {
    return this.signing.loadState;
  }

  get loadError(): string | null {
    return this.signing.loadError;
  }

  /** The documents due now: the accession first, then the partner banks' agreements. */
  get current(): OrganizationDocumentWire[] {
    return this.documents?.documents ?? [];
  }

  get earlier(): OrganizationDocumentWire[] {
    return this.documents?.earlier ?? [];
  }

  /** Whether this visit found something to sign (the signing panel is shown for it). */
  get hasSomethingToSign(): boolean {
    return this.signing.documents.length > 0;
  }

  get allSigned(): boolean {
    return this.current.length > 0 && this.current.every((document) => document.is_signed);
  }

  /** The partner banks still closed, by name. */
  get closedBanks(): string[] {
    return this.current.filter((document) => document.kind === 'partner_agreement' && !document.is_signed).map((document) => document.bank?.name ?? '');
  }

  /** Prepares the documents' PDFs and opens the signing of the unsigned ones. */
  async load(): Promise<void> {
    await this.signing.load();
  }

  openDetails(document: OrganizationDocumentWire): void {
    this.details = document;
  }

  closeDetails(): void {
    this.details = null;
  }

  /** The PDF of a document, read through the session. */
  bytesOf(document: OrganizationDocumentWire): Promise<Uint8Array> {
    if (!document.file) return Promise.reject(new Error(document.title));
    return this.ports.signing.readBytes(document.file.link);
  }

  private listed(documents: OrganizationDocumentsWire): void {
    const first = this.documents === null;
    this.documents = documents;
    // A signature changed the flags: the user (and the banner that reads them) is read again.
    if (!first) void this.ports.reloadUser();
  }
}
