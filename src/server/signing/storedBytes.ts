import type { FileStore } from '../storage/FileStore';
import { AppError } from '../http/AppError';
import { signingTexts } from './texts';

/** The whole content of a stored file: a signature is checked against exactly these bytes. */
export async function storedBytes(store: FileStore, sha256: string): Promise<Buffer> {
  const stream = await store.get(sha256);
  if (!stream) throw AppError.notFound(signingTexts.fileBytesMissing);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** base64 (standard or url-safe, with or without padding) to bytes; anything else is a 400. */
export function decodeBase64(text: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) throw AppError.badRequest(signingTexts.badBase64);
  return Buffer.from(compact, 'base64');
}
