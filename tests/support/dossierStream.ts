import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import type { RequestViewer } from '../../src/server/requests/requestAccess';
import { createRequest } from '../../src/server/requests/requestRepository';
import { fileStoreFromConfig } from '../../src/server/storage/fileStoreFromConfig';
import { insertStoredFile } from '../../src/server/storage/storedFiles';

/** What the dossier's memory test and benchmark share (no vitest here: bench/ uses it too). */
export interface SeededFile {
  name: string;
  sha256: string;
  size: number;
}

/**
 * A request of the viewer with `count` uploaded documents of `size` random bytes each, kept in the
 * app's file store (its DATA_DIR) and recorded in the request's documents scope.
 */
export async function seedDossier(app: FastifyInstance, viewer: RequestViewer, count: number, size: number): Promise<{ requestId: number; files: SeededFile[] }> {
  const db = app.database.db;
  const store = fileStoreFromConfig(app.config);
  const request = await createRequest(db, viewer, { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', name: 'ПАО "Сбербанк"' });
  const organization = await db.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId).executeTakeFirstOrThrow();
  const files: SeededFile[] = [];
  for (let i = 0; i < count; i += 1) {
    const content = await store.put(randomBytes(size));
    const name = `Документ ${String(i + 1).padStart(3, '0')}.pdf`;
    await insertStoredFile(db, {
      scope_uuid: request.documents_scope_uuid,
      type: i % 2 === 0 ? 'charter' : 'other',
      name,
      size: content.size,
      mime: 'application/pdf',
      sha256: content.sha256,
      organization_uuid: organization.uuid,
      created_by: viewer.userId,
    });
    files.push({ name, ...content });
  }
  return { requestId: request.id, files };
}

export interface StreamedArchive {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  milliseconds: number;
  /** Largest rise of heapUsed + arrayBuffers above the level at the first bytes, sampled every 5 ms: garbage included. */
  peakGrowth: number;
  /** Largest rise of what is still alive: measured after a full collection every `gcEvery` chunks. */
  liveGrowth: number;
  /** The median of those measurements: a blip of chunks in flight aside, whether the floor climbs. */
  liveMedian: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
}

/** A full garbage collection, without starting node with --expose-gc (the flag can be set at run time). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * Downloads an archive over a real socket from the listening app, reading it slowly (a pause every
 * `pauseEvery` chunks) and writing it to `outFile`, while sampling this process's memory: the server
 * and the client share the process, so the figures cover both. The time includes the pauses and the
 * collections.
 */
export async function downloadSlowly(app: FastifyInstance, path: string, token: string, outFile: string, pauseEvery = 16, gcEvery = 400): Promise<StreamedArchive> {
  const { port } = app.server.address() as AddressInfo;
  const level = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const gc = collector();
  // The level once the first bytes arrive: the call's own queries (the session, the archive's plan) have
  // run by then, and PGlite's WebAssembly memory, which counts as an ArrayBuffer and never shrinks, has
  // grown for them. What follows is the streaming alone.
  let baseline = 0;
  let peak = 0;
  let live = 0;
  const lives: number[] = [];
  const sampler = setInterval(() => {
    if (baseline > 0) peak = Math.max(peak, level());
  }, 5);
  const started = performance.now();
  try {
    return await new Promise<StreamedArchive>((resolve, reject) => {
      const call = http.get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } }, (response) => {
        const out = createWriteStream(outFile);
        let bytes = 0;
        let chunks = 0;
        response.on('data', (chunk: Buffer) => {
          if (chunks === 0) {
            gc();
            baseline = level();
            peak = baseline;
            live = baseline;
          }
          bytes += chunk.length;
          chunks += 1;
          peak = Math.max(peak, level());
          if (chunks % gcEvery === 0) {
            gc();
            const now = level();
            lives.push(now - baseline);
            live = Math.max(live, now);
          }
          if (!out.write(chunk) || chunks % pauseEvery === 0) {
            response.pause();
            const resume = () => setTimeout(() => response.resume(), 1);
            if (out.writableNeedDrain) out.once('drain', resume);
            else resume();
          }
        });
        response.on('error', reject);
        response.on('end', () => {
          out.end(() => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, milliseconds: performance.now() - started, peakGrowth: peak - baseline, liveGrowth: live - baseline, liveMedian: median(lives) }));
        });
      });
      call.on('error', reject);
    });
  } finally {
    clearInterval(sampler);
  }
}

/** The same download at full speed, discarding the bytes, without any sampling: the archive's own time. */
export async function downloadFast(app: FastifyInstance, path: string, token: string): Promise<{ status: number; bytes: number; milliseconds: number }> {
  const { port } = app.server.address() as AddressInfo;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = http.get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, milliseconds: performance.now() - started }));
    });
    call.on('error', reject);
  });
}
