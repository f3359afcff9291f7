import type { Selectable } from 'kysely';
import type { BgRequestTable } from '../db/schema';
import type { Tender, TenderLaw } from '../integrations/datasets/types';

/** A tender as saved on a request: the Tender entity (spec-1 §3), its law always present. */
export type SavedTender = Partial<Tender> & { law: TenderLaw };

type Row = Selectable<BgRequestTable>;

/**
 * The root request as the server keeps it (spec-1 §3 Request, the fields that exist so far): the
 * bg_request row with the number as a number, the tender typed and the moments as ISO text.
 */
export type RequestRecord = Omit<Row, 'id' | 'tender' | 'created_at' | 'updated_at'> & {
  /** The request number. */
  id: number;
  tender: SavedTender | null;
  created_at: string;
  updated_at: string;
};

/**
 * How the user reaching a request stands to it: `owner` — his organisation keeps it; `client` — the
 * request was made for his organisation by an agent, which he may read and sign but not change.
 */
export type RequestAccess = 'owner' | 'client';

export interface VisibleRequest extends RequestRecord {
  access: RequestAccess;
}

/** The columns of bg_request, in table order. */
export const requestColumns = [
  'id',
  'uuid',
  'organization_uuid',
  'client_organization_uuid',
  'created_by',
  'actor',
  'inn',
  'kpp',
  'ogrn',
  'name',
  'is_ip',
  'is_joint',
  'readonly',
  'tender',
  'tender_number',
  'tender_lot_number',
  'tender_uuid',
  'law',
  'request_status',
  'sub_status',
  'documents_scope_uuid',
  'created_at',
  'updated_at',
] as const;

/** A bg_request row as a record: the identity as a number (pg reads bigint as text), dates as ISO. */
export function toRequestRecord(row: Row): RequestRecord {
  return {
    ...row,
    id: Number(row.id),
    tender: row.tender as SavedTender | null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
