import type { BannerWire, OperatorBannerWire, PublishBannerBody } from '../domain/wire/bannersWire';
import type { CallOptions, Http } from './createHttp';

/**
 * The banner plates of spec-2 §4.4 (docs/operator-desk.md): a user reads and closes his plates; an
 * operator of the platform lists, publishes and withdraws them.
 */
export function createBannersApi(http: Http) {
  return {
    /** Silent: a plate that could not be read is no news; the next read brings it. */
    readAlerts: (options: CallOptions = {}) => http.get<BannerWire[]>('/v2/notification/read/alerts', { silent: true, ...options }),
    closeAlert: (id: number) => http.post<{ id: number; closed: true }>(`/v2/notification/write/alerts/${id}/wast`, {}),
    readAll: (options: CallOptions = {}) => http.get<OperatorBannerWire[]>('/v2/notification/read/admin/alerts', options),
    publish: (body: PublishBannerBody) => http.post<OperatorBannerWire>('/v2/notification/write/admin/alerts', body),
    withdraw: (id: number) => http.post<OperatorBannerWire>(`/v2/notification/write/admin/alerts/${id}/withdraw`, {}),
  };
}

export type BannersApi = ReturnType<typeof createBannersApi>;
