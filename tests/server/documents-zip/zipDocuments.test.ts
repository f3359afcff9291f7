import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ArchiveDocument, ArchivePlan } from '../../../src/server/documentsZip/archiveContents';
import { zipDocuments } from '../../../src/server/documentsZip/zipDocuments';
import type { FileStore } from '../../../src/server/storage/FileStore';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A store over a map: `get` streams the bytes in two chunks, as a disk read may. */
function memoryStore(contents: Record<string, Buffer>): FileStore {
  return {
    put: async () => {
      throw new Error('not used');
    },
    get: async (hash) => {
      const bytes = contents[hash];
      return bytes ? Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]) : null;
    },
    has: async (hash) => hash in contents,
    delete: async () => undefined,
  };
}

function recordingLog(): { log: FastifyBaseLogger; errors: string[] } {
  const errors: string[] = [];
  const log = { error: (_object: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

function document(name: string, sha256: string, size: number): ArchiveDocument {
  return {
    folders: ['Документы'],
    kind: 'Устав',
    signatures: [],
    file: { uuid: `u-${name}`, scope_uuid: 's', type: 'charter', name, size, mime: 'application/pdf', sha256, organization_uuid: 'o', created_by: null, created_at: '2026-03-01T09:30:00.000Z' },
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('zipDocuments', () => {
  it('leaves out a file whose bytes are missing from the store, logs it, and notes it in the index', async () => {
    const present = Buffer.from('%PDF-1.4 есть');
    const plan: ArchivePlan = { fileName: 'a.zip', documents: [document('Есть.pdf', sha(present), present.length), document('Нет.pdf', 'f'.repeat(64), 10)] };
    const { log, errors } = recordingLog();
    const zip = unzipSync(await collect(zipDocuments(plan, memoryStore({ [sha(present)]: present }), log)));
    expect(Object.keys(zip).sort()).toEqual(['Документы/Есть.pdf', 'Опись.csv']);
    expect(Buffer.from(zip['Документы/Есть.pdf']!).equals(present)).toBe(true);
    expect(Buffer.from(zip['Опись.csv']!).toString('utf8')).toContain('Документы;Нет.pdf;10;ffff');
    expect(Buffer.from(zip['Опись.csv']!).toString('utf8')).toContain('Файла нет в хранилище: в архив не вошёл');
    expect(errors).toEqual(['Файл записан в базе, но его байтов нет в хранилище: в архив не вошёл']);
  });

  it('notes bytes that do not match their hash', async () => {
    const bytes = Buffer.from('подменённое содержимое');
    const recorded = 'a'.repeat(64);
    const { log, errors } = recordingLog();
    const zip = unzipSync(await collect(zipDocuments({ fileName: 'a.zip', documents: [document('Файл.pdf', recorded, bytes.length)] }, memoryStore({ [recorded]: bytes }), log)));
    expect(Buffer.from(zip['Опись.csv']!).toString('utf8')).toContain('Содержимое не совпало с контрольной суммой при выгрузке');
    expect(errors).toEqual(['Байты файла в хранилище не совпали с его контрольной суммой']);
  });

  it('refuses, before sending anything, an archive fflate could not write without ZIP64', () => {
    const huge = document('Большой.pdf', 'b'.repeat(64), 5 * 1024 ** 3);
    expect(() => zipDocuments({ fileName: 'a.zip', documents: [huge] }, memoryStore({}), recordingLog().log)).toThrow(
      'Архив получился бы больше 4 ГБ или из более чем 65 000 файлов. Скачайте документы по отдельности или по банкам',
    );
  });
});
