import { fileURLToPath } from 'node:url';
import type { BfoRegister } from './BfoRegister';
import { httpBfoRegister } from './httpBfoRegister';
import { offlineBfoRegister } from './offlineBfoRegister';

/** The statements shipped for the offline register (demo, development, tests). */
export const shippedStatementsDir = fileURLToPath(new URL('./offline-register', import.meta.url));

/**
 * Chooses the register by configuration: the real one when BFO_URL is set (with BFO_TIMEOUT_MS,
 * 10 s by default), otherwise the offline one over BFO_OFFLINE_DIR or the shipped statements.
 */
export function bfoRegisterFromEnv(env: Readonly<Record<string, string | undefined>>): BfoRegister {
  const url = env['BFO_URL']?.trim();
  if (url) {
    const timeout = Number(env['BFO_TIMEOUT_MS'] ?? '');
    return httpBfoRegister({ baseUrl: url, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000 });
  }
  return offlineBfoRegister({ dir: env['BFO_OFFLINE_DIR']?.trim() || shippedStatementsDir });
}
