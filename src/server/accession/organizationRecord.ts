import type { Executor, OrganizationType } from '../db/schema';
import { AppError } from '../http/AppError';
import { moscowDate } from '../requests/moscowDate';

/** An organisation as its documents need it: codes, name, cabinet and the day it registered. */
export interface OrganizationRecord {
  id: number;
  uuid: string;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  type: OrganizationType;
  /** The Moscow day of its registration, when it accepted the platform's offer (YYYY-MM-DD). */
  registered_on: string;
}

/** The organisation by id or uuid; a session's organisation always exists, so a miss is a 401. */
export async function organizationRecord(db: Executor, by: { id: number } | { uuid: string }): Promise<OrganizationRecord> {
  let query = db.selectFrom('organizations').select(['id', 'uuid', 'name', 'inn', 'kpp', 'ogrn', 'type', 'created_at']);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('uuid', '=', by.uuid);
  const row = await query.executeTakeFirst();
  if (!row) throw AppError.unauthorized();
  const { created_at, ...organization } = row;
  return { ...organization, registered_on: moscowDate(created_at) };
}
