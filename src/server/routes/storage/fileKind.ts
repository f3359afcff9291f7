/** A kind of document the platform accepts, told by its first bytes, never by its name or the browser's word. */
export interface FileKind {
  readonly kind: 'pdf' | 'jpeg' | 'png' | 'docx' | 'xlsx' | 'xml' | 'signature';
  readonly mime: string;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number): string => Buffer.from(bytes.subarray(from, Math.min(to, bytes.length))).toString('latin1');

// 1.2.840.113549.1.7.2 — PKCS #7 / CMS signedData, what a detached .sig or .p7s holds.
const signedDataOid = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02];

function isDerSignature(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x30) return false;
  const head = bytes.subarray(0, 32);
  for (let index = 1; index + signedDataOid.length <= head.length; index += 1) {
    if (startsWith(head, signedDataOid, index)) return true;
  }
  return false;
}

/** A signature saved as text: PEM with its header, or bare base64 of the DER (as CryptoPro writes .sig). */
function isTextSignature(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, 64).trimStart();
  if (/^-----BEGIN (PKCS7|CMS|SIGNED MESSAGE)-----/.test(head)) return true;
  if (!/^MI[A-Za-z0-9+/]{2}/.test(head)) return false;
  const text = ascii(bytes, 0, 4096).replace(/\s+/g, '');
  const decoded = Buffer.from(text.slice(0, text.length - (text.length % 4)), 'base64');
  return isDerSignature(decoded);
}

function zipKind(bytes: Uint8Array): FileKind | null {
  // Office Open XML packages name their parts in the local headers: word/… or xl/…
  const names = ascii(bytes, 0, Math.min(bytes.length, 1_048_576));
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.includes('word/')) return { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  if (names.includes('xl/')) return { kind: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  return null;
}

/**
 * The kind of an uploaded file by its magic bytes: PDF, JPEG, PNG, Word and Excel (docx, xlsx — zip
 * packages), XML, and electronic signatures (.sig, .p7s: CMS signedData, binary or base64). Null for
 * anything else, whatever its name says.
 */
export function fileKindOf(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: 'pdf', mime: 'application/pdf' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'jpeg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipKind(bytes);
  if (isDerSignature(bytes) || isTextSignature(bytes)) return { kind: 'signature', mime: 'application/pkcs7-signature' };
  const text = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? ascii(bytes, 3, 64) : ascii(bytes, 0, 64);
  if (/^\s*<\?xml[\s?]/.test(text)) return { kind: 'xml', mime: 'application/xml' };
  return null;
}
