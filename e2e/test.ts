import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The e2e `test`: each worker has a server of its own (playwright.config.ts starts one per worker, on
 * consecutive ports, each with its own data), so the journeys of two workers never share an
 * organisation's requests, counts or outbox, and every spec finds the server as it would alone.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL ?? 'http://localhost:8181');
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
});
