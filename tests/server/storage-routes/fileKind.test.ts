import { describe, expect, it } from 'vitest';
import { fileKindOf } from '../../../src/server/routes/storage/fileKind';

/** A zip local header followed by the part names an Office package carries. */
const zipWith = (...names: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), ...names.map((name) => Buffer.from(`\0\0${name}\0`, 'latin1'))]);

/** DER of a CMS SignedData: SEQUENCE, long length, then the signedData OID. */
const der = Buffer.from([0x30, 0x82, 0x05, 0x10, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02, 0xa0, 0x82, 0x05, 0x01]);

describe('fileKindOf', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n…'), 'application/pdf'],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg'],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['docx', zipWith('[Content_Types].xml', 'word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', zipWith('[Content_Types].xml', 'xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['xml', Buffer.from('<?xml version="1.0" encoding="windows-1251"?><Файл/>'), 'application/xml'],
    ['xml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n <?xml version="1.0"?><a/>')]), 'application/xml'],
    ['signature', der, 'application/pkcs7-signature'],
    ['signature', Buffer.from(der.toString('base64') + 'AAAA'), 'application/pkcs7-signature'],
    ['signature', Buffer.from('-----BEGIN PKCS7-----\nMIIF\n-----END PKCS7-----\n'), 'application/pkcs7-signature'],
  ])('knows %s by its first bytes', (kind, bytes, mime) => {
    expect(fileKindOf(bytes)).toEqual({ kind, mime });
  });

  it.each([
    ['an executable', Buffer.from('MZ\x90\x00\x03')],
    ['plain text named .pdf', Buffer.from('просто текст')],
    ['a zip that is no Office package', zipWith('photo.jpg')],
    ['an Office package of another kind', zipWith('[Content_Types].xml', 'ppt/presentation.xml')],
    ['DER without the signedData OID', Buffer.from([0x30, 0x82, 0x01, 0x00, 0x02, 0x01, 0x01])],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(fileKindOf(bytes)).toBeNull();
  });
});
