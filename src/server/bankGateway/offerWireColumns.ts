import { sql } from 'kysely';

/** The columns of an offer version as the bank API answers it (the dates as the days they are). */
export const offerWireColumns = [
  'uuid',
  'version',
  'source',
  'bank_commission',
  'commission',
  'sum',
  'duration',
  sql<string | null>`date_from::text`.as('date_from'),
  sql<string | null>`date_to::text`.as('date_to'),
  'requires_signature',
  'accepted_at',
  'signed_at',
  'created_at',
] as const;
