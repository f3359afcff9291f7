import type { SubRequestSigningPurposeWire } from '../../../domain/wire/signingWire';
import type { Db, Executor } from '../../db/schema';
import type { FileStore } from '../../storage/FileStore';
import type { MoveDependencies, StatusActor } from '../../subrequests/moveSubRequest';
import type { SubRequestRow } from '../../subrequests/subRequestRecord';
import { subRequestColumns } from '../../subrequests/subRequestRecord';
import type { DealDocument } from '../dealDocuments';
import { signingApplicantOf } from '../signingApplicant';
import { signingTexts } from '../texts';
import type { PurposeOutcome, SigningPurpose, SignLinkKind } from './SigningPurpose';

/** What forming a platform's own document needs: the database, the file store, the moment (tests fix it). */
export interface DealFormDeps {
  db: Db;
  store: FileStore;
  now?: () => Date;
}

/**
 * One kind of signing of a bank's sub-request (the offer's acceptance, a claim's changes, the bank's
 * additional documents): its documents, whether the sub-request waits for them, and what follows once
 * they are all signed. The in-app reads, the sign links and the signing purpose share it.
 */
export interface DealSigning {
  readonly purpose: SubRequestSigningPurposeWire;
  readonly linkKind: SignLinkKind;
  /** storage_file types of its documents: the platform's form (if any) and the bank's documents. */
  readonly types: readonly string[];
  /** Forms the platform's own document when it is due and missing. */
  ensure(deps: DealFormDeps, sub: SubRequestRow): Promise<void>;
  /** The documents of the signing going on, or of the last one done. */
  documents(db: Executor, sub: SubRequestRow): Promise<DealDocument[]>;
  /** The sub-request waits for these signatures now. */
  waiting(db: Executor, sub: SubRequestRow, documents: readonly DealDocument[]): Promise<boolean>;
  /** In a signature's transaction: completes the signing when every document is signed. */
  complete(trx: Executor, deps: MoveDependencies, actor: StatusActor, subUuid: string): Promise<PurposeOutcome>;
}

async function subRequestOf(db: Executor, uuid: string): Promise<SubRequestRow | undefined> {
  return db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * The signing purpose of a deal's documents: the applicant of the request signs them, as he signs the
 * application; a link of the signing's kind reaches the documents of the banks it names while they
 * wait for the signature; the last signature completes the signing.
 */
export function dealSigningPurpose(signing: DealSigning): SigningPurpose {
  return {
    name: signing.purpose,
    types: signing.types,
    linkKind: signing.linkKind,
    async applicant(db, file) {
      if (!file.request) return { refusal: signingTexts.fileNotFound };
      return (await signingApplicantOf(db, file.request)) ?? { refusal: signingTexts.noSigner };
    },
    async linkReaches(db, file, author) {
      if (!file.request || !file.subrequest || file.request.id !== author.requestId || !author.subrequestUuids.includes(file.subrequest.uuid)) return false;
      const sub = await subRequestOf(db, file.subrequest.uuid);
      if (!sub) return false;
      const documents = await signing.documents(db, sub);
      return documents.some((document) => document.uuid === file.uuid) && (await signing.waiting(db, sub, documents));
    },
    async afterSigned(trx, deps, file, actor) {
      if (!file.subrequest) return { completed: false, moved: [] };
      return signing.complete(trx, deps.move, actor, file.subrequest.uuid);
    },
  };
}
