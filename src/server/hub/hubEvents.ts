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
}

export type HubTarget = keyof HubPayloads;

/** An event as the rest of the server publishes it. */
export interface HubPublication<T extends HubTarget = HubTarget> {
  /** Every connection of these organisations' users gets the event. */
  organizationUuids: readonly string[];
  target: T;
  payload: HubPayloads[T];
}

/**
 * Who hears about a request: the organisation that owns it and its client organisation, when there
 * is one and it is another.
 */
export function requestAudience(request: { organization_uuid: string; client_organization_uuid: string | null }): string[] {
  const audience = [request.organization_uuid];
  if (request.client_organization_uuid && request.client_organization_uuid !== request.organization_uuid) audience.push(request.client_organization_uuid);
  return audience;
}
