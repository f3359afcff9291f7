import { openZip } from '../../zip/openZip';
import { CardFileError } from './CardFileError';
import { suggestionTexts } from './texts';

/** A card of company details is a page or two; anything bigger is not one. */
export const maxCardBytes = 2 * 1024 * 1024;

const startsWith = (bytes: Buffer, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * The text of a card of company details (карточка предприятия): plain text in UTF-8, UTF-16 or
 * windows-1251, a Word .docx, or a PDF with a text layer. The kind is told by the bytes, not the name.
 */
export async function cardText(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new CardFileError(suggestionTexts.fileEmpty);
  if (bytes.length > maxCardBytes) throw new CardFileError(suggestionTexts.fileTooLarge(maxCardBytes / 1024 / 1024));
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return docxText(bytes);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return pdfText(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw new CardFileError(suggestionTexts.legacyDoc);
  return plainText(bytes);
}

function plainText(bytes: Buffer): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return bytes.subarray(3).toString('utf8');
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // Control bytes other than tab and line breaks mean a binary file (an image, an archive).
  if (bytes.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20))) throw new CardFileError(suggestionTexts.fileTypeUnsupported);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: cards saved from Windows Notepad or 1C are windows-1251.
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** The body of word/document.xml: paragraphs as lines, tabs as tabs, tags dropped, entities resolved. */
function docxText(bytes: Buffer): string {
  const xml = zipEntry(bytes, 'word/document.xml');
  if (xml === null) throw new CardFileError(suggestionTexts.fileTypeUnsupported);
  return xml
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<\/w:p>|<w:br\/>|<\/w:tc>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, entity: string) => {
      const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
      if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return named[entity.toLowerCase()] ?? '';
    });
}

/** One file of the .docx archive as text; any archive fault is a broken document, whatever the reader says. */
function zipEntry(bytes: Buffer, wanted: string): string | null {
  try {
    const broken = () => new CardFileError(suggestionTexts.brokenDocx);
    const refusals = { broken, tooLarge: broken, tooManyEntries: broken, encrypted: broken };
    return openZip(bytes, { maxInflatedBytes: 8 * maxCardBytes, maxEntries: 1000, refusals }).read(wanted)?.toString('utf8') ?? null;
  } catch {
    throw new CardFileError(suggestionTexts.brokenDocx);
  }
}

/** The text layer of a PDF through PDF.js, loaded on first use only (it is large). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch {
    throw new CardFileError(suggestionTexts.brokenPdf);
  }
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, 20); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item) lines.push(item.str, item.hasEOL ? '\n' : ' ');
    }
    const text = lines.join('');
    if (text.trim() === '') throw new CardFileError(suggestionTexts.pdfWithoutText);
    return text;
  } catch (error) {
    if (error instanceof CardFileError) throw error;
    throw new CardFileError(suggestionTexts.brokenPdf);
  } finally {
    await document.destroy();
  }
}
