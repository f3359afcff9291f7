import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/**
 * An offer version as the offer code reads it: money as '15000.00' and dates as YYYY-MM-DD, whatever
 * the driver makes of numeric and date columns (pg and PGlite differ), ids as text.
 */
export interface OfferRow {
  id: string;
  uuid: string;
  subrequest_id: string;
  version: number;
  source: 'bank' | 'agent';
  bank_commission: string;
  commission: string;
  sum: string;
  duration: number;
  date_from: string | null;
  date_to: string | null;
  is_current_date_invoice: boolean;
  is_selected: boolean;
  sent_for_approval_at: string | null;
  accepted_at: string | null;
  accepted_by: number | null;
  delivery_type: 'digital' | 'paper' | null;
  delivery_method: 'pickup' | 'courier_delivery' | null;
  delivery_address: string | null;
  delivery_cost: string | null;
  additional_agreements: unknown;
  created_by: number | null;
  created_at: string;
  /** The bank asked through its API for a signed acceptance of this version. */
  requires_signature: boolean;
  /** Every document of the accepted offer was signed (offer_signed). */
  signed_at: string | null;
  /** The author's "Фамилия Имя" for an agent's version. */
  author: string | null;
}

/** bg_offer selected as an {@link OfferRow} under the alias `o`, joined to its author. */
export function selectOffers(db: Executor) {
  return db
    .selectFrom('bg_offer as o')
    .leftJoin('users as u', 'u.id', 'o.created_by')
    .select([
      sql<string>`o.id::text`.as('id'),
      sql<string>`o.uuid::text`.as('uuid'),
      sql<string>`o.subrequest_id::text`.as('subrequest_id'),
      'o.version',
      'o.source',
      sql<string>`o.bank_commission::text`.as('bank_commission'),
      sql<string>`o.commission::text`.as('commission'),
      sql<string>`o.sum::text`.as('sum'),
      'o.duration',
      sql<string | null>`o.date_from::text`.as('date_from'),
      sql<string | null>`o.date_to::text`.as('date_to'),
      'o.is_current_date_invoice',
      'o.is_selected',
      sql<string | null>`to_char(o.sent_for_approval_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('sent_for_approval_at'),
      sql<string | null>`to_char(o.accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('accepted_at'),
      'o.accepted_by',
      'o.delivery_type',
      'o.delivery_method',
      'o.delivery_address',
      sql<string | null>`o.delivery_cost::text`.as('delivery_cost'),
      'o.additional_agreements',
      'o.created_by',
      'o.requires_signature',
      sql<string | null>`to_char(o.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('signed_at'),
      sql<string>`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
      sql<string | null>`case when u.id is null then null else trim(u.last_name || ' ' || u.first_name) end`.as('author'),
    ]);
}

/** The current (highest) version of each sub-request's offer, with how many versions it has. */
export async function currentOffersOf(db: Executor, subrequestIds: readonly string[]): Promise<Map<string, { offer: OfferRow; versions: number }>> {
  if (subrequestIds.length === 0) return new Map();
  const rows = await selectOffers(db)
    .select(sql<number>`(select count(*)::int from bg_offer v where v.subrequest_id = o.subrequest_id)`.as('versions_count'))
    .where('o.subrequest_id', 'in', [...subrequestIds])
    .where((eb) => eb('o.version', '=', eb.selectFrom('bg_offer as m').select((m) => m.fn.max('m.version').as('max')).whereRef('m.subrequest_id', '=', 'o.subrequest_id')))
    .execute();
  return new Map(rows.map(({ versions_count, ...offer }) => [offer.subrequest_id, { offer, versions: versions_count }]));
}

/** Every version of a sub-request's offer, newest first. */
export function offerVersionsOf(db: Executor, subrequestId: string): Promise<OfferRow[]> {
  return selectOffers(db).where('o.subrequest_id', '=', subrequestId).orderBy('o.version', 'desc').execute();
}

/** The version of a sub-request's offer that was accepted, if any. */
export function acceptedOfferOf(db: Executor, subrequestId: string): Promise<OfferRow | undefined> {
  return selectOffers(db).where('o.subrequest_id', '=', subrequestId).where('o.accepted_at', 'is not', null).orderBy('o.version', 'desc').executeTakeFirst();
}
