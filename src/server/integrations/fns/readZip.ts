import { inflateRawSync } from 'node:zlib';
import { FinanceFileError } from './FinanceFileError';
import { financeTexts } from './texts';

/** A zip archive read from memory: the names of its files and a reader for each. */
export interface ZipArchive {
  names: readonly string[];
  /** The inflated bytes of a file, or null when the archive has no such file. */
  read(name: string): Buffer | null;
}

export interface ZipLimits {
  /** Most bytes all inflated files together may take: a zip bomb stops here. */
  maxInflatedBytes: number;
  maxEntries: number;
}

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const endSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;

const broken = () => new FinanceFileError('broken_zip', financeTexts.brokenZip);

/**
 * Reads a zip archive (an xlsx book) through its central directory. Only stored and deflated files
 * are supported, which is all Office writes; ZIP64 and encryption are refused. Inflation is capped
 * in total, whatever sizes the archive declares.
 */
export function readZip(bytes: Buffer, limits: ZipLimits): ZipArchive {
  // The end record is in the last 22 bytes plus a comment of at most 65535 bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i -= 1) {
    if (bytes.readUInt32LE(i) === endSignature) {
      end = i;
      break;
    }
  }
  if (end < 0) throw broken();
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw broken();
  if (count > limits.maxEntries) throw new FinanceFileError('broken_zip', financeTexts.zipTooManyFiles(count));

  const entries = new Map<string, Entry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== centralSignature) throw broken();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    if (flags & 0x1) throw new FinanceFileError('broken_zip', financeTexts.encryptedZip);
    // Names are UTF-8 when bit 11 is set; Office sets it or uses ASCII names, which read the same.
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, { method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }

  let budget = limits.maxInflatedBytes;
  const tooLarge = () => new FinanceFileError('broken_zip', financeTexts.zipTooLarge(Math.round(limits.maxInflatedBytes / 1_048_576)));

  return {
    names: [...entries.keys()],
    read(name: string): Buffer | null {
      const entry = entries.get(name);
      if (!entry) return null;
      const local = entry.localOffset;
      if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== localSignature) throw broken();
      const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
      if (data.length !== entry.compressedSize) throw broken();
      if (entry.size > budget) throw tooLarge();
      let content: Buffer;
      if (entry.method === 0) {
        content = Buffer.from(data);
      } else if (entry.method === 8) {
        try {
          content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
          throw broken();
        }
      } else {
        throw broken();
      }
      budget -= content.length;
      return content;
    },
  };
}
