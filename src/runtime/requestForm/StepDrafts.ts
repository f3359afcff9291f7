import type { KeyValueStorage } from '../../api';

type Data = Record<string, unknown>;

/**
 * What the user typed on a request's steps and has not saved yet, kept in local storage so a reload or
 * a closed tab loses nothing. A step's draft goes once the step is saved.
 */
export class StepDrafts {
  private readonly storage: KeyValueStorage;
  private readonly key: string;

  constructor(storage: KeyValueStorage, requestId: number) {
    this.storage = storage;
    this.key = `request-form-draft:${requestId}`;
  }

  read(): Record<string, Data> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.key) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, Data>) : {};
    } catch {
      return {};
    }
  }

  write(step: string, data: Data): void {
    this.storage.setItem(this.key, JSON.stringify({ ...this.read(), [step]: data }));
  }

  clear(step: string): void {
    const { [step]: _saved, ...rest } = this.read();
    if (Object.keys(rest).length === 0) this.storage.removeItem(this.key);
    else this.storage.setItem(this.key, JSON.stringify(rest));
  }
}
