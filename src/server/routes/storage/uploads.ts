import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { ok } from '../../http/envelope';
import { bodyCeiling, readParts, type PartLimits } from '../../http/multipartUpload';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { deleteDocument, listDocuments, reusableDocuments, reuseDocument, uploadDocument, type ReuseBody } from '../../requestForm/documentFiles';
import { isSafeFileName } from '../../storage/fileName';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { findVisibleFile } from '../../storage/storedFiles';
import { storageTexts } from '../../storage/texts';
import { fileKindOf } from './fileKind';
import { uploadTexts } from './texts';
import { isUuid } from '../../../domain/isUuid';
import { access } from '../../access/routeAccess';

/** 20 MB per document (spec-2 §7.5 uploads). */
export const maxDocumentBytes = 20 * 1_048_576;
const fieldLimit = 512;

const typePattern = /^[a-z0-9_.-]{1,64}$/i;

const typeField = { title: 'Тип документа', type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$', patternHint: 'латинские буквы, цифры, «_», «-» и «.»' } as const;
const uuidField = (title: string) => ({ title, type: 'string', format: 'uuid' }) as const;

const reuseSchema = {
  body: {
    type: 'object',
    required: ['file_uuid', 'scope'],
    properties: { file_uuid: uuidField('Файл'), scope: uuidField('Область документов'), type: typeField, dropOldVersionFiles: { title: 'Заменить прежние версии', type: 'boolean' } },
  },
} as const;

interface Upload {
  bytes: Buffer;
  name: string;
  fields: Record<string, string>;
}

/** What @fastify/multipart raises, in the person's words. */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(errorCodes.bodyTooLarge, uploadTexts.tooLarge);
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(uploadTexts.oneFileOnly);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return AppError.badRequest(uploadTexts.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return AppError.badRequest(uploadTexts.notMultipart);
    default:
      return AppError.badRequest(uploadTexts.uploadFailed);
  }
}

const uploadLimits: PartLimits = { files: 1, fileSize: maxDocumentBytes, fields: 6, fieldSize: fieldLimit, parts: 7 };

async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw AppError.badRequest(uploadTexts.notMultipart);
  const fields: Record<string, string> = {};
  // Assigned in the callback, so not narrowed to null here.
  let file = null as { bytes: Buffer; name: string } | null;
  try {
    await readParts(request, uploadLimits, (part) => {
      if (part.type === 'file') {
        file = { bytes: part.bytes, name: part.filename };
      } else {
        if (part.valueTruncated) throw AppError.badRequest(uploadTexts.fieldInvalid(part.fieldname));
        fields[part.fieldname] = part.value;
      }
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!(error instanceof AppError)) request.log.warn({ err: error }, 'Загрузка документа отклонена');
    throw refusal;
  }
  if (!file) throw AppError.badRequest(uploadTexts.noFile);
  return { ...file, fields };
}

/** A body declaring far more than a document and its fields is refused before it is read. */
async function refuseOversize(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > bodyCeiling(uploadLimits)) throw new AppError(errorCodes.bodyTooLarge, uploadTexts.tooLarge);
}

const isTrue = (value: string | undefined): boolean => value !== undefined && /^(true|1|yes|on)$/i.test(value.trim());

/**
 * Documents of a request (spec-2 §7.5): upload with the kind told by magic bytes, the scope's list,
 * removal, the bytes as base64, and reuse of a document the company already has.
 */
const storageUploadRoutes: FastifyPluginAsync = async (app) => {
  const store = fileStoreFromConfig(app.config);

  app.post('/v1/storage/write/file', { onRequest: refuseOversize, config: access.signedIn }, async (request) => {
    const upload = await readUpload(request);
    const scope = upload.fields['scope']?.trim() ?? '';
    const type = upload.fields['type']?.trim() ?? '';
    if (scope === '') throw AppError.badRequest(uploadTexts.fieldMissing('Область документов'));
    if (!isUuid(scope)) throw AppError.badRequest(uploadTexts.fieldInvalid('Область документов'));
    if (type === '') throw AppError.badRequest(uploadTexts.fieldMissing('Тип документа'));
    if (!typePattern.test(type)) throw AppError.badRequest(uploadTexts.fieldInvalid('Тип документа'));
    if (upload.bytes.length === 0) throw AppError.badRequest(uploadTexts.emptyFile);
    const kind = fileKindOf(upload.bytes);
    if (!kind) throw AppError.badRequest(uploadTexts.wrongKind);
    const name = upload.name.trim() === '' ? `document.${kind.kind}` : upload.name;
    if (name.length > 255) throw AppError.badRequest(uploadTexts.fileNameTooLong);
    if (!isSafeFileName(name)) throw AppError.badRequest(uploadTexts.fileNameInvalid);
    return ok(
      await uploadDocument(app.database.db, store, authOf(request), {
        scope,
        type,
        name,
        mime: kind.mime,
        bytes: upload.bytes,
        dropOldVersionFiles: isTrue(upload.fields['dropOldVersionFiles']),
      }),
    );
  });

  const scopeOf = (text: string): string => {
    if (!isUuid(text)) throw requestNotFound();
    return text.toLowerCase();
  };
  app.get<{ Params: { scope: string } }>('/v1/storage/read/scope/:scope', { config: access.signedIn }, async (request) =>
    ok(await listDocuments(app.database.db, authOf(request), scopeOf(request.params.scope))),
  );
  app.get<{ Params: { scope: string; type: string } }>('/v1/storage/read/scope/:scope/:type', { config: access.signedIn }, async (request) =>
    ok(await listDocuments(app.database.db, authOf(request), scopeOf(request.params.scope), request.params.type)),
  );

  app.delete<{ Params: { id: string } }>('/v1/storage/delete/file/:id', { config: access.signedIn }, async (request) =>
    ok(await deleteDocument(app.database.db, authOf(request), request.params.id)),
  );

  app.get<{ Params: { id: string } }>('/v1/storage/read/file/:id/base64', { config: access.signedIn }, async (request) => {
    const file = await findVisibleFile(app.database.db, authOf(request), request.params.id);
    const stream = file ? await store.get(file.sha256) : null;
    if (!file || !stream) throw AppError.notFound(storageTexts.fileNotFound);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return ok({ uuid: file.uuid, name: file.name, mime: file.mime, size: file.size, base64: Buffer.concat(chunks).toString('base64') });
  });

  app.get<{ Params: { id: string; type: string } }>('/v1/storage/read/reusable/:id/:type', { config: access.signedIn }, async (request) => {
    const id = parseRequestNumber(request.params.id);
    if (id === null) throw requestNotFound();
    return ok(await reusableDocuments(app.database.db, authOf(request), id, request.params.type));
  });

  app.post<{ Body: ReuseBody }>('/v1/storage/write/reuse', { config: access.signedIn, schema: reuseSchema }, async (request) =>
    ok(await reuseDocument(app.database.db, authOf(request), { ...request.body, scope: request.body.scope.toLowerCase(), file_uuid: request.body.file_uuid.toLowerCase() })),
  );
};

export default storageUploadRoutes;
