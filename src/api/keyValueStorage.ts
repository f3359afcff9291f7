/**
 * The slice of the Web Storage API the app relies on. Passed in rather than reaching for
 * `window.localStorage`, so the token and stored choices can be tested without a browser.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
