import { createBanksApi, createOffersApi, createSigningApi } from '../../api';
import type { RootStore } from '../RootStore';
import { AcceptOfferStore } from './AcceptOfferStore';
import { BanksStore } from './BanksStore';
import { ClaimStore } from './ClaimStore';
import { ConsentStore } from './ConsentStore';
import { DiscussionStore } from './DiscussionStore';

const stores = new WeakMap<RootStore, Map<number, BanksStore>>();

/** Whether the signed-in user reads offers as the agent or as the client (spec-2 §7.2 has a path for each). */
export function viewerOf(root: RootStore): 'agent' | 'client' {
  return root.session.user?.actor === 'client' || root.ports.role === 'client' ? 'client' : 'agent';
}

/** The banks store of one request, kept while the app runs so the panel and the header share it. */
export function banksFor(root: RootStore, requestId: number): BanksStore {
  let byId = stores.get(root);
  if (!byId) {
    byId = new Map();
    stores.set(root, byId);
  }
  let store = byId.get(requestId);
  if (!store) {
    const viewer = viewerOf(root);
    store = new BanksStore(requestId, {
      banks: createBanksApi(root.http),
      offers: createOffersApi(root.http, viewer),
      signing: createSigningApi(root.http),
      toasts: root.toasts,
      clipboard: root.ports.clipboard,
      routes: root.routes,
      logger: root.ports.logger,
      viewer,
    });
    byId.set(requestId, store);
  }
  return store;
}

/** The accept page of one offer. */
export function acceptOfferFor(root: RootStore, requestId: number, offerUuid: string): AcceptOfferStore {
  return new AcceptOfferStore(requestId, offerUuid, {
    offers: createOffersApi(root.http, viewerOf(root)),
    toasts: root.toasts,
    navigation: root.ports.navigation,
    routes: root.routes,
  });
}

/** The discussion page of one bank of a request. */
export function discussionFor(root: RootStore, requestId: number, bankUuid: string): DiscussionStore {
  return new DiscussionStore(banksFor(root, requestId), bankUuid, {
    offers: createOffersApi(root.http, viewerOf(root)),
    toasts: root.toasts,
    navigation: root.ports.navigation,
    routes: root.routes,
  });
}

/** The claim page of one bank of a request. */
export function claimFor(root: RootStore, requestId: number, bankUuid: string): ClaimStore {
  return new ClaimStore(banksFor(root, requestId), bankUuid, { offers: createOffersApi(root.http, viewerOf(root)), toasts: root.toasts });
}

/** The public consent page of a link's token. */
export function consentFor(root: RootStore, token: string): ConsentStore {
  return new ConsentStore(token, createBanksApi(root.http));
}
