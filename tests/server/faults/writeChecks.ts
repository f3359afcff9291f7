import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/schema';
import type { RecordedCall } from './recordingApi';

/** Where the local file store keeps the bytes of a hash (src/server/storage/localFileStore.ts). */
function blobPath(filesRoot: string, sha256: string): string {
  return path.join(filesRoot, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
}

/** The step row each acknowledged form write must have left (src/server/requestForm/). */
function stepOf(url: string): string | null {
  if (url === '/v1/bgparameters/write') return 'guaranty-detail-info';
  if (url === '/v1/questionnaire/write/juridical') return 'questionnaire';
  if (url === '/v1/questionnaire/write/financereport') return 'finance-report';
  return /^\/v2\/bgrequest\/write\/\d+\/step\/([a-z-]+)$/.exec(url)?.[1] ?? null;
}

type Sent = Record<string, unknown>;

/**
 * Looks for every write the server acknowledged (code 20000) in the database and the file store;
 * answers how many were checked and a line for each one that is not there.
 */
export async function findLostWrites(db: Db, filesRoot: string, calls: readonly RecordedCall[]): Promise<{ checked: number; lost: string[] }> {
  let checked = 0;
  const lost: string[] = [];
  const stepRow = async (requestId: unknown, step: string) =>
    db.selectFrom('bg_request_step').select(['checked']).where('request_id', '=', String(requestId)).where('step', '=', step).executeTakeFirst();
  for (const call of calls) {
    if (call.method !== 'POST' || call.body?.code !== 20000) continue;
    const sent = (call.sent ?? {}) as Sent;
    const data = (call.body.data ?? {}) as Sent;
    const what = `${call.url} ${JSON.stringify(sent).slice(0, 80)}`;
    const step = stepOf(call.url);
    if (call.url === '/v1/bgrequest/write') {
      checked += 1;
      if (!(await stepRow(data['id'], 'company-information'))) lost.push(`created request ${String(data['id'])} is missing: ${what}`);
    } else if (step !== null) {
      checked += 1;
      const requestId = sent['request_id'] ?? /\/(\d+)\/step\//.exec(call.url)?.[1];
      if (!(await stepRow(requestId, step))) lost.push(`step ${step} of request ${String(requestId)} is missing`);
    } else if (call.url === '/v1/storage/write/file') {
      checked += 1;
      const row = await db.selectFrom('storage_file').select(['sha256']).where('uuid', '=', String(data['uuid'])).where('deleted_at', 'is', null).executeTakeFirst();
      if (!row) lost.push(`file ${String(data['uuid'])} has no row`);
      else if (!fs.existsSync(blobPath(filesRoot, row.sha256))) lost.push(`file ${String(data['uuid'])} has no bytes`);
    } else if (call.url === '/v2/bgrequest/write/saveasdraft') {
      checked += 1;
      for (const name of (sent['steps'] as string[] | undefined) ?? []) {
        if (!(await stepRow(sent['request_id'], name))?.checked) lost.push(`draft save of request ${String(sent['request_id'])}: step ${name} is not checked`);
      }
    } else if (call.url === '/v2/bgrequest/write/send') {
      checked += 1;
      for (const bank of (sent['fko_uuids'] as string[] | undefined) ?? []) {
        const sub = await db.selectFrom('bg_subrequest').select('sub_status').where('request_id', '=', String(sent['request_id'])).where('bank_uuid', '=', bank).executeTakeFirst();
        if (!sub || sub.sub_status === 'draft') lost.push(`request ${String(sent['request_id'])} sent to ${bank}: sub-request is ${sub?.sub_status ?? 'missing'}`);
      }
    }
  }
  return { checked, lost };
}

/** Every blob under the store's root (its temp folder apart), by hash. */
function blobsOnDisk(filesRoot: string): string[] {
  if (!fs.existsSync(filesRoot)) return [];
  return fs
    .readdirSync(filesRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name))
    .map((entry) => entry.name);
}

/**
 * Half-done writes, found with SQL over the tables and a walk over the file store: each line is one.
 * A request read-only without a bank past the draft, a sub-request moved without its history, a
 * sub-request sent without the bank's event, a request without its creation steps, a file row without
 * its bytes, bytes without a row, a temp file left behind.
 */
export async function findPartialWrites(db: Db, filesRoot: string): Promise<string[]> {
  const partial: string[] = [];
  const readonlyWithoutBank = await sql<{ id: string }>`
    select r.id from bg_request r
    where r.readonly and not exists (select 1 from bg_subrequest s where s.request_id = r.id and s.sub_status <> 'draft')`.execute(db);
  for (const row of readonlyWithoutBank.rows) partial.push(`request ${row.id} is read-only with no bank past the draft`);
  const movedWithoutHistory = await sql<{ id: string }>`
    select s.id from bg_subrequest s
    where s.sub_status <> 'draft' and not exists (select 1 from bg_subrequest_status h where h.subrequest_id = s.id)`.execute(db);
  for (const row of movedWithoutHistory.rows) partial.push(`sub-request ${row.id} moved without a status history`);
  const sentWithoutEvent = await sql<{ id: string }>`
    select s.id from bg_subrequest s
    where exists (select 1 from bg_subrequest_status h where h.subrequest_id = s.id and h.to_status = 'sent')
      and not exists (select 1 from bank_outbox o where o.subrequest_uuid = s.uuid and o.event = 'subrequest_sent')`.execute(db);
  for (const row of sentWithoutEvent.rows) partial.push(`sub-request ${row.id} sent without the bank's event`);
  const withoutCreationSteps = await sql<{ id: string }>`
    select r.id from bg_request r
    where (select count(*) from bg_request_step t where t.request_id = r.id and t.step in ('company-information', 'guarantee-information')) <> 2`.execute(db);
  for (const row of withoutCreationSteps.rows) partial.push(`request ${row.id} lacks its creation steps`);

  const rows = await db.selectFrom('storage_file').select(['uuid', 'sha256']).execute();
  for (const row of rows) if (!fs.existsSync(blobPath(filesRoot, row.sha256))) partial.push(`file row ${row.uuid} has no bytes`);
  const known = new Set(rows.map((row) => row.sha256));
  for (const blob of blobsOnDisk(filesRoot)) if (!known.has(blob)) partial.push(`bytes ${blob} have no file row`);
  const tmp = path.join(filesRoot, 'tmp');
  if (fs.existsSync(tmp)) for (const name of fs.readdirSync(tmp)) partial.push(`temp file ${name} left in the store`);
  return partial;
}
