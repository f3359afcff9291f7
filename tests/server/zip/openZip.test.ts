import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxZipRefusals } from '../../../src/server/integrations/fns/xlsxZipRefusals';
import { openZip, type ZipLimits } from '../../../src/server/zip/openZip';
import { writeZip } from '../../fixtures/fns/writeZip';

const limits = (maxInflatedBytes: number, maxEntries = 10): ZipLimits => ({ maxInflatedBytes, maxEntries, refusals: xlsxZipRefusals });

/** Sets the compression method of every entry (local and central headers) to another number. */
function withMethod(zip: Buffer, method: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at < copy.length - 4; at += 1) {
    if (copy.readUInt32LE(at) === 0x04034b50) copy.writeUInt16LE(method, at + 8);
    if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt16LE(method, at + 10);
  }
  return copy;
}

describe('openZip (fflate with the bomb guards)', () => {
  it('reads stored and deflated files and knows what is absent', () => {
    const archive = openZip(writeZip([{ name: 'a.txt', data: 'хранится', store: true }, { name: 'b/c.xml', data: '<сжат/>' }]), limits(1000));
    expect(archive.names).toEqual(['a.txt', 'b/c.xml']);
    expect(archive.read('a.txt')?.toString('utf8')).toBe('хранится');
    expect(archive.read('b/c.xml')?.toString('utf8')).toBe('<сжат/>');
    expect(archive.read('d.txt')).toBeNull();
  });

  it('reads what fflate itself writes, Russian names included', () => {
    const archive = openZip(zipSync({ 'Документы/устав.txt': new TextEncoder().encode('текст устава') }), limits(1000));
    expect(archive.names).toEqual(['Документы/устав.txt']);
    expect(archive.read('Документы/устав.txt')?.toString('utf8')).toBe('текст устава');
  });

  it('guard: every inflated byte counts against one budget', () => {
    const archive = openZip(writeZip([{ name: 'a', data: 'x'.repeat(600_000) }, { name: 'b', data: 'y'.repeat(600_000) }]), limits(1_048_576));
    expect(archive.read('a')).toHaveLength(600_000);
    expect(() => archive.read('b')).toThrow('Распакованное содержимое xlsx больше 1 МБ: файл не принят');
  });

  it('guard: too many entries, counted before anything is inflated', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, data: '' }));
    expect(() => openZip(writeZip(entries), limits(1000, 4))).toThrow('В архиве xlsx слишком много файлов (5): файл не принят');
  });

  it('guard: a declared size above the budget is refused before inflating', () => {
    const archive = openZip(writeZip([{ name: 'a', data: 'мало', declaredSize: 4_000_000_000 }]), limits(16 * 1_048_576));
    expect(() => archive.read('a')).toThrow('Распакованное содержимое xlsx больше 16 МБ: файл не принят');
  });

  it('guard: a file that lies about its size stops at the budget while inflating (ratio ~1000:1)', () => {
    const zeros = Buffer.alloc(64 * 1_048_576);
    const bomb = writeZip([{ name: 'a', data: zeros, declaredSize: 1000 }]);
    expect(bomb.length / zeros.length).toBeLessThan(0.002);
    const before = process.memoryUsage().arrayBuffers;
    expect(() => openZip(bomb, limits(4 * 1_048_576)).read('a')).toThrow('Распакованное содержимое xlsx больше 4 МБ: файл не принят');
    // Inflation stopped near the budget: far from the 64 MB the bomb holds.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(40 * 1_048_576);
  });

  it('guard: a file shorter than declared is damaged, not silently cut', () => {
    const archive = openZip(writeZip([{ name: 'a', data: 'короткий', declaredSize: 500 }]), limits(1000));
    expect(() => archive.read('a')).toThrow('Файл xlsx повреждён: не удалось прочитать архив');
  });

  it('guard: an AES-encrypted file (method 99) is named as protected', () => {
    const archive = openZip(withMethod(writeZip([{ name: 'a', data: 'x', store: true }]), 99), limits(1000));
    expect(() => archive.read('a')).toThrow('Файл xlsx защищён паролем. Снимите защиту и приложите файл снова');
  });

  it('guard: an unknown compression method is damage', () => {
    const archive = openZip(withMethod(writeZip([{ name: 'a', data: 'x', store: true }]), 12), limits(1000));
    expect(() => archive.read('a')).toThrow('Файл xlsx повреждён: не удалось прочитать архив');
  });

  it.each<[string, Buffer]>([
    ['not a zip at all', Buffer.from('просто текст, не архив')],
    ['a cut archive', writeZip([{ name: 'a', data: 'x'.repeat(10_000) }]).subarray(0, 40)],
    ['a corrupted deflate stream', (() => {
      const zip = writeZip([{ name: 'a', data: 'данные '.repeat(1000) }]);
      zip.fill(0xff, 40, 80);
      return zip;
    })()],
  ])('guard: %s is damage, never a crash', (_name, bytes) => {
    expect(() => openZip(bytes, limits(1_048_576)).read('a')).toThrow('Файл xlsx повреждён: не удалось прочитать архив');
  });

  it('guard: an end record counting more entries than the bytes can hold is damage', () => {
    const zip = writeZip([{ name: 'a', data: 'x' }]);
    zip.writeUInt16LE(0xfffe, zip.length - 22 + 10);
    zip.writeUInt16LE(0xfffe, zip.length - 22 + 8);
    expect(() => openZip(zip, limits(1000, 100_000))).toThrow('Файл xlsx повреждён: не удалось прочитать архив');
  });
});
