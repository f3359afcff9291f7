/** The banner plates from the server (spec-2 §4.4; docs/operator-desk.md). */

export type BannerTypeWire = 'info' | 'success' | 'warning' | 'error';
/** Who sees a plate: agents' cabinets, clients' cabinets, or both. */
export type BannerAudienceWire = 'all' | 'agents' | 'clients';

/** One plate of GET /v2/notification/read/alerts: id, HTML content (sanitised by the server), type, closable. */
export interface BannerWire {
  id: number;
  content: string;
  type: BannerTypeWire;
  closable: boolean;
}

/** A plate as the operator's desk lists it: who it is for, who published it, whether it is still shown. */
export interface OperatorBannerWire extends BannerWire {
  audience: BannerAudienceWire;
  /** One organisation's INN when the plate is for that organisation only. */
  organization_inn: string | null;
  created_at: string;
  created_by: string;
  withdrawn_at: string | null;
  /** How many users have closed it. */
  closed_count: number;
}

/** POST /v2/notification/write/admin/alerts: a new plate. */
export interface PublishBannerBody {
  content: string;
  type: BannerTypeWire;
  closable: boolean;
  audience: BannerAudienceWire;
  organization_inn?: string | null;
}
