import { describe, expect, it } from 'vitest';
import { berOctets } from '../../../src/server/signing/crypto/berOctets';
import { cmsDer } from '../../../src/server/signing/crypto/cmsDer';
import { pemBlocks, toPem } from '../../../src/server/signing/crypto/pem';
import { SignatureError } from '../../../src/server/signing/crypto/SignatureError';

const der = Buffer.from([0x30, 0x03, 0x02, 0x01, 0x05]);

describe('cmsDer', () => {
  it.each([
    ['DER', der],
    ['Base64', Buffer.from(der.toString('base64'))],
    ['Base64 with line breaks and spaces', Buffer.from(`  ${der.toString('base64').slice(0, 4)}\r\n${der.toString('base64').slice(4)}\n`)],
    ['PEM of CMS', Buffer.from(toPem(der, 'CMS'))],
    ['PEM of PKCS7', Buffer.from(toPem(der, 'PKCS7'))],
  ])('reads %s', (_title, input) => {
    expect(cmsDer(input).equals(der)).toBe(true);
  });

  it.each([
    ['text', Buffer.from('подпись')],
    ['Base64 of something that is not DER', Buffer.from(Buffer.from('hello').toString('base64'))],
    ['binary that is not DER', Buffer.from([0x01, 0x02, 0x03])],
  ])('refuses %s as not_cms', (_title, input) => {
    expect(() => cmsDer(input)).toThrow(SignatureError);
    expect(() => cmsDer(input)).toThrow('Файл не является электронной подписью');
  });
});

describe('berOctets', () => {
  it('reads a primitive OCTET STRING', () => {
    expect(berOctets(Buffer.from([0x04, 0x03, 0x61, 0x62, 0x63])).toString()).toBe('abc');
  });
  it('joins the chunks of a constructed, indefinite-length OCTET STRING', () => {
    const ber = Buffer.from([0x24, 0x80, 0x04, 0x02, 0x61, 0x62, 0x04, 0x01, 0x63, 0x00, 0x00]);
    expect(berOctets(ber).toString()).toBe('abc');
  });
  it('joins nested chunks of definite length, long-form lengths included', () => {
    const long = Buffer.alloc(200, 0x78);
    const chunk = Buffer.concat([Buffer.from([0x04, 0x81, 200]), long]);
    const ber = Buffer.concat([Buffer.from([0x24, 0x81, chunk.length + 5]), chunk, Buffer.from([0x24, 0x03, 0x04, 0x01, 0x79])]);
    expect(berOctets(ber).toString()).toBe(`${'x'.repeat(200)}y`);
  });
  it('refuses a length beyond the data', () => {
    expect(() => berOctets(Buffer.from([0x04, 0x05, 0x61]))).toThrow();
  });
});

describe('pem', () => {
  it('writes 64-column PEM and reads every block back', () => {
    const bytes = Buffer.alloc(100, 7);
    const text = `${toPem(bytes, 'CERTIFICATE')}junk\n${toPem(der, 'CERTIFICATE')}`;
    expect(text.split('\n')[1]).toHaveLength(64);
    expect(pemBlocks(text).map((block) => block.der.length)).toEqual([100, 5]);
  });
});
