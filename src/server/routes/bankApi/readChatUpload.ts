import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { readParts, type PartLimits } from '../../http/multipartUpload';
import { isSafeFileName } from '../../storage/fileName';
import { fileKindOf } from '../storage/fileKind';
import { maxDocumentBytes } from '../storage/uploads';
import { uploadTexts } from '../storage/texts';
import type { BankChatPost } from '../../chat/bankChat';
import { banksConfig } from '../../../domain/banks';

/** Files one bank message carries at most, and the body the route reads at most. */
export const bankChatLimits = { files: 5, totalBytes: 25 * 1_048_576 } as const;

const limits: PartLimits = { files: bankChatLimits.files, fileSize: maxDocumentBytes, fields: 4, fieldSize: 20_000, parts: bankChatLimits.files + 4 };

const isTrue = (value: string | undefined): boolean => value !== undefined && /^(true|1|yes|on)$/i.test(value.trim());

/** What busboy raises, in the bank's words. */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(errorCodes.bodyTooLarge, uploadTexts.tooLarge);
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(`К сообщению можно приложить не больше ${bankChatLimits.files} файлов`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return AppError.badRequest(uploadTexts.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return AppError.badRequest(uploadTexts.notMultipart);
    default:
      return AppError.badRequest(uploadTexts.uploadFailed);
  }
}

/**
 * Reads a bank's chat message (POST /bank-api/v1/subrequests/{uuid}/chat): text, wait_sign,
 * idempotency_key, document_type (of the shared list, for every file) and up to five files, each
 * checked by its first bytes as every upload is.
 */
export async function readChatUpload(request: FastifyRequest): Promise<BankChatPost> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > bankChatLimits.totalBytes) throw new AppError(errorCodes.bodyTooLarge, uploadTexts.tooLarge);
  if (!request.isMultipart()) throw AppError.badRequest(uploadTexts.notMultipart);
  const fields: Record<string, string> = {};
  const files: { name: string; bytes: Buffer }[] = [];
  try {
    await readParts(request, limits, (part) => {
      if (part.type === 'file') {
        if (!isSafeFileName(part.filename)) throw AppError.badRequest(uploadTexts.fileNameInvalid);
        files.push({ name: part.filename, bytes: part.bytes });
      } else {
        if (part.valueTruncated) throw AppError.badRequest(uploadTexts.fieldInvalid(part.fieldname));
        fields[part.fieldname] = part.value;
      }
    });
  } catch (error) {
    throw refusalOf(error);
  }
  const documentType = fields['document_type']?.trim() || 'bank_chat';
  if (documentType !== 'bank_chat' && !Object.hasOwn(banksConfig.document_types, documentType)) throw AppError.badRequest(uploadTexts.fieldInvalid('document_type'));
  const key = fields['idempotency_key']?.trim() || null;
  if (key !== null && key.length > 100) throw AppError.badRequest(uploadTexts.fieldInvalid('idempotency_key'));
  return {
    text: fields['text'] ?? '',
    waitSign: isTrue(fields['wait_sign']),
    idempotencyKey: key,
    files: files.map((file) => {
      if (file.bytes.length === 0) throw AppError.badRequest(uploadTexts.emptyFile);
      const kind = fileKindOf(file.bytes);
      if (!kind) throw AppError.badRequest(uploadTexts.wrongKind);
      const name = file.name.trim() === '' ? `document.${kind.kind}` : file.name;
      if (name.length > 255) throw AppError.badRequest(uploadTexts.fileNameTooLong);
      return { name, mime: kind.mime, bytes: file.bytes, type: documentType };
    }),
  };
}
