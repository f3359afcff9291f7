import { bankShortName } from '../../domain/bankShortName';
import type { DocumentsToSignWire } from '../../domain/wire/signingWire';
import type { StoredFile } from '../storage/storedFiles';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { subRequestColumns } from '../subrequests/subRequestRecord';
import { documentsToSignWire } from './dealDocuments';
import type { DealFormDeps, DealSigning } from './purposes/dealSigning';

/**
 * What a signing of a bank's sub-request asks to sign, as the Signing view, the link page and the
 * bank card's calls read it: the platform's form formed when due, each document with its signatures,
 * whether the sub-request waits for them, whether the signing is done. `linkOf` gives the download
 * address (the session's by default; a sign link's for its holder).
 */
export async function documentsToSignOf(deps: DealFormDeps, signing: DealSigning, sub: SubRequestRow, linkOf?: (file: StoredFile) => string): Promise<DocumentsToSignWire> {
  await signing.ensure(deps, sub);
  const fresh = (await deps.db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', sub.uuid).executeTakeFirst()) ?? sub;
  const documents = await signing.documents(deps.db, fresh);
  const waiting = await signing.waiting(deps.db, fresh, documents);
  return {
    purpose: signing.purpose,
    request_id: Number(fresh.request_id),
    subrequest_uuid: fresh.uuid,
    bank: { uuid: fresh.bank_uuid, name: bankShortName(fresh.bank_uuid, fresh.bank_uuid) },
    waiting,
    completed: !waiting && documents.length > 0 && documents.every((document) => document.signed),
    documents: await documentsToSignWire(deps.db, documents, linkOf),
  };
}
