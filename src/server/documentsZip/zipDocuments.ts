import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { Zip, ZipDeflate, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';
import type { FastifyBaseLogger } from 'fastify';
import { ArchiveNames } from '../../domain/archive/archiveNames';
import { AppError } from '../http/AppError';
import type { FileStore } from '../storage/FileStore';
import type { ArchivePlan } from './archiveContents';
import { indexCsv, type IndexRow } from './documentIndex';
import { documentsZipTexts as t } from './texts';

/** fflate writes no ZIP64: an archive stays under 4 GiB and 65 535 entries, with room for the index. */
const maxArchiveBytes = 0xffffffff - 64 * 1024 * 1024;
const maxEntries = 65_000;

/** Moscow is UTC+3 all year. DOS times in a zip are wall-clock times: the Moscow wall clock is written. */
function moscowWallClock(moment: Date): Date {
  return new Date(moment.getTime() + (180 + moment.getTimezoneOffset()) * 60_000);
}

/**
 * The extra fields of an entry: the Info-ZIP Unicode Path (0x7075) for a non-ASCII name, for readers
 * that ignore the UTF-8 flag (bit 11, which fflate sets for such a name), and the extended timestamp
 * (0x5455) with the moment in UTC.
 */
function extraFields(path: string, moment: Date): Record<number, Uint8Array> {
  const extra: Record<number, Uint8Array> = {};
  const time = Buffer.alloc(5);
  time.writeUInt8(1, 0);
  time.writeUInt32LE(Math.max(0, Math.floor(moment.getTime() / 1000)), 1);
  extra[0x5455] = time;
  const name = Buffer.from(path, 'utf8');
  if (name.length !== path.length) {
    const unicode = Buffer.alloc(5 + name.length);
    unicode.writeUInt8(1, 0);
    unicode.writeUInt32LE(crc32(name), 1);
    name.copy(unicode, 5);
    extra[0x7075] = unicode;
  }
  return extra;
}

function entry<T extends ZipInputFile>(file: T, path: string, moment: Date): T {
  file.mtime = moscowWallClock(moment);
  file.extra = extraFields(path, moment);
  return file;
}

/**
 * A stored (uncompressed) entry whose CRC-32 is Node's native one: fflate's ZipPassThrough computes it
 * in JavaScript at ~75 MB/s on our machine, which was most of an archive's time. Zip calls `ondata`
 * with what is pushed and reads `crc` and `size` after the last chunk (the data descriptor).
 */
class StoredEntry implements ZipInputFile {
  crc = 0;
  size = 0;
  readonly compression = 0;
  mtime?: Date;
  extra?: Record<number, Uint8Array>;
  ondata?: AsyncFlateStreamHandler;

  constructor(readonly filename: string) {}

  push(chunk: Buffer, final = false): void {
    // The store hands out plain Buffers; the typing only leaves room for a SharedArrayBuffer behind one.
    const bytes = chunk as Uint8Array<ArrayBuffer>;
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
    this.ondata!(null, bytes, final);
  }
}

/** A 413-like refusal before anything is sent: fflate cannot write an archive past the zip32 limits. */
export function assertArchiveFits(plan: ArchivePlan): void {
  const bytes = plan.documents.reduce((sum, document) => sum + document.file.size + document.signatures.reduce((s, signature) => s + signature.signature.length, 0), 0);
  const entries = plan.documents.reduce((sum, document) => sum + 1 + document.signatures.length, 1);
  if (bytes > maxArchiveBytes || entries > maxEntries) throw AppError.badRequest(t.tooLarge);
}

/**
 * The archive as a stream: fflate's streaming Zip, each file read from the store one after another and
 * passed through as it arrives (stored, not compressed again: documents are PDF and images), its
 * signatures as «<name>.sig» beside it, and «Опись.csv» last. The stream is pulled: the next chunk
 * of a file is read only when the reply has taken the previous one, so memory stays one chunk deep
 * whatever the archive's size. A file whose bytes are missing from the store is left out and noted in
 * the index (and logged); a store failure in the middle ends the stream with an error.
 */
export function zipDocuments(plan: ArchivePlan, store: FileStore, log: FastifyBaseLogger): Readable {
  assertArchiveFits(plan);
  return Readable.from(chunks(plan, store, log), { objectMode: false, highWaterMark: 64 * 1024 });
}

async function* chunks(plan: ArchivePlan, store: FileStore, log: FastifyBaseLogger): AsyncGenerator<Buffer> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  function* drain(): Generator<Buffer> {
    if (failure) throw failure;
    while (ready.length > 0) {
      const data = ready.shift()!;
      if (data.length > 0) yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
  }
  const names = new ArchiveNames();
  const rows: IndexRow[] = [];
  for (const document of plan.documents) {
    const { file } = document;
    const folder = document.folders.join('/');
    const stream = await store.get(file.sha256);
    if (!stream) {
      log.error({ file: file.uuid, sha256: file.sha256 }, 'Файл записан в базе, но его байтов нет в хранилище: в архив не вошёл');
      rows.push({ folder, name: file.name, size: file.size, sha256: file.sha256, kind: document.kind, signers: document.signatures, note: t.index.missing });
      continue;
    }
    const created = new Date(file.created_at);
    const path = names.claim(document.folders, file.name);
    const item = entry(new StoredEntry(path), path, created);
    zip.add(item);
    const hash = createHash('sha256');
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      item.push(chunk);
      yield* drain();
    }
    item.push(Buffer.alloc(0), true);
    yield* drain();
    const digest = hash.digest('hex');
    if (digest !== file.sha256) log.error({ file: file.uuid, sha256: file.sha256, read: digest }, 'Байты файла в хранилище не совпали с его контрольной суммой');
    const fileName = path.slice(path.lastIndexOf('/') + 1);
    rows.push({ folder, name: fileName, size: item.size, sha256: file.sha256, kind: document.kind, signers: document.signatures, note: digest === file.sha256 ? '' : t.index.mismatch });
    for (const signature of document.signatures) {
      const sigPath = names.claim(document.folders, `${fileName}.sig`);
      const sig = entry(new StoredEntry(sigPath), sigPath, signature.signed_at);
      zip.add(sig);
      sig.push(signature.signature, true);
      yield* drain();
      rows.push({
        folder,
        name: sigPath.slice(sigPath.lastIndexOf('/') + 1),
        size: signature.signature.length,
        sha256: createHash('sha256').update(signature.signature).digest('hex'),
        kind: t.index.signatureOf(fileName),
        signers: [signature],
        note: '',
      });
    }
  }
  const indexPath = names.claim([], t.index.fileName);
  const index = entry(new ZipDeflate(indexPath, { level: 6 }), indexPath, new Date());
  zip.add(index);
  index.push(indexCsv(rows.length > 0 ? rows : [{ folder: '', name: '', size: null, sha256: '', kind: '', signers: [], note: t.index.empty }]), true);
  zip.end();
  yield* drain();
}
