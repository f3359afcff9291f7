import type {
  NotificatorsCountWire,
  RequestListPageWire,
  RequestListQueryWire,
  RequestSearchQueryWire,
  RequestSearchWire,
} from '../domain/wire/requestListWire';
import { banksConfig } from '../domain/banks';
import { describeListPage, type RequestListPage } from '../domain/requestList/describeListRow';
import type { CallOptions, Http } from './createHttp';

/**
 * The request list calls of spec-2 §7.6: a page of the grouped list, the client search and the
 * per-tab counts. Every call takes an abort signal, since the list drops answers the user has
 * already moved past.
 */
export function createRequestListApi(http: Http) {
  return {
    /** A page described for the screen: the wire's banks get their names and looks from config. */
    readPage: async (query: RequestListQueryWire, options: CallOptions = {}): Promise<RequestListPage> =>
      describeListPage(await http.post<RequestListPageWire>('/v1/grid/read/list/groupped', query, options), banksConfig.banks),
    search: (query: RequestSearchQueryWire, options: CallOptions = {}) => http.post<RequestSearchWire>('/v1/grid/read/search', query, options),
    readCounts: (showMy: boolean, options: CallOptions = {}) =>
      http.get<NotificatorsCountWire>('/v2/grid/read/list/notificators-count', { ...options, params: { ...options.params, show_my: showMy } }),
  };
}

export type RequestListApi = ReturnType<typeof createRequestListApi>;
