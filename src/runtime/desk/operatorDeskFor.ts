import { createBannersApi, createOperatorDeskApi } from '../../api';
import type { RootStore } from '../RootStore';
import { BannerDeskStore } from './BannerDeskStore';
import { OperatorDeskStore } from './OperatorDeskStore';

/** The desk's stores over the root's connection, clock and toasts. */
export function operatorDeskFor(root: RootStore): { queue: OperatorDeskStore; banners: BannerDeskStore } {
  return {
    queue: new OperatorDeskStore({ api: createOperatorDeskApi(root.http), clock: root.ports.clock, toasts: root.toasts }),
    banners: new BannerDeskStore({ api: createBannersApi(root.http), toasts: root.toasts, refreshOwn: () => root.banners.refresh(true) }),
  };
}
