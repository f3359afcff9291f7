import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { BirthCountryQueryWire, BirthCountryWire, RequestFormApi } from '../../api';
import type { Clock } from '../ports';
import type { RequestFormStore } from './RequestFormStore';

type Data = Record<string, unknown>;

/** The step of the head, whose person is the entrepreneur himself. */
const HEAD_STEP = 'information-head';

/** The call waits this long after the last keystroke in the birth place. */
export const BIRTH_COUNTRY_DELAY_MS = 400;

/** Russian words of the birth-country lookup. */
export const birthCountryTexts = {
  failed: 'Не удалось определить страну рождения. Укажите её вручную.',
} as const;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The birth country of a sole entrepreneur (spec-2 §5.4): when the head's birth place (with the birth
 * date and citizenship) is filled in, POST /v1/questionnaire/read/birthcountry says whether the birth
 * country must be given and which country the birth place names. The answer makes the head step
 * require it (the step context's `birth_country_required`, as the server derives it) and fills the
 * country and its OKSM code, unless the person chose another one.
 */
export class BirthCountryStore {
  answer: BirthCountryWire | null = null;
  pending = false;
  error: string | null = null;
  /** The country this store put into the head: replaced by the next answer, a person's own choice is not. */
  private filled: string | null = null;
  private timer: unknown = null;
  private asked = '';
  private readonly form: RequestFormStore;
  private readonly api: RequestFormApi;
  private readonly clock: Clock;

  constructor(form: RequestFormStore, api: RequestFormApi, clock: Clock) {
    this.form = form;
    this.api = api;
    this.clock = clock;
    makeAutoObservable<this, 'form' | 'api' | 'clock' | 'timer' | 'asked' | 'filled'>(this, { form: false, api: false, clock: false, timer: false, asked: false, filled: false });
  }

  private get head(): Data {
    const head = this.form.dataOf(HEAD_STEP).head;
    return isObject(head) ? head : {};
  }

  /** What the call is asked, or null when it need not run: not an entrepreneur, or no birth place yet. */
  get query(): BirthCountryQueryWire | null {
    if (!this.form.isIp) return null;
    const head = this.head;
    const place = text(head.birthplace);
    if (place === null) return null;
    return {
      birth_place: place,
      birth_date: text(head.birthdate),
      citizenship: text(head.citizenship),
      inn: text(head.inn) ?? text(this.form.root?.inn),
    };
  }

  /** Asks again whenever the birth place, date, citizenship or INN change, once typing pauses. Returns the stop. */
  start(): () => void {
    const stop = reaction(
      () => this.query,
      (query) => this.schedule(query),
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    );
    return () => {
      stop();
      if (this.timer !== null) this.clock.clearTimeout(this.timer);
      this.timer = null;
    };
  }

  private schedule(query: BirthCountryQueryWire | null): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (query === null) {
      this.settle(null);
      return;
    }
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.lookup(query);
    }, BIRTH_COUNTRY_DELAY_MS);
  }

  /** No birth place: nothing is required of it yet. */
  private settle(answer: BirthCountryWire | null): void {
    this.answer = answer;
    this.form.birthCountryRequired = answer?.required === true;
  }

  /** Runs the call for this query and applies its answer, unless a newer question was asked meanwhile. */
  async lookup(query: BirthCountryQueryWire): Promise<boolean> {
    const key = JSON.stringify(query);
    this.asked = key;
    this.pending = true;
    this.error = null;
    try {
      const answer = await this.api.birthCountry(query);
      if (this.asked !== key) return false;
      runInAction(() => {
        this.settle(answer);
        this.fill(answer);
      });
      return true;
    } catch {
      runInAction(() => {
        if (this.asked !== key) return;
        this.error = birthCountryTexts.failed;
        // Without an answer the person is asked: the server judges the step by the same rule anyway.
        this.form.birthCountryRequired = true;
      });
      return false;
    } finally {
      runInAction(() => {
        if (this.asked === key) this.pending = false;
      });
    }
  }

  /** Puts the recognised country into the head when the field is empty or holds what this store put there. */
  private fill(answer: BirthCountryWire): void {
    const data = this.form.dataOf(HEAD_STEP);
    const head = this.head;
    const current = text(head.birth_country);
    if (current !== null && current !== this.filled) return;
    if (answer.name === '' || answer.country_code === null) {
      if (current !== null && current === this.filled) {
        const { birth_country: _country, birth_country_code: _code, ...rest } = head;
        this.form.edit(HEAD_STEP, { ...data, head: rest });
        this.filled = null;
      }
      return;
    }
    if (current === answer.name && text(head.birth_country_code) === answer.country_code) return;
    this.filled = answer.name;
    this.form.edit(HEAD_STEP, { ...data, head: { ...head, birth_country: answer.name, birth_country_code: answer.country_code } });
  }
}
