import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/** A zip archive read from memory: the names of its files and a reader for each. */
export interface ZipArchive {
  names: readonly string[];
  /** The inflated bytes of a file, or null when the archive has no such file. */
  read(name: string): Buffer | null;
}

/** The refusals of a caller's own wording: an xlsx book and a Word card say different things. */
export interface ZipRefusals {
  broken(): Error;
  /** The inflated bytes passed `maxInflatedBytes`, or a file declares more than is left of it. */
  tooLarge(maxInflatedBytes: number): Error;
  tooManyEntries(count: number): Error;
  /** A file encrypted with AES (method 99); ZipCrypto cannot be told from damage and is `broken`. */
  encrypted(): Error;
}

export interface ZipLimits {
  /** Most bytes all inflated files together may take: a zip bomb stops here. */
  maxInflatedBytes: number;
  maxEntries: number;
  refusals: ZipRefusals;
}

interface Entry {
  compression: number;
  /** The inflated size the central directory declares. */
  size: number;
}

/** The smallest central directory record; a count above what the bytes can hold is a damaged archive. */
const centralRecordBytes = 46;
/**
 * Compressed bytes handed to the inflater at a time. DEFLATE expands at most ~1032×, so one step makes
 * at most ~4 MB before the budget is counted again: a bomb never inflates far past the budget.
 */
const pushBytes = 4 * 1024;
const stored = 0;
const deflated = 8;
const aesEncrypted = 99;

/** Our own refusals pass through fflate's callbacks untouched; anything fflate throws is damage. */
class Refusal extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}

/**
 * Reads a zip archive (an xlsx book, a docx card) with fflate. The central directory is read first
 * without inflating anything (the entry count is checked there); a file is inflated when asked for,
 * in steps, each counted against one budget for the whole archive, so neither a file that declares a
 * huge size nor one that lies about it can take more than the budget. A file whose inflated size
 * differs from the declared one is damaged (fflate does not check CRCs; the size catches truncation).
 */
export function openZip(bytes: Uint8Array, limits: ZipLimits): ZipArchive {
  const { refusals } = limits;
  const entries = new Map<string, Entry>();
  const ceiling = Math.floor(bytes.length / centralRecordBytes);
  let count = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        count += 1;
        if (count > ceiling) throw new Refusal(refusals.broken());
        if (count <= limits.maxEntries) entries.set(file.name, { compression: file.compression, size: file.originalSize });
        return false;
      },
    });
  } catch (error) {
    throw error instanceof Refusal ? error.error : refusals.broken();
  }
  if (count > limits.maxEntries) throw refusals.tooManyEntries(count);

  let budget = limits.maxInflatedBytes;
  return {
    names: [...entries.keys()],
    read(name: string): Buffer | null {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.compression === aesEncrypted) throw refusals.encrypted();
      if (entry.compression !== stored && entry.compression !== deflated) throw refusals.broken();
      if (entry.size > budget) throw refusals.tooLarge(limits.maxInflatedBytes);
      const content = inflateEntry(bytes, name, budget, refusals, limits.maxInflatedBytes);
      if (content.length !== entry.size) throw refusals.broken();
      budget -= content.length;
      return content;
    },
  };
}

/** One file by its local header, streamed through fflate's Unzip in steps so the budget is counted as it inflates. */
function inflateEntry(bytes: Uint8Array, name: string, budget: number, refusals: ZipRefusals, maxInflatedBytes: number): Buffer {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let found = false;
  let done = false;
  const unzip = new Unzip((file) => {
    // Files not started are skipped over without inflating.
    if (found || file.name !== name) return;
    found = true;
    if (file.originalSize !== undefined && file.originalSize > budget) throw new Refusal(refusals.tooLarge(maxInflatedBytes));
    file.ondata = (error, chunk, final) => {
      if (error) throw error instanceof Refusal ? error : new Refusal(refusals.broken());
      total += chunk.length;
      if (total > budget) throw new Refusal(refusals.tooLarge(maxInflatedBytes));
      if (chunk.length > 0) chunks.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !done; at += pushBytes) unzip.push(bytes.subarray(at, at + pushBytes), at + pushBytes >= bytes.length);
  } catch (error) {
    throw error instanceof Refusal ? error.error : refusals.broken();
  }
  if (!done) throw refusals.broken();
  return Buffer.concat(chunks, total);
}
