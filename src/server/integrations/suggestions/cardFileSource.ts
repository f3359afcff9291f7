import { CardFileError } from './CardFileError';
import { maxCardBytes } from './cardText';
import { suggestionTexts } from './texts';

/** Where the card is: inline in a data: URL, or a file of this server's storage to be read by its path. */
export type CardFileSource = { kind: 'inline'; bytes: Buffer } | { kind: 'storage'; path: string };

const storagePath = /^\/v1\/storage\/read\/file\/[^/?#]+(\/name\/[^?#]+)?$/;
const fileId = /^[0-9A-Za-z_-]{1,100}$/;

/**
 * Reads `file_url` of the parsefile call: a data: URL (base64 or percent-encoded), a path or absolute
 * URL of this server's storage (`/v1/storage/read/file/{id}/name/{name}`), or a bare storage file id.
 * Any other host is refused, so the server never fetches an address a caller chose.
 */
export function cardFileSource(fileUrl: string, ownHost: string): CardFileSource {
  const value = fileUrl.trim();
  if (/^data:/i.test(value)) return { kind: 'inline', bytes: dataUrlBytes(value) };
  if (fileId.test(value)) return { kind: 'storage', path: `/v1/storage/read/file/${value}/name/card` };
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new CardFileError(suggestionTexts.fileUrlUnsupported);
    }
    // Read our own host the way the URL reads its host, so a default port written or omitted compares equal.
    if (url.host !== hostAsUrlReads(url.protocol, ownHost)) throw new CardFileError(suggestionTexts.fileUrlUnsupported);
    path = url.pathname;
  }
  if (!storagePath.test(path)) throw new CardFileError(suggestionTexts.fileUrlUnsupported);
  return { kind: 'storage', path: /\/name\//.test(path) ? path : `${path}/name/card` };
}

function hostAsUrlReads(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

function dataUrlBytes(url: string): Buffer {
  const comma = url.indexOf(',');
  if (comma < 0) throw new CardFileError(suggestionTexts.badDataUrl);
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  if (/;base64$/i.test(meta)) {
    const clean = payload.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean)) throw new CardFileError(suggestionTexts.badDataUrl);
    if ((clean.length * 3) / 4 > maxCardBytes + 4) throw new CardFileError(suggestionTexts.fileTooLarge(maxCardBytes / 1024 / 1024));
    return Buffer.from(clean, 'base64');
  }
  try {
    return Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    throw new CardFileError(suggestionTexts.badDataUrl);
  }
}
