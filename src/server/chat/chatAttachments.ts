import { isUuid } from '../../domain/isUuid';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { requestNotFound } from '../requests/requestAccess';
import { filesOfScopes, type MessageFile } from './chatView';
import { chatServerTexts, maxMessageFiles } from './texts';

/**
 * Whether a scope belongs to something other than a chat message: a request's documents, a bank's
 * sub-request (its files), an organisation's own documents (accession).
 */
async function scopeTaken(db: Executor, scope: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('bg_request').select('id').where('documents_scope_uuid', '=', scope)).as('request'),
      eb.exists(eb.selectFrom('bg_request').select('id').where('uuid', '=', scope)).as('request_uuid'),
      eb.exists(eb.selectFrom('bg_subrequest').select('id').where('uuid', '=', scope)).as('subrequest'),
      eb.exists(eb.selectFrom('organizations').select('id').where('uuid', '=', scope)).as('organization'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.request) || Boolean(row.request_uuid) || Boolean(row.subrequest) || Boolean(row.organization);
}

/**
 * May this organisation put a file into this scope as a message's attachment, before the message is
 * sent (POST /v1/storage/write/file with a new scope uuid)? A scope of a request, a bank or an
 * organisation, or one holding another organisation's files, is answered like an unknown request (404,
 * as before chats); one whose message is already sent is refused (409); so is the file after the
 * last one a message may carry.
 * @throws AppError 404, 409, 400
 */
export async function assertAttachmentScope(db: Executor, scope: string, organizationUuid: string): Promise<void> {
  if (!isUuid(scope) || (await scopeTaken(db, scope))) throw requestNotFound();
  const sent = await db.selectFrom('chat_message').select('id').where('scope', '=', scope).executeTakeFirst();
  if (sent) throw AppError.conflict(chatServerTexts.scopeSent);
  const files = await db.selectFrom('storage_file').select(['organization_uuid']).where('scope_uuid', '=', scope).where('deleted_at', 'is', null).execute();
  if (files.some((file) => file.organization_uuid !== organizationUuid)) throw requestNotFound();
  if (files.length >= maxMessageFiles) throw AppError.badRequest(chatServerTexts.tooManyFiles(maxMessageFiles));
}

/**
 * The files a message is sent with: the live files of its scope, every one uploaded by the writer's
 * organisation through /v1/storage/write/file (so of a kind the storage rules let in). A scope of the
 * request's documents or a bank's files is not an attachment; one already sent with a message is not
 * sent again.
 * @throws AppError 400, 409
 */
export async function messageAttachments(db: Executor, scope: string | null, organizationUuid: string): Promise<MessageFile[]> {
  if (scope === null) return [];
  if (await scopeTaken(db, scope)) throw AppError.badRequest(chatServerTexts.scopeNotForChat);
  const sent = await db.selectFrom('chat_message').select('id').where('scope', '=', scope).executeTakeFirst();
  if (sent) throw AppError.conflict(chatServerTexts.scopeSent);
  const owners = await db.selectFrom('storage_file').select(['organization_uuid', 'created_by']).where('scope_uuid', '=', scope).where('deleted_at', 'is', null).execute();
  if (owners.some((file) => file.organization_uuid !== organizationUuid || file.created_by === null)) throw AppError.badRequest(chatServerTexts.foreignFiles);
  if (owners.length > maxMessageFiles) throw AppError.badRequest(chatServerTexts.tooManyFiles(maxMessageFiles));
  return (await filesOfScopes(db, [scope])).get(scope) ?? [];
}
