import type { FileSignaturesWire } from '../../domain/wire/signingWire';
import type { Db } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import { findVisibleFile } from '../storage/storedFiles';
import { signatureInfo } from './storeSignature';

/**
 * POST /v1/storage/read/sign-info: who signed each of the files, when, with which certificate, and
 * whether the signature holds. Files the viewer may not see are left out, exactly as unknown ones are.
 */
export async function signInfo(db: Db, viewer: RequestViewer, fileUuids: readonly string[]): Promise<FileSignaturesWire[]> {
  const files = (await Promise.all([...new Set(fileUuids)].map((uuid) => findVisibleFile(db, viewer, uuid)))).filter((file) => file !== null);
  if (files.length === 0) return [];
  const rows = await db
    .selectFrom('file_signature')
    .select(['uuid', 'file_uuid', 'scope', 'is_attached', 'signed_at', 'certificate_facts'])
    .where(
      'file_uuid',
      'in',
      files.map((file) => file.uuid),
    )
    .orderBy('signed_at')
    .execute();
  return files.map((file) => ({
    file_uuid: file.uuid,
    file_name: file.name,
    sha256: file.sha256,
    signatures: rows.filter((row) => row.file_uuid === file.uuid).map(signatureInfo),
  }));
}
