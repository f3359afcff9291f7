import type { Db } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import type { FileStore } from '../storage/FileStore';
import { describeFile, insertStoredFile, supersedeFiles, type FileDescriptor } from '../storage/storedFiles';
import { storeWithRow } from '../storage/storeWithRow';
import type { NewDocument } from '../requestForm/documentFiles';
import { assertAttachmentScope } from './chatAttachments';

/**
 * Keeps a file for a chat message not sent yet (POST /v1/storage/write/file with a new scope uuid): the
 * file belongs to the uploader's organisation and is seen by it alone until the message is sent with
 * that scope; then by the chat's request's parties. The scope is checked before the bytes are kept and
 * again with the row (`assertAttachmentScope`).
 */
export async function uploadAttachment(db: Db, store: FileStore, viewer: RequestViewer, document: NewDocument): Promise<FileDescriptor> {
  const organization = await db.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId).executeTakeFirstOrThrow();
  await assertAttachmentScope(db, document.scope, organization.uuid);
  const file = await storeWithRow(db, store, document.bytes, (content, claim) =>
    db.transaction().execute(async (trx) => {
      await assertAttachmentScope(trx, document.scope, organization.uuid);
      await claim(trx);
      if (document.dropOldVersionFiles) await supersedeFiles(trx, document.scope, [document.type]);
      return insertStoredFile(trx, {
        scope_uuid: document.scope,
        type: document.type,
        name: document.name,
        size: content.size,
        mime: document.mime,
        sha256: content.sha256,
        organization_uuid: organization.uuid,
        created_by: viewer.userId,
      });
    }),
  );
  return describeFile(file);
}
