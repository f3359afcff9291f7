import type { OrganizationDocumentKind } from '../accession/accessionSettings';
import type { SignatureInfoWire } from './signingWire';

/** A stored PDF of an organisation's document, as the signing calls offer files. */
export interface OrganizationFileWire {
  uuid: string;
  type: string;
  name: string;
  size: number;
  sha256: string;
  /** GET /v1/storage/read/file/{id}/name/{name} */
  link: string;
}

/** One edition of a document the organisation signs with the operator (docs/accession.md). */
export interface OrganizationDocumentWire {
  /** The edition's record; null until its PDF is prepared (POST /v2/user/read/docs/sign/confirm). */
  uuid: string | null;
  kind: OrganizationDocumentKind;
  title: string;
  version: number;
  /** The day the edition took effect, or the bank joined the platform (YYYY-MM-DD). */
  since: string;
  /** The partner bank an additional agreement connects. */
  bank: { uuid: string; name: string } | null;
  /** An accession: the last day it may stay unsigned (YYYY-MM-DD); null for an additional agreement. */
  deadline: string | null;
  /** What stays closed while it is unsigned, in Russian. */
  blocks: string;
  is_signed: boolean;
  /** An accession unsigned past its deadline: nothing is sent to the banks. */
  overdue: boolean;
  file: OrganizationFileWire | null;
  signatures: SignatureInfoWire[];
}

/** The flags of GET /v1/bgrequest/read/reglament-signed, as the User entity carries them and more. */
export interface RegulationsStateWire {
  is_regulations_signed: boolean;
  need_sign_add_agreement: boolean;
  has_unsigned_docs: boolean;
  /** The accession is unsigned past its deadline: sending to every bank is closed. */
  regulations_overdue: boolean;
  /** While the accession is unsigned: the last day to sign it (YYYY-MM-DD). */
  regulations_deadline: string | null;
}

/** GET /v2/user/read/docs/sign and POST /v2/user/read/docs/sign/confirm. */
export interface OrganizationDocumentsWire extends RegulationsStateWire {
  organization: { uuid: string; name: string; inn: string; kpp: string | null; ogrn: string | null; type: 'agent' | 'client'; registered_on: string };
  /** The storage scope of the organisation's documents (its uuid). */
  scope_uuid: string;
  /** What the organisation must sign now: the accession, then the partner banks' agreements. */
  documents: OrganizationDocumentWire[];
  /** Partner banks connected before the organisation registered: its agency agreement covers them. */
  covered_banks: { uuid: string; name: string }[];
  /** Earlier editions kept with their signatures, newest first. */
  earlier: OrganizationDocumentWire[];
}
