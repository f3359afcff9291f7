import { createRequestFormApi, createStorageApi } from '../../../api';
import { PassportRecognitionSample } from '../../PassportRecognitionSample';
import { PassportRecognitionStore } from '../../PassportRecognitionStore';
import type { RootStore } from '../../RootStore';
import { acceptOfferFor, banksFor, claimFor, discussionFor } from '../../banks/banksFor';
import type { BanksStore } from '../../banks/BanksStore';
import type { ClaimStore } from '../../banks/ClaimStore';
import type { DiscussionStore } from '../../banks/DiscussionStore';
import { CustomersPanelStore } from './CustomersPanelStore';
import { DeliveryInfoStore } from './DeliveryInfoStore';
import { FilePreviewStore } from './FilePreviewStore';
import { RequestDocumentsStore } from './RequestDocumentsStore';

const kept = new WeakMap<RootStore, Map<string, unknown>>();

/**
 * A view's store kept while the app runs, so a panel opened again (or drawn again by its host) shows
 * what it knew at once and refreshes behind it.
 */
function keep<T>(root: RootStore, key: string, build: () => T): T {
  let stores = kept.get(root);
  if (!stores) {
    stores = new Map();
    kept.set(root, stores);
  }
  if (!stores.has(key)) stores.set(key, build());
  return stores.get(key) as T;
}

/** The customers of a request for CustomersList and CustomerDetails. */
export function customersPanelFor(root: RootStore, requestId: number): CustomersPanelStore {
  return keep(root, `customers:${requestId}`, () => new CustomersPanelStore(requestId, createRequestFormApi(root.http)));
}

/** The documents of a request for DocumentPreview and the Document curtain. */
export function requestDocumentsFor(root: RootStore, requestId: number): RequestDocumentsStore {
  return keep(root, `documents:${requestId}`, () => new RequestDocumentsStore(requestId, { form: createRequestFormApi(root.http), storage: createStorageApi(root.http) }));
}

/** One stored file's bytes for a preview; not kept, as files may weigh megabytes. */
export function filePreviewFor(root: RootStore, fileUuid: string): FilePreviewStore {
  return new FilePreviewStore(fileUuid, createStorageApi(root.http));
}

/** The delivery of a request's accepted offer (of the given bank, or the accepted one). */
export function deliveryInfoFor(root: RootStore, requestId: number, bankUuid: string | null): DeliveryInfoStore {
  return keep(
    root,
    `delivery:${requestId}:${bankUuid ?? ''}`,
    () => new DeliveryInfoStore(bankUuid, { banks: banksFor(root, requestId), acceptOf: (offerUuid) => acceptOfferFor(root, requestId, offerUuid) }),
  );
}

/**
 * Loads a request's banks for a panel without the side effects of the banks panel's first load
 * (automatic pre-scoring, failure toasts): the panel shows its own message.
 */
export async function loadBanksQuietly(banks: BanksStore): Promise<void> {
  if (!banks.loaded) await banks.load({ quiet: true });
}

/** A store of a bank's panel and how to load it: its request's banks quietly first, then its own data. */
export interface BankViewStore<T> {
  store: T;
  load(): Promise<boolean>;
}

/** The agreement parameters of a bank (RequestAgreement): the discussion page's store. */
export function agreementFor(root: RootStore, requestId: number, bankUuid: string): BankViewStore<DiscussionStore> {
  const store = discussionFor(root, requestId, bankUuid);
  return {
    store,
    load: async () => {
      await loadBanksQuietly(banksFor(root, requestId));
      return store.load();
    },
  };
}

/** The claims of a bank and the documents it posted on them (BankDocumentPreview): the claim page's store. */
export function bankDocumentsFor(root: RootStore, requestId: number, bankUuid: string): BankViewStore<ClaimStore> {
  const store = claimFor(root, requestId, bankUuid);
  return {
    store,
    load: async () => {
      await loadBanksQuietly(banksFor(root, requestId));
      return store.load();
    },
  };
}

const recognitions = new WeakMap<RootStore, PassportRecognitionStore>();

/**
 * The app's passport recognition (PassportRecognitionPreview): one store while the app runs, so the
 * panel shows the last result until another scan is read.
 * @param baseUrl where the app's public files are served (Vite's BASE_URL).
 */
export function passportRecognitionFor(root: RootStore, baseUrl: string): PassportRecognitionStore {
  let store = recognitions.get(root);
  if (!store) {
    store = new PassportRecognitionStore(new PassportRecognitionSample(root.ports.clock, baseUrl));
    recognitions.set(root, store);
  }
  return store;
}
