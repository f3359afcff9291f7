import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToBase64Chunks, compactBase64, textToBase64 } from '../../../src/api/signer/base64';

describe('base64 without Node\'s Buffer', () => {
  it('round-trips any bytes, and agrees with Buffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100_000 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(text)).toEqual(bytes);
      }),
      { numRuns: 60 },
    );
  });

  it('encodes a text as UTF-8', () => {
    expect(textToBase64('Иванов — «ИП» 😀')).toBe(Buffer.from('Иванов — «ИП» 😀', 'utf8').toString('base64'));
  });

  it('reads base64 with the line breaks the plug-in puts in', () => {
    const text = bytesToBase64(new Uint8Array(200).map((_, index) => index));
    const wrapped = text.replace(/(.{64})/g, '$1\r\n');
    expect(base64ToBytes(wrapped)).toEqual(base64ToBytes(text));
    expect(compactBase64(wrapped)).toBe(text);
  });

  it('cuts bytes into pieces that each decode on their own', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5_000 }), fc.integer({ min: 1, max: 700 }), (bytes, size) => {
        const pieces = [...bytesToBase64Chunks(bytes, size)];
        expect(pieces.every((piece) => !piece.includes('=') || piece === pieces.at(-1))).toBe(true);
        const joined = pieces.flatMap((piece) => [...base64ToBytes(piece)]);
        expect(new Uint8Array(joined)).toEqual(bytes);
      }),
      { numRuns: 100 },
    );
  });
});
