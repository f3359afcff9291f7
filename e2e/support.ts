import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** Screens are kept as test artefacts so that a person can look at every one. */
export const artifactsDir = 'e2e/artifacts';
mkdirSync(artifactsDir, { recursive: true });

export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/${name}.png`, fullPage: true });
}

/** The newest code sent to an address, read from the dev/demo outbox (no mail server needed). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/v1/dev/read/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { code: number; data: Array<{ code: string | null }> };
  const code = body.data.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** A valid 10-digit legal-entity INN built from a unique seed (control digit by the FNS weights). */
export function uniqueInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = ('77' + String(Date.now()).slice(-7)).split('').map(Number);
  const control = (digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11) % 10;
  return digits.join('') + control;
}

export const demo = {
  admin: { email: 'admin@garant-broker.ru', password: 'Garant2026' },
};
