import { sql } from 'kysely';
import zlib from 'node:zlib';
import type { RequestListPageWire, RequestListQueryWire } from '../../domain/wire/requestListWire';
import type { Executor } from '../db/schema';
import { ok } from '../http/envelope';
import { narrowedTo, type RequestViewer } from '../requests/requestAccess';
import { moscowDate } from '../requests/moscowDate';

/** The encodings a page is kept in besides plain JSON, best first. */
export type PageEncoding = 'br' | 'gzip';

/**
 * The best encoding of Accept-Encoding that a page is kept in: brotli, then gzip; none when the
 * browser takes neither or refuses both with q=0.
 */
export function acceptedEncoding(header: string | string[] | undefined): PageEncoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const taken = new Set<string>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    taken.add(name.trim());
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip')) return 'gzip';
  return null;
}

/** A page as it is sent: the envelope's JSON and, made on first demand, its compressed copies. */
export class ListPageBody {
  private readonly encoded = new Map<PageEncoding, Buffer>();

  constructor(readonly json: string) {}

  in(encoding: PageEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      // The same brotli quality as the app's on-the-fly compression (src/server/app.ts).
      bytes = encoding === 'br' ? zlib.brotliCompressSync(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * The version of an organisation's list (migration 012); '0' before its first change. The same value
 * the session check reads beside every session; read on its own where no session check is at hand.
 */
export async function listVersion(db: Executor, organizationId: number): Promise<string> {
  const result = await sql<{ version: string }>`
    select /* prepared:list_version */ coalesce((
      select v.version from bg_list_version as v join organizations as o on o.uuid = v.organization_uuid where o.id = ${organizationId}
    ), 0)::text as version`.execute(db);
  return result.rows[0]?.version ?? '0';
}

/** Everything a page depends on besides the data: who asks, as whom, on which Moscow day, and the query. */
function pageKey(viewer: RequestViewer, query: RequestListQueryWire, today: string): string {
  return JSON.stringify([
    viewer.userId,
    viewer.organizationId,
    viewer.actor,
    // A page of a member narrowed to his own requests is his alone, and not the page he saw with the wider right.
    narrowedTo(viewer),
    today,
    query.tab,
    query.page_number,
    query.page_size,
    query.client_id ?? null,
    query.client ?? null,
    query.date_from ?? null,
    query.date_to ?? null,
    query.manager_id ?? null,
    query.request_id ?? null,
  ]);
}

interface KeptPage {
  version: string;
  body: ListPageBody;
}

/**
 * Pages of the request list answered again while their organisation's list version stands still
 * (migration 012 moves it in the same transaction as any change a row shows). Agents switch tabs and
 * pages all day and the list is re-read after every push, while the requests behind a page change far
 * less often: a kept page costs no statement of its own (the session check reads the version beside
 * the session, `findActiveSessions`) instead of the page's statement, the row views and the
 * serialisation and compression of some 75 KB.
 *
 * The version is read before the page is built: a change that lands in between leaves a page newer than
 * its version, never older, and the version that change wrote sends the next read to a fresh page. Several server
 * instances each keep their own pages and all read the one version. The wide list of a platform
 * operator (show_my=false) is everyone's and is never kept. Least recently used pages go first.
 */
export class ListPageCache {
  private readonly pages = new Map<string, KeptPage>();
  /** Reads answered from a kept page and reads that built one, for logs and tests. */
  readonly stats = { kept: 0, built: 0 };

  constructor(private readonly capacity = 200) {}

  /**
   * The page of the query: kept while the list version stands still, else built and kept. `version` is
   * the organisation's list version as read before the page: the session check reads it beside the
   * session (`findActiveSessions`), so the route reads nothing more.
   */
  async read(viewer: RequestViewer, query: RequestListQueryWire, build: () => Promise<RequestListPageWire>, version: string): Promise<ListPageBody> {
    if (query.show_my === false || this.capacity === 0) {
      this.stats.built += 1;
      return new ListPageBody(JSON.stringify(ok(await build())));
    }
    const key = pageKey(viewer, query, moscowDate());
    const kept = this.pages.get(key);
    if (kept && kept.version === version) {
      // Most recently used last: the map's order is the eviction order.
      this.pages.delete(key);
      this.pages.set(key, kept);
      this.stats.kept += 1;
      return kept.body;
    }
    const body = new ListPageBody(JSON.stringify(ok(await build())));
    this.stats.built += 1;
    this.pages.delete(key);
    this.pages.set(key, { version, body });
    while (this.pages.size > this.capacity) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    return body;
  }
}
