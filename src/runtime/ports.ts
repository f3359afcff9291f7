/** Outside-world capabilities the stores use, passed in so tests can drive them. */

/** Time: the stores never touch `window.setTimeout` or `Date.now` directly. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Where the user is, and a way to send them elsewhere (the router in the browser). */
export interface Navigation {
  current(): { pathname: string; search: string };
  go(to: string, options?: { replace?: boolean }): void;
  /**
   * Calls back each time the address changes, as soon as the router knows it (before React renders the
   * new address); returns the way to stop. Optional: without it a store learns the address from the render.
   */
  listen?(onChange: (location: { pathname: string; search: string }) => void): () => void;
}

export interface Clipboard {
  writeText(text: string): Promise<void>;
}

/** Where diagnostics go (the console in the browser). */
export interface Logger {
  error(message: string, details?: unknown): void;
}

/** Local storage as the stores see it (the token, the cookie choice, closed banners, the active tab). */
export type { KeyValueStorage } from '../api';
