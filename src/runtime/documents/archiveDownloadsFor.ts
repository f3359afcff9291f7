import { createDocumentsZipApi } from '../../api';
import type { RootStore } from '../RootStore';
import { ArchiveDownloadStore } from './ArchiveDownloadStore';

const kept = new WeakMap<RootStore, ArchiveDownloadStore>();

/** The zip downloads of requests and banks (the request panel, the bank card), one store while the app runs. */
export function archiveDownloadsFor(root: RootStore): ArchiveDownloadStore {
  let store = kept.get(root);
  if (!store) {
    store = new ArchiveDownloadStore(createDocumentsZipApi(root.http));
    kept.set(root, store);
  }
  return store;
}
