import fc from 'fast-check';
import { hostileFileNames, nastyTexts } from './hostile';

/** One part of a multipart body: a text field, or a file when it has a file name. */
export interface Part {
  name: string;
  fileName?: string;
  bytes: Buffer;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const fieldNames = ['file', 'scope', 'type', 'inn', 'kind', 'date_to', 'dropOldVersionFiles', 'files', '', '__proto__', 'constructor', 'x'.repeat(300)];

/** Parts an upload route might read, with hostile names, values and files; `scopes` are real document scopes. */
export function hostileParts(scopes: readonly string[]): fc.Arbitrary<Part[]> {
  const value = fc.constantFrom(...nastyTexts, ...scopes, 'passport', 'x'.repeat(10_000)).map((text) => Buffer.from(text));
  const field = fc.record({ name: fc.constantFrom(...fieldNames), bytes: value });
  const file = fc.record({
    name: fc.constantFrom('file', 'files', 'document', ''),
    fileName: fc.constantFrom(...hostileFileNames),
    bytes: fc.constantFrom(pdf, Buffer.alloc(0), Buffer.from('not a pdf'), Buffer.from([0xff, 0xd8, 0xff, 0x00]), Buffer.alloc(70_000, 0x41)),
  });
  const part: fc.Arbitrary<Part> = fc.oneof(field, file);
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(part, { minLength: 0, maxLength: 8 }) },
    // Huge part counts: the limits of the route must stop them, not the memory.
    { weight: 1, arbitrary: fc.tuple(part, fc.constantFrom(100, 1000, 5000)).map(([one, count]) => Array.from({ length: count }, () => one)) },
  );
}

/** A multipart body on the wire, sometimes damaged: a cut-off end, no closing boundary, a bare CR. */
export function multipartBody(parts: readonly Part[], damage: 'none' | 'truncated' | 'unterminated' | 'badHeader'): { payload: Buffer; contentType: string } {
  const boundary = '----garantfuzz7d41';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const header = damage === 'badHeader' ? `Content-Disposition ${disposition}\r\n\r\n` : `Content-Disposition: ${disposition}\r\n${part.fileName === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${header}`), part.bytes, Buffer.from('\r\n'));
  }
  if (damage !== 'unterminated') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (damage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
