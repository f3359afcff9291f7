import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiFailure, type RequestListApi } from '../../api';
import type { RequestSearchWire } from '../../domain/wire/requestListWire';
import type { Clock } from '../ports';

/** Spec-2 §9 "Autocomplete": from 3 characters, 200 ms after the last keystroke, at most 255 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_MAX_LENGTH = 255;

export interface RequestSearchPorts {
  api: RequestListApi;
  clock: Clock;
}

/**
 * The client search over the list: what the user types, and the clients and requests the server
 * suggests for it, asked 200 ms after the last keystroke; a newer question aborts the older one, so
 * suggestions always answer the text in the box.
 */
export class RequestSearchStore {
  text = '';
  answer: RequestSearchWire | null = null;
  searching = false;
  private readonly ports: RequestSearchPorts;
  private timer: unknown = null;
  private call: AbortController | null = null;

  constructor(ports: RequestSearchPorts) {
    this.ports = ports;
    makeAutoObservable<RequestSearchStore, 'ports' | 'timer' | 'call'>(
      this,
      { answer: observableRef, ports: false, timer: false, call: false },
      { autoBind: true },
    );
  }

  /** The text changed: suggestions for it come after the pause, or go when it is too short. */
  input(text: string): void {
    this.text = text.slice(0, SEARCH_MAX_LENGTH);
    this.cancel();
    if (this.text.trim().length < SEARCH_MIN_LENGTH) {
      this.answer = null;
      return;
    }
    this.timer = this.ports.clock.setTimeout(() => void this.search(), SEARCH_DEBOUNCE_MS);
  }

  /** Forgets the text and the suggestions (the search was cleared or a suggestion was chosen). */
  reset(text = ''): void {
    this.cancel();
    this.text = text;
    this.answer = null;
  }

  private cancel(): void {
    if (this.timer !== null) this.ports.clock.clearTimeout(this.timer);
    this.timer = null;
    this.call?.abort();
    this.call = null;
    this.searching = false;
  }

  private async search(): Promise<void> {
    this.timer = null;
    const call = new AbortController();
    this.call = call;
    this.searching = true;
    try {
      const answer = await this.ports.api.search({ query: this.text.trim(), show_my: true }, { signal: call.signal, silent: true });
      runInAction(() => {
        if (this.call !== call) return;
        this.answer = answer;
        this.searching = false;
        this.call = null;
      });
    } catch (error) {
      if (error instanceof ApiFailure && error.source === 'cancelled') return;
      runInAction(() => {
        if (this.call !== call) return;
        // A search that failed shows no suggestions; Enter still filters by the typed text.
        this.answer = null;
        this.searching = false;
        this.call = null;
      });
    }
  }
}
