import { createBanksApi, createOffersApi, createRequestFormApi } from '../../api';
import { viewerOf } from '../banks/banksFor';
import type { RootStore } from '../RootStore';
import { offerVersionsData, statusHistoryData } from './CurtainDataStore';
import { RequestSummaryStore } from './RequestSummaryStore';

const summaries = new WeakMap<RootStore, Map<number, RequestSummaryStore>>();

/** The summary store of one request, kept while the app runs so reopening its panel is instant. */
export function summaryFor(root: RootStore, requestId: number): RequestSummaryStore {
  let byId = summaries.get(root);
  if (!byId) {
    byId = new Map();
    summaries.set(root, byId);
  }
  let store = byId.get(requestId);
  if (!store) {
    store = new RequestSummaryStore(requestId, createRequestFormApi(root.http), () => root.sidebar.previewOf(requestId));
    byId.set(requestId, store);
  }
  return store;
}

/** The status history curtain's data (of the request, or of one of its banks). */
export function statusHistoryFor(root: RootStore, requestId: number, subrequestUuid: string | null) {
  return statusHistoryData(createBanksApi(root.http), requestId, subrequestUuid);
}

/** The offer versions curtain's data. */
export function offerVersionsFor(root: RootStore, offerUuid: string) {
  return offerVersionsData(createOffersApi(root.http, viewerOf(root)), offerUuid);
}
