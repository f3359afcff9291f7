/// <reference types="@fastify/multipart" />
import type { FastifyRequest } from 'fastify';
import { AppError } from './AppError';
import { errorCodes } from './errorCodes';

/** The limits of one upload call, passed to busboy for that route only. */
export interface PartLimits {
  files: number;
  fileSize: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** One part of the form, a file already read whole or a text field. */
export type FormPart =
  | { type: 'file'; fieldname: string; filename: string; mimetype: string; bytes: Buffer }
  | { type: 'field'; fieldname: string; value: string; valueTruncated: boolean };

export const multipartTexts = {
  stalled: 'Не удалось прочитать загружаемый файл: данные перестали поступать. Повторите загрузку',
};

/** Room for the boundaries, part headers and short fields around the file. */
const framingBytes = 64 * 1024;

/** The largest body the route reads: a declared Content-Length above it is refused unread. */
export function bodyCeiling(limits: PartLimits): number {
  return limits.fileSize + limits.fields * limits.fieldSize + framingBytes;
}

/**
 * Busboy 3.2.6 loses the write it is given when a part nobody reads (no Content-Disposition, a
 * truncated field) fills past its high-water mark and the closing boundary is in the same write: the
 * part ends after the parser has finished, the parser is never unpaused, and the upload is never
 * answered. A window above the whole body the route accepts keeps that part from ever filling: a
 * body given in one piece is at most bodyCeiling (larger ones are refused by Content-Length), and a
 * socket hands over a few 64 KB reads at a time.
 */
function parserWindow(limits: PartLimits): number {
  return bodyCeiling(limits) + 1;
}

/** The answer to an upload that stopped moving; the connection goes with it, its rest is unread. */
export function uploadStalled(): AppError {
  return new AppError(errorCodes.badRequest, multipartTexts.stalled, { connection: 'close' });
}

/** Promises left behind when the upload is given up: their later rejection is expected, not unhandled. */
function settledQuietly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Reads every part of a multipart body within `limits`, handing each to `visit` (which may throw to
 * refuse the upload). A body that sends nothing and yields no part for `idleMs` is refused with 400
 * and a closed connection instead of holding the socket: a slow upload that keeps sending is never
 * cut off. Busboy's own errors propagate unchanged for the caller to word.
 */
export async function readParts(request: FastifyRequest, limits: PartLimits, visit: (part: FormPart) => void, idleMs: number = request.server.config.server.uploadIdleTimeoutMs): Promise<void> {
  const parts = request.parts({ limits, fileHwm: parserWindow(limits) })[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  let giveUp: (error: AppError) => void = () => undefined;
  const stalled = settledQuietly(new Promise<never>((_resolve, reject) => (giveUp = reject)));
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      request.log.warn({ idleMs }, 'Загрузка остановилась: данные не поступали дольше допустимого');
      giveUp(uploadStalled());
    }, idleMs);
  };
  // The first step opens the pipe from the request into busboy; bytes arriving after it are progress.
  let step = settledQuietly(parts.next());
  request.raw.on('data', arm);
  arm();
  try {
    for (;;) {
      const next = await Promise.race([step, stalled]);
      if (next.done) return;
      arm();
      const part = next.value;
      if (part.type === 'file') {
        const bytes = await Promise.race([settledQuietly(part.toBuffer()), stalled]);
        arm();
        visit({ type: 'file', fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
      } else {
        visit({ type: 'field', fieldname: part.fieldname, value: String(part.value), valueTruncated: part.valueTruncated });
      }
      step = settledQuietly(parts.next());
    }
  } finally {
    clearTimeout(timer);
    request.raw.off('data', arm);
  }
}
