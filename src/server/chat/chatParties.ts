import type { ChatViewerSide } from '../../domain/chat/chatWriteAccess';
import type { ChatAuthorSide, Executor } from '../db/schema';
import { requestNotFound, seesRequest, type RequestParties, type RequestViewer } from '../requests/requestAccess';
import { isOperator } from '../sending/verification';

/** The request a chat hangs off, as much as access and publishing need. */
export interface ChatRequest extends RequestParties {
  id: number;
  uuid: string;
}

/** How the reader stands to a chat's request: who he is there and in whose name he writes. */
export interface ChatStanding {
  request: ChatRequest;
  side: ChatViewerSide;
  /** What his messages show: agent or client by his cabinet, operator for the platform's operator. */
  authorSide: ChatAuthorSide;
  /** His current organisation's uuid. */
  organizationUuid: string;
}

/** The request's parties, or null. */
export async function chatRequestOf(db: Executor, requestId: number | string): Promise<ChatRequest | null> {
  const row = await db
    .selectFrom('bg_request')
    .select(['id', 'uuid', 'organization_uuid', 'client_organization_uuid', 'created_by', 'manager_user_id'])
    .where('id', '=', String(requestId))
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * How the viewer stands to the request of a chat: its keeping organisation (owner) or its client
 * organisation (client) by the request list's own rule (`seesRequest`, a member narrowed to his own
 * requests included), else the platform's operator; anybody else gets the same 404 as for a request
 * that does not exist.
 * @throws AppError 404 'Заявка не найдена'
 */
export async function chatStanding(db: Executor, viewer: RequestViewer, requestId: number | string): Promise<ChatStanding> {
  const request = await chatRequestOf(db, requestId);
  if (!request) throw requestNotFound();
  const organization = await db.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId).executeTakeFirst();
  if (!organization) throw requestNotFound();
  const authorSide: ChatAuthorSide = viewer.actor === 'client' ? 'client' : 'agent';
  if (seesRequest(viewer, organization.uuid, request)) {
    return { request, side: request.organization_uuid === organization.uuid ? 'owner' : 'client', authorSide, organizationUuid: organization.uuid };
  }
  if (await isOperator(db, viewer.userId)) return { request, side: 'operator', authorSide: 'operator', organizationUuid: organization.uuid };
  throw requestNotFound();
}
