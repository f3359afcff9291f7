import type { SelectQueryBuilder } from 'kysely';
import { viewAllRequestsKey } from '../../domain/permissions';
import type { AuthContext } from '../accounts/sessions';
import type { DB, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { requestTexts } from './texts';
import type { VisibleRequest } from './requestRecord';

/**
 * Who asks for a request: the signed-in user in his current organisation, with his permission keys when
 * he is a member calling the API (the server's own callers, such as the bank simulator, carry none).
 */
export type RequestViewer = Pick<AuthContext, 'userId' | 'organizationId' | 'actor'> & { permissions?: AuthContext['permissions']; origin?: AuthContext['origin'] };

/**
 * The user an agent member's view of requests is narrowed to, or null when he sees his organisation's
 * every request: without `agent_view_all_requests` (spec-2 §6) he sees the requests he created and those
 * he is the manager of (POST /v1/bgrequest/write/agent/manager).
 */
export function narrowedTo(viewer: RequestViewer): number | null {
  if (viewer.actor !== 'agent' || viewer.permissions === undefined) return null;
  return viewer.permissions.includes(viewAllRequestsKey) ? null : viewer.userId;
}

/** The uuid of the viewer's current organisation, as a subquery to compare request columns with. */
export function viewerOrganizationUuid(db: Executor, viewer: RequestViewer) {
  return db.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId);
}

/**
 * The access rule of a request: the organisation that owns it sees it, and so does the client
 * organisation it was made for; nobody else learns that it exists (the answer is the same 404 as for
 * a number never issued). A member narrowed to his own requests (`narrowedTo`) gets the same 404 for
 * the others of his organisation.
 */
export function whereVisible<O>(db: Executor, query: SelectQueryBuilder<DB & { r: DB['bg_request'] }, 'r', O>, viewer: RequestViewer) {
  const mine = viewerOrganizationUuid(db, viewer);
  const visible = query.where((eb) => eb.or([eb('r.organization_uuid', '=', mine), eb('r.client_organization_uuid', '=', mine)]));
  const userId = narrowedTo(viewer);
  return userId === null ? visible : visible.where((eb) => eb.or([eb('r.created_by', '=', userId), eb('r.manager_user_id', '=', userId)]));
}

/** Who a request belongs to, as far as seeing it goes. */
export interface RequestParties {
  organization_uuid: string;
  client_organization_uuid: string | null;
  created_by: number;
  manager_user_id: number | null;
}

/**
 * `whereVisible` for a request already read (a stored file's, say): the same rule, so that anything
 * hanging off a request answers exactly as the request itself does.
 */
export function seesRequest(viewer: RequestViewer, viewerOrganizationUuid: string, request: RequestParties): boolean {
  if (request.organization_uuid !== viewerOrganizationUuid && request.client_organization_uuid !== viewerOrganizationUuid) return false;
  const userId = narrowedTo(viewer);
  return userId === null || request.created_by === userId || request.manager_user_id === userId;
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
