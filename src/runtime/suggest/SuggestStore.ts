import { makeAutoObservable, runInAction } from 'mobx';
import { classifyFailure, type ApiFailure } from '../../api';
import type { SuggestDataOf, SuggestKind, SuggestionItem, SuggestionsApi } from '../../api/suggestions';
import type { Clock } from '../ports';
import { fillFrom, readSuggestion, type DataPath, type FillMapping, type FillTarget } from './fillFrom';
import { kindSettings, suggestTiming, type KindSettings, type SuggestTiming } from './suggestSettings';
import { suggestTexts } from './texts';
import { fillText } from '../texts';

/** The search call a field uses: the typed API in the app, anything of that shape in a test. */
export type SuggestPort = Pick<SuggestionsApi, 'suggest'>;

export interface SuggestStorePorts {
  api: SuggestPort;
  clock: Clock;
  /** A failure that ends the session (401) still goes through the error catalogue. */
  reportSessionFailure?: (failure: ApiFailure) => void;
}

/** What the uiSchema of a search field may say about it. */
export interface SuggestFieldOptions {
  /** Sibling fields filled from a picked suggestion. */
  fill?: FillMapping;
  /** Where in the suggestion the field's own value is (a dotted path); the display value by default. */
  valueFrom?: string;
  /** Address fields: end a list that found nothing with the bad-address warning entry. */
  badAddressWarning?: boolean;
}

export type SuggestStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'failed';

/** One line of the list under the field. */
export type SuggestEntry<D = unknown> =
  | { type: 'suggestion'; key: string; item: SuggestionItem<D> }
  | { type: 'typed'; key: string; label: string }
  | { type: 'warning'; key: string; label: string };

/** What a pick does to the form: the field's own value and the siblings to fill. */
export interface PickOutcome {
  value: string | undefined;
  fill: FillTarget[];
}

// Entry keys start with a character nobody types, so a key never passes for typed text.
const KEY_MARK = '\u{F8FF}';
const suggestionKey = (index: number) => `${KEY_MARK}s${index}`;
const TYPED_KEY = `${KEY_MARK}typed`;
const WARNING_KEY = `${KEY_MARK}warning`;

/** Whether a value the list control reports is one of the entry keys rather than typed text. */
export function isEntryKey(value: string): boolean {
  return value.startsWith(KEY_MARK);
}

/**
 * One search field (spec-2 §5.8, §7.6): the text typed, the debounced search once the text is long
 * enough, the list of suggestions with its loading, "nothing found" and failure states, and the pick.
 * A newer search aborts the one before it, and a late answer to an older search is dropped. Address
 * fields clear their value below the minimum, offer the typed text when nothing is found, and may end
 * that list with the bad-address warning, whose pick clears the field.
 */
export class SuggestStore<K extends SuggestKind = SuggestKind> {
  /** What is in the input. */
  text = '';
  /** The value the field holds, as last set by this store or from outside. */
  fieldValue: string | undefined = undefined;
  items: SuggestionItem<SuggestDataOf[K]>[] = [];
  status: SuggestStatus = 'idle';
  error: string | null = null;
  open = false;
  /** The suggestion picked last, while the text has not changed since. */
  selected: SuggestionItem<SuggestDataOf[K]> | null = null;

  readonly kind: K;
  readonly settings: KindSettings;
  readonly timing: SuggestTiming;
  private readonly options: SuggestFieldOptions;
  private readonly ports: SuggestStorePorts;
  private timer: unknown = null;
  private controller: AbortController | null = null;
  private sequence = 0;

  constructor(kind: K, ports: SuggestStorePorts, options: SuggestFieldOptions = {}, timing: SuggestTiming = suggestTiming) {
    this.kind = kind;
    this.settings = kindSettings[kind];
    this.timing = timing;
    this.options = options;
    this.ports = ports;
    makeAutoObservable<SuggestStore<K>, 'options' | 'ports' | 'timer' | 'controller' | 'sequence'>(
      this,
      { kind: false, settings: false, timing: false, options: false, ports: false, timer: false, controller: false, sequence: false },
      { autoBind: true },
    );
  }

  /** A search is due or under way. */
  get searching(): boolean {
    return this.status === 'waiting' || this.status === 'loading';
  }

