import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { bodyCeiling, readParts, type PartLimits } from '../../http/multipartUpload';
import { isSafeFileName } from '../../storage/fileName';
import { questionnaireTexts } from './texts';

/** Limits of one upload call, passed to busboy for this route only. */
export interface UploadLimits {
  fileSize: number;
  /** Text fields beside the file. */
  fields: number;
  fieldSize: number;
}

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  mime: string;
}

const megabyte = 1_048_576;

/** One file and the route's text fields: a part more is refused. */
const partLimitsOf = (limits: UploadLimits): PartLimits => ({ files: 1, fileSize: limits.fileSize, fields: limits.fields, fieldSize: limits.fieldSize, parts: limits.fields + 1 });

/** What @fastify/multipart raises, by code, and how the person is told. */
function refusalOf(error: unknown, limits: UploadLimits): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(errorCodes.bodyTooLarge, questionnaireTexts.fileTooLarge(Math.round(limits.fileSize / megabyte)));
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(questionnaireTexts.oneFileOnly);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return AppError.badRequest(questionnaireTexts.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return AppError.badRequest(questionnaireTexts.notMultipart);
    default:
      // Busboy's own errors (no boundary, a cut-off part, a broken header) are all a damaged request.
      return AppError.badRequest(questionnaireTexts.brokenUpload);
  }
}

/**
 * Reads a multipart upload of at most one file and a few text fields, within the route's limits.
 * Refusals are AppErrors with Russian messages: a file over the limit is 413, a second file, too many
 * or too long fields, a file name with control characters and a damaged request are 400.
 */
export async function readSingleUpload(request: FastifyRequest, limits: UploadLimits): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw AppError.badRequest(questionnaireTexts.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    await readParts(request, partLimitsOf(limits), (part) => {
      if (part.type === 'file') {
        if (!isSafeFileName(part.filename)) throw AppError.badRequest(questionnaireTexts.fileNameInvalid);
        file = { bytes: part.bytes, fileName: part.filename, mime: part.mimetype };
      } else {
        if (part.valueTruncated) throw AppError.badRequest(questionnaireTexts.fieldTooLong(questionnaireTexts.fieldTitles[part.fieldname] ?? part.fieldname));
        fields[part.fieldname] = part.value;
      }
    });
  } catch (error) {
    const refusal = refusalOf(error, limits);
    if (refusal.statusCode === 400 && !(error instanceof AppError)) request.log.warn({ err: error }, 'Загрузка отклонена');
    throw refusal;
  }
  return { file, fields };
}

/**
 * An onRequest guard: a body whose declared length is far over the file limit is refused before a
 * byte of it is read. Chunked bodies without a length still meet the limit while being read.
 */
export function refuseDeclaredOversize(limits: UploadLimits) {
  const ceiling = bodyCeiling(partLimitsOf(limits));
  return async (request: FastifyRequest): Promise<void> => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (Number.isFinite(length) && length > ceiling) {
      throw new AppError(errorCodes.bodyTooLarge, questionnaireTexts.fileTooLarge(Math.round(limits.fileSize / megabyte)));
    }
  };
}
