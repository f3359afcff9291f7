import type { SelectQueryBuilder } from 'kysely';
import type { AuthContext } from '../accounts/sessions';
import type { DB, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { requestTexts } from './texts';
import type { VisibleRequest } from './requestRecord';

/** Who asks for a request: the signed-in user in his current organisation. */
export type RequestViewer = Pick<AuthContext, 'userId' | 'organizationId' | 'actor'>;

/** The uuid of the viewer's current organisation, as a subquery to compare request columns with. */
export function viewerOrganizationUuid(db: Executor, viewer: RequestViewer) {
  return db.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId);
}

/**
 * The access rule of a request: the organisation that owns it sees it, and so does the client
 * organisation it was made for; nobody else learns that it exists (the answer is the same 404 as for
 * a number never issued).
 */
export function whereVisible<O>(db: Executor, query: SelectQueryBuilder<DB & { r: DB['bg_request'] }, 'r', O>, viewer: RequestViewer) {
  const mine = viewerOrganizationUuid(db, viewer);
  return query.where((eb) => eb.or([eb('r.organization_uuid', '=', mine), eb('r.client_organization_uuid', '=', mine)]));
}

/** 404 'Заявка не найдена' — for a missing request and for somebody else's alike. */
export function requestNotFound(): AppError {
  return AppError.notFound(requestTexts.notFound);
}

/**
 * Refuses a change to a request that is read-only for this user: one marked readonly (sent to banks),
 * or one he sees only as its client (spec-2 §5.8: a readonly request cannot be saved).
 */
export function assertWritable(request: VisibleRequest): void {
  if (request.readonly || request.access !== 'owner') throw AppError.badRequest(requestTexts.readonly);
}
