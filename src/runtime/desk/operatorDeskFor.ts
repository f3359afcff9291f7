import { createBannersApi, createOperatorDeskApi, createRevisionsApi, createSigningApi } from '../../api';
import { randomUuid } from '../../domain/persons/person';
import { operatorSignerFor } from '../signing/signingFor';
import { ActsDeskStore } from './ActsDeskStore';
import type { RootStore } from '../RootStore';
import { BannerDeskStore } from './BannerDeskStore';
import { OperatorDeskStore } from './OperatorDeskStore';

/** The desk's stores over the root's connection, clock and toasts; `save` hands a download to the browser. */
export function operatorDeskFor(
  root: RootStore,
  save: (bytes: Uint8Array, name: string, mime: string) => void = () => undefined,
): { queue: OperatorDeskStore; banners: BannerDeskStore; acts: ActsDeskStore } {
  return {
    queue: new OperatorDeskStore({ api: createOperatorDeskApi(root.http), clock: root.ports.clock, toasts: root.toasts }),
    banners: new BannerDeskStore({ api: createBannersApi(root.http), toasts: root.toasts, refreshOwn: () => root.banners.refresh(true) }),
    acts: new ActsDeskStore({
      api: createRevisionsApi(root.http),
      signing: createSigningApi(root.http),
      signer: operatorSignerFor(root),
      clock: root.ports.clock,
      toasts: root.toasts,
      save,
      newUuid: randomUuid,
    }),
  };
}
