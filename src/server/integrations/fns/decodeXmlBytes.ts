import { FinanceFileError } from './FinanceFileError';
import { financeTexts } from './texts';

// Labels as they appear in declarations, mapped to the WHATWG names TextDecoder knows.
const encodings: Readonly<Record<string, string>> = {
  'windows-1251': 'windows-1251',
  'cp1251': 'windows-1251',
  'cp-1251': 'windows-1251',
  'win-1251': 'windows-1251',
  'utf-8': 'utf-8',
  'utf8': 'utf-8',
  'koi8-r': 'koi8-r',
  'ibm866': 'ibm866',
  'cp866': 'ibm866',
  'utf-16': 'utf-16le',
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
};

/**
 * Turns the bytes of an XML file into text by its byte-order mark or the encoding in its
 * declaration (statements from the tax office are usually windows-1251); UTF-8 when neither says.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode(bytes.subarray(3), 'utf-8', 'UTF-8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes.subarray(2), 'utf-16le', 'UTF-16');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode(bytes.subarray(2), 'utf-16be', 'UTF-16');
  // The declaration itself is ASCII in every encoding we accept, so a latin1 look at the head is safe.
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1];
  if (!declared) return decode(bytes, 'utf-8', 'UTF-8');
  const label = encodings[declared.toLowerCase()];
  if (!label) throw new FinanceFileError('bad_encoding', financeTexts.unknownEncoding(declared));
  return decode(bytes, label, declared);
}

function decode(bytes: Uint8Array, label: string, declared: string): string {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    throw new FinanceFileError('bad_encoding', financeTexts.badEncoding(declared));
  }
}
