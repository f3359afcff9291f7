import { matchesRecord } from './ruleMatch';
import { shippedStatusTable, type StatusTable } from './statusTable';
import { createSubRequestStatus, type SubRequestStatusSource } from './subRequestStatus';
import { allowed, refused, type Verdict } from './verdict';

/** The sub-request fields a claim decision reads. */
export interface ClaimSource extends SubRequestStatusSource {
  /** End of the guarantee: YYYY-MM-DD (optionally with a time) or DD.MM.YYYY. */
  readonly date_to?: string | null;
}

/** The bank setting a claim decision reads (spec-2 §3.3). */
export interface ClaimBankSettings {
  readonly claim_allowed?: boolean;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;
const russianDate = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** A calendar day as YYYY-MM-DD, or null when the text is not a date we can read. */
function calendarDay(value: string | Date): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const iso = isoDate.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const russian = russianDate.exec(value.trim());
  return russian ? `${russian[3]}-${russian[2]}-${russian[1]}` : null;
}

/**
 * Whether a claim (a change of the guarantee) may be sent (spec-1 §4 "Claims"): the first
 * matching check of config/statuses.json refuses with its message — the bank takes no claims,
 * changes are being issued, the guarantee is not released, or date_to is before today.
 */
export function createCanClaim(
  table: StatusTable,
): (sub: ClaimSource, bank: ClaimBankSettings, today: string | Date) => Verdict {
  const statusOf = createSubRequestStatus(table);
  const checks = table.configs.statuses.claim.checks;
  return (sub, bank, today) => {
    const end = sub.date_to ? calendarDay(sub.date_to) : null;
    const day = calendarDay(today);
    const facts = {
      status: statusOf(sub),
      claim_allowed: bank.claim_allowed === true,
      expired: end !== null && day !== null && end < day,
    };
    const failed = checks.find((check) => matchesRecord(check.when, facts));
    return failed ? refused(failed.message) : allowed;
  };
}

/** `createCanClaim` over the shipped config. */
export const canClaim = createCanClaim(shippedStatusTable);