  /** The lines of the list: the suggestions, or for an address that found nothing the typed text and the warning. */
  get entries(): SuggestEntry<SuggestDataOf[K]>[] {
    if (this.items.length > 0) {
      return this.items.map((item, index) => ({ type: 'suggestion', key: suggestionKey(index), item }));
    }
    if (this.status !== 'done' || !this.settings.offersTypedText) return [];
    const entries: SuggestEntry<SuggestDataOf[K]>[] = [
      { type: 'typed', key: TYPED_KEY, label: fillText(suggestTexts.typedAddress, { text: this.text.trim() }) },
    ];
    if (this.options.badAddressWarning) entries.push({ type: 'warning', key: WARNING_KEY, label: suggestTexts.badAddressWarning });
    return entries;
  }

  /** The search ran and found nothing to offer (the list says so). */
  get nothingFound(): boolean {
    return this.status === 'done' && this.entries.length === 0;
  }

  /** Whether the list under the field is shown. */
  get listShown(): boolean {
    return this.open && (this.entries.length > 0 || this.nothingFound);
  }

  /** The person typed; returns the value the field now holds. */
  type(input: string): string | undefined {
    const text = input.slice(0, this.timing.inputMaxLength);
    this.cancel();
    this.text = text;
    this.selected = null;
    this.error = null;
    const long = text.trim().length >= this.settings.minChars;
    this.fieldValue = !long && this.settings.clearsWhenShort ? undefined : text === '' ? undefined : text;
    if (!long) {
      this.items = [];
      this.status = 'idle';
      this.open = false;
      return this.fieldValue;
    }
    this.status = 'waiting';
    this.timer = this.ports.clock.setTimeout(() => void this.search(), this.timing.debounceMs);
    return this.fieldValue;
  }

  /** Picks a line of the list by its key; null when the key is not in the list. */
  pick(key: string, parentPath: DataPath = []): PickOutcome | null {
    const entry = this.entries.find((candidate) => candidate.key === key);
    if (!entry) return null;
    this.cancel();
    this.open = false;
    if (entry.type === 'warning') {
      this.text = '';
      this.fieldValue = undefined;
      this.selected = null;
      this.items = [];
      this.status = 'idle';
      return { value: undefined, fill: [] };
    }
    if (entry.type === 'typed' || entry.item.data === null) {
      // Without data a line is only text: it becomes the value, and nothing is filled from it.
      const value = entry.type === 'typed' ? this.text : entry.item.value;
      this.text = value;
      this.fieldValue = value === '' ? undefined : value;
      this.selected = null;
      return { value: this.fieldValue, fill: [] };
    }
    const { item } = entry;
    const own = readSuggestion(item, this.options.valueFrom ?? 'value');
    const value = own === undefined ? item.value : String(own);
    this.text = value;
    this.fieldValue = value;
    this.selected = item;
    return { value, fill: this.options.fill ? fillFrom(item, this.options.fill, parentPath) : [] };
  }

  /** The field's value changed from outside (another field filled it, an example was loaded). */
  sync(value: string | undefined): void {
    if (value === this.fieldValue) return;
    this.cancel();
    this.text = value ?? '';
    this.fieldValue = value;
    this.selected = null;
    this.items = [];
    this.status = 'idle';
    this.error = null;
    this.open = false;
  }

  /** Opens the list again (focus) when it has something to show, or closes it (blur, Escape). */
  setOpen(open: boolean): void {
    this.open = open && (this.entries.length > 0 || this.nothingFound);
  }

  /** Stops the pending timer and the search under way (the field is going away). */
  dispose(): void {
    this.cancel();
  }

  private cancel(): void {
    if (this.timer !== null) this.ports.clock.clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
    this.sequence += 1;
    if (this.searching) this.status = this.items.length > 0 ? 'done' : 'idle';
  }

  private async search(): Promise<void> {
    this.timer = null;
    const sequence = ++this.sequence;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    try {
      const items = await this.ports.api.suggest(this.kind, this.settings.body(this.text.trim()), { signal: controller.signal });
      runInAction(() => {
        if (sequence !== this.sequence) return;
        this.controller = null;
        this.items = items;
        this.status = 'done';
        this.open = true;
      });
    } catch (error) {
      const failure = classifyFailure(error);
      runInAction(() => {
        if (sequence !== this.sequence || failure.source === 'cancelled') return;
        this.controller = null;
        this.items = [];
        this.status = 'failed';
        this.open = false;
        this.error = failure.serverMessage ?? suggestTexts.serviceDown;
      });
      if (failure.status === 401 && sequence === this.sequence) this.ports.reportSessionFailure?.(failure);
    }
  }
}
