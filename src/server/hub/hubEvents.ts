import type { ActState } from '../../domain/wire/revisionWire';

/** What each hub method carries to the browser (spec-2 §4: the notification events). */
export interface HubPayloads {
  RequestStatusChanged: {
    status: string;
    requestId: string;
    /** The bank's key. */
    fkoKey: string | null;
    bank_uuid: string | null;
    bank_name: string | null;
  };
  NewChatMessage: {
    requestId: string;
    fkoKey: string | null;
  };
  /**
   * An act of mutual settlements was formed (or formed again) or moved to another state (docs/revisions.md):
   * the open settlements screen and the desk's acts read it again.
   */
  RevisionActChanged: {
    actUuid: string;
    /** YYYY-MM */
    period: string;
    state: ActState;
  };
}

export type HubTarget = keyof HubPayloads;

/**
 * Changes of a request that move no bank, carried as internal `status` values of RequestStatusChanged
 * (as `offer_changed` and `offer_returned` are), with no bank: the open views of the request read it again.
 */
export const requestChangeEvents = {
  /** The agent saved the choice of banks. */
  banksChosen: 'banks_chosen',
  /** The client consented to the processing of personal data (in the app or by the link). */
  consentGiven: 'consent_given',
} as const;

/** The event of a change of a request that moves no bank, to the request's audience. */
export function requestChangePublication(
  request: { id: number | string; organization_uuid: string; client_organization_uuid: string | null; created_by: number; manager_user_id: number | null },
  status: (typeof requestChangeEvents)[keyof typeof requestChangeEvents],
): HubPublication<'RequestStatusChanged'> {
  return {
    ...requestAudience(request),
    target: 'RequestStatusChanged',
    payload: { status, requestId: String(request.id), fkoKey: null, bank_uuid: null, bank_name: null },
  };
}

/** Who hears an event. */
export interface HubAudience {
  /** Every connection of these organisations' users, but for the narrowed members below. */
  organizationUuids: readonly string[];
  /**
   * For an event about a request: the users who created it and manage it, the only members narrowed to
   * their own requests (without `agent_view_all_requests`) who hear it. null: an event every member of
   * the organisations may hear.
   */
  requestUsers: readonly number[] | null;
  /**
   * A key of config/permissions.json: only the members holding it hear the event (an act is read with
   * «Просмотр взаиморасчётов», so only its holders hear of one). Absent: no permission asked.
   */
  permission?: string;
}

/** An event as the rest of the server publishes it. */
export interface HubPublication<T extends HubTarget = HubTarget> extends HubAudience {
  target: T;
  payload: HubPayloads[T];
}

/**
 * Who hears about a request: the organisation that owns it and its client organisation, when there is
 * one and it is another — of a member narrowed to his own requests, only its creator and its manager,
 * as `whereVisible` lets them see it.
 */
export function requestAudience(request: { organization_uuid: string; client_organization_uuid: string | null; created_by: number; manager_user_id: number | null }): HubAudience {
  const organizationUuids = [request.organization_uuid];
  if (request.client_organization_uuid && request.client_organization_uuid !== request.organization_uuid) organizationUuids.push(request.client_organization_uuid);
  const requestUsers = request.manager_user_id === null || request.manager_user_id === request.created_by ? [request.created_by] : [request.created_by, request.manager_user_id];
  return { organizationUuids, requestUsers };
}

/** A connection as delivery sees it: its user, whether he sees only his own requests (`narrowedTo`), and his member's permissions. */
export interface Listener {
  userId: number;
  narrowed: boolean;
  permissions: readonly string[];
}

/**
 * Whether a connection of one of the event's organisations hears it: always, unless its member is
 * narrowed and the event is about a request he neither created nor manages, or the event asks for a
 * permission its member does not hold. No query: the event carries the request's users and the
 * permission, the connection its flag and its member's permissions.
 */
export function hears(listener: Listener, event: { requestUsers?: readonly number[] | undefined; permission?: string | undefined }): boolean {
  if (event.permission !== undefined && !listener.permissions.includes(event.permission)) return false;
  return !listener.narrowed || event.requestUsers === undefined || event.requestUsers.includes(listener.userId);
}
