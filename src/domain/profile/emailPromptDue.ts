/**
 * Whether the e-mail prompt (spec-2 §9: the window repeats hourly) is due: the e-mail is unconfirmed and
 * the prompt was never put off, or was put off at least `repeatMs` ago.
 * @param dismissedAt when the user last chose «Напомнить позже», ms since the epoch; null when never
 * @returns ms until it is due (0 when due now), or null when the e-mail needs no prompt
 */
export function emailPromptDue(emailConfirmed: boolean, dismissedAt: number | null, now: number, repeatMs: number): number | null {
  if (emailConfirmed) return null;
  if (dismissedAt === null || !Number.isFinite(dismissedAt) || dismissedAt > now) return 0;
  return Math.max(0, dismissedAt + repeatMs - now);
}
