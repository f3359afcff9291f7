import { AppError } from '../http/AppError';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { subRequestTexts } from '../subrequests/texts';

/**
 * The request's sub-requests named by bank uuid (fko_uuids, as the spec's payloads name banks) or by
 * sub-request uuid; every name must match one, else 404 'Заявка в банк не найдена'. No names: all of them.
 */
export function pickSubRequests(rows: readonly SubRequestRow[], names: readonly string[] | undefined): SubRequestRow[] {
  if (!names || names.length === 0) return [...rows];
  const picked: SubRequestRow[] = [];
  for (const name of new Set(names)) {
    const row = rows.find((candidate) => candidate.bank_uuid === name || candidate.uuid === name);
    if (!row) throw AppError.notFound(subRequestTexts.notFound);
    if (!picked.includes(row)) picked.push(row);
  }
  return picked;
}
