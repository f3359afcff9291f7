import type { BankSettings } from '../../../domain/banks';
import type { SigningAuthority } from '../../../domain/signing/authority';
import type { Db, Executor } from '../../db/schema';
import type { RequestViewer } from '../../requests/requestAccess';
import type { StoredFile } from '../../storage/storedFiles';
import type { MoveDependencies, StatusActor } from '../../subrequests/moveSubRequest';
import type { RequestMeta } from '../../accounts/deps';

/** Who hands a signature in: a signed-in user, or the holder of a sign link (its kind, request and banks). */
export type SignatureAuthor =
  | { kind: 'user'; viewer: RequestViewer }
  | { kind: 'link'; linkUuid: string; linkKind: SignLinkKind; requestId: number; subrequestUuids: readonly string[]; origin?: RequestMeta };

export type SignLinkKind = 'request' | 'agreement' | 'offer' | 'claim' | 'additional';

/**
 * A file as signing sees it: its record, the request it belongs to (null: a file of no request), and
 * the bank's sub-request whose scope keeps it (the offer's, a claim's and the bank's documents; null
 * for the request's own documents).
 */
export interface SignableFile extends StoredFile {
  request: SignableRequest | null;
  subrequest: { id: string; uuid: string } | null;
}

export interface SignableRequest {
  id: number;
  uuid: string;
  inn: string;
  ogrn: string | null;
  name: string;
  is_ip: boolean;
  organization_uuid: string;
  documents_scope_uuid: string;
}

export interface PurposeDeps {
  move: MoveDependencies;
  banks: readonly BankSettings[];
}

/** What a purpose did once a signature was kept: whether its whole signing completed, the banks it moved. */
export interface PurposeOutcome {
  completed: boolean;
  moved: string[];
}

/**
 * What a kind of document is signed for (the application's print forms, an offer's acceptance, an act,
 * the accession agreement): the file types it covers, whose signature it needs, what a sign link of its
 * kind reaches, and what follows once its documents carry their signatures. `storeSignature` verifies
 * every signature alike and asks the purpose of the file's type for the rest; a file of no purpose
 * keeps any valid signature.
 */
export interface SigningPurpose {
  /** 'request', 'offer', 'claim', 'additional'. */
  readonly name: string;
  /** storage_file types of this purpose. */
  readonly types: readonly string[];
  /** The link kind that reaches these files (none: only signed-in users sign them). */
  readonly linkKind?: SignLinkKind;
  /**
   * Whose certificate may sign the file: the applicant the certificate must belong to (a request's,
   * or an organisation and its signed-in user), or an AppError-worthy Russian reason when nobody can
   * yet (the request names no head).
   */
  applicant(db: Db, file: SignableFile, author: SignatureAuthor): Promise<SigningAuthority | { refusal: string }>;
  /** Whether the link reaches this file (its request, its banks). */
  linkReaches?(db: Db, file: SignableFile, author: Extract<SignatureAuthor, { kind: 'link' }>): Promise<boolean>;
  /** In the signature's transaction, after the row is written. */
  afterSigned(trx: Executor, deps: PurposeDeps, file: SignableFile, actor: StatusActor, author: SignatureAuthor): Promise<PurposeOutcome>;
}
