import { fillTemplate } from './fillTemplate';
import { matchesRecord } from './ruleMatch';
import { shippedStatusTable, type StatusTable } from './statusTable';
import { createNextSubStatus } from './nextSubStatus';
import { createSubRequestStatus, type SubRequestStatusSource } from './subRequestStatus';
import { allowed, refused, type Verdict } from './verdict';

/** The sub-request fields a revocation decision reads. */
export interface RevokeSource extends SubRequestStatusSource {
  readonly deny_revoke?: boolean;
}

/** The bank settings a revocation decision reads (spec-2 §3.3). */
export interface RevokeBankSettings {
  readonly cannot_be_revoked?: boolean;
  /** Status keys (e.g. "Offer") in which revocation stays allowed. */
  readonly cannot_be_revoked_exclude?: readonly string[];
}

/**
 * Whether the request may be revoked from this bank (spec-1 §4 "Revocation"): refused when the
 * sub-request has deny_revoke, or the bank has cannot_be_revoked and the status is not in its
 * cannot_be_revoked_exclude list (checks in config/statuses.json); and the transition table must
 * allow the revoke event from the current raw status.
 */
export function createCanRevoke(table: StatusTable): (sub: RevokeSource, bank: RevokeBankSettings) => Verdict {
  const statusOf = createSubRequestStatus(table);
  const next = createNextSubStatus(table);
  const { checks, event } = table.configs.statuses.revocation;
  return (sub, bank) => {
    const status = statusOf(sub);
    const facts = {
      deny_revoke: sub.deny_revoke === true,
      cannot_be_revoked: bank.cannot_be_revoked === true,
      excluded: (bank.cannot_be_revoked_exclude ?? []).includes(status),
    };
    const failed = checks.find((check) => matchesRecord(check.when, facts));
    if (failed) return refused(fillTemplate(failed.message, { statusLabel: table.statuses.get(status)?.label ?? status }));
    const transition = next(sub.sub_status, event);
    return transition.ok ? allowed : refused(transition.reason);
  };
}

/** `createCanRevoke` over the shipped config. */
export const canRevoke = createCanRevoke(shippedStatusTable);
