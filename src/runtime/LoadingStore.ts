import { makeAutoObservable } from 'mobx';
import type { Clock } from './ports';

/** How long the indicator stays after the initial data has loaded (spec-2 §9 "Loader"). */
export const LOADER_HIDE_DELAY_MS = 1000;

/** The page-wide loading indicator: shown until the initial data has loaded, hidden 1 s after. */
export class LoadingStore {
  visible = true;
  initialLoaded = false;
  private hideTimer: unknown = null;
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
    makeAutoObservable<LoadingStore, 'hideTimer' | 'clock'>(this, { hideTimer: false, clock: false }, { autoBind: true });
  }

  /** The initial data is in (or failed): the indicator goes away a second later. */
  finishInitial(): void {
    if (this.initialLoaded) return;
    this.initialLoaded = true;
    this.hideTimer = this.clock.setTimeout(() => this.hide(), LOADER_HIDE_DELAY_MS);
  }

  private hide(): void {
    this.visible = false;
    this.hideTimer = null;
  }
}
