import type { Executor } from '../db/schema';
import { formatDate } from '../printforms/format';
import { renderPdf } from '../printforms/renderPdf';
import { revisionActDocument } from '../printforms/revisionActDocument';
import { revisionTexts } from '../printforms/revisionTexts';
import { moscowDate } from '../requests/moscowDate';
import { claimBlob } from '../storage/blobClaims';
import type { FileStore } from '../storage/FileStore';
import { insertStoredFile, supersedeFiles, type StoredFile } from '../storage/storedFiles';
import { actPrintData, findAct } from './actPrintData';
import { revisionFileTypes } from './revisionFileTypes';

/**
 * The act's PDF, made at forming and again at re-forming, in the transaction that forms it: the act as
 * it now stands (its lines, totals, organisation and signer) is printed, kept in the act's scope as the
 * file the agent and the operator sign (type revision_act), the previous PDF of a re-formed act is
 * marked replaced, and the act names the new file. Only an act not yet signed is re-formed
 * (src/domain/revisions/actState.ts), so no signature is left under a replaced PDF.
 */
export async function storeActPdf(trx: Executor, store: FileStore, actId: number | string, userId: number | null = null): Promise<StoredFile> {
  const act = await findAct(trx, { id: actId });
  if (!act) throw new Error(`revision act ${String(actId)} not found`);
  const data = await actPrintData(trx, act);
  const today = formatDate(moscowDate());
  const pdf = await renderPdf(revisionActDocument(act, data.lines, data.agent, { today }));
  const content = await store.put(pdf);
  await claimBlob(trx, store, content, pdf);
  await supersedeFiles(trx, act.scope_uuid, [revisionFileTypes.act]);
  const file = await insertStoredFile(trx, {
    scope_uuid: act.scope_uuid,
    type: revisionFileTypes.act,
    name: revisionTexts.act.fileName(act.number),
    size: content.size,
    mime: 'application/pdf',
    sha256: content.sha256,
    organization_uuid: act.organization_uuid,
    created_by: userId,
  });
  await trx.updateTable('revision_act').set({ pdf_file_uuid: file.uuid }).where('id', '=', act.id).execute();
  return file;
}
