import { sql } from 'kysely';
import type { SigningNeedWire } from '../../domain/wire/signingWire';
import { claimConfirmationType, claimSigningStatus } from '../claims/claimSigning';
import type { Executor } from '../db/schema';
import { offerAcceptanceType } from '../offers/offerAcceptanceForm';
import { offerSigningStatus } from '../offers/offerSigning';

interface DocumentRow {
  subrequest_id: string;
  kind: string;
  signed: boolean;
  reported: boolean;
  created_at: Date;
}

/**
 * What waits for the client's signature on each of these sub-requests, for the bank cards: an offer
 * accepted and waiting for its documents' signatures, a claim's changes the bank approved, documents
 * the bank posted to sign; with how many documents there are and how many are signed (the platform's
 * own form counts once formed). Two reads, whatever the number of banks.
 */
export async function signingNeedsOf(db: Executor, subRequestIds: readonly string[]): Promise<Map<string, SigningNeedWire[]>> {
  if (subRequestIds.length === 0) return new Map();
  const ids = [...subRequestIds];
  const [subs, documents] = await Promise.all([
    db
      .selectFrom('bg_subrequest as s')
      .select([sql<string>`s.id::text`.as('id'), 's.sub_status'])
      .select((eb) => [
        eb.selectFrom('bg_offer as o').select('o.uuid').whereRef('o.subrequest_id', '=', 's.id').orderBy(sql`o.accepted_at is not null`, 'desc').orderBy('o.version', 'desc').limit(1).as('offer_uuid'),
        eb.selectFrom('bg_claim as c').select('c.uuid').whereRef('c.subrequest_id', '=', 's.id').orderBy('c.id', 'desc').limit(1).as('claim_uuid'),
        eb.selectFrom('bg_claim as c').select('c.status').whereRef('c.subrequest_id', '=', 's.id').orderBy('c.id', 'desc').limit(1).as('claim_status'),
        eb.selectFrom('bg_claim as c').select('c.created_at').whereRef('c.subrequest_id', '=', 's.id').orderBy('c.id', 'desc').limit(1).as('claim_created_at'),
      ])
      .where('s.id', 'in', ids)
      .execute(),
    sql<DocumentRow>`
      select s.id::text as subrequest_id, f.type as kind, exists (select 1 from file_signature x where x.file_uuid = f.uuid) as signed, false as reported, f.created_at
      from storage_file f join bg_subrequest s on s.uuid = f.scope_uuid
      where s.id in (${sql.join(ids)}) and f.type in (${offerAcceptanceType}, ${claimConfirmationType}) and f.deleted_at is null
      union all
      select d.subrequest_id::text, d.kind, exists (select 1 from file_signature x where x.file_uuid = d.file_uuid), d.signed_at is not null, d.created_at
      from bg_bank_document d join storage_file f on f.uuid = d.file_uuid
      where d.subrequest_id in (${sql.join(ids)}) and d.kind in ('offer_document', 'claim_document', 'additional_document') and f.deleted_at is null`.execute(db),
  ]);
  const needs = new Map<string, SigningNeedWire[]>();
  const count = (rows: readonly DocumentRow[]) => ({ documents: rows.length, signed: rows.filter((row) => row.signed).length });
  for (const sub of subs) {
    const own = documents.rows.filter((row) => row.subrequest_id === sub.id);
    const list: SigningNeedWire[] = [];
    if (sub.sub_status === offerSigningStatus) {
      list.push({ purpose: 'offer', offer_uuid: sub.offer_uuid, claim_uuid: null, ...count(own.filter((row) => row.kind === offerAcceptanceType || row.kind === 'offer_document')) });
    }
    if (sub.sub_status === claimSigningStatus && sub.claim_status === 'responded' && sub.claim_created_at) {
      const since = new Date(sub.claim_created_at).getTime();
      const rows = own.filter((row) => (row.kind === claimConfirmationType || row.kind === 'claim_document') && new Date(row.created_at).getTime() >= since);
      list.push({ purpose: 'claim', offer_uuid: null, claim_uuid: sub.claim_uuid, ...count(rows) });
    }
    const pending = own.filter((row) => row.kind === 'additional_document' && !row.reported);
    if (pending.length > 0) list.push({ purpose: 'additional', offer_uuid: null, claim_uuid: null, ...count(pending) });
    if (list.length > 0) needs.set(sub.id, list);
  }
  return needs;
}
