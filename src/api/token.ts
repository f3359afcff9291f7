import type { KeyValueStorage } from './keyValueStorage';

/** The one fixed local-storage key of the session token (spec-2 §9 "Session token"). */
export const TOKEN_KEY = 'bg_token';

/** The stored bearer token, or null when none (an empty string counts as none). */
export function readToken(storage: KeyValueStorage): string | null {
  const token = storage.getItem(TOKEN_KEY);
  return token ? token : null;
}

export function writeToken(storage: KeyValueStorage, token: string): void {
  storage.setItem(TOKEN_KEY, token);
}

export function removeToken(storage: KeyValueStorage): void {
  storage.removeItem(TOKEN_KEY);
}
