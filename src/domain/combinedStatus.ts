import { matchesSet } from './ruleMatch';
import { shippedStatusTable, type StatusTable } from './statusTable';
import { createSubRequestStatus, type SubRequestStatusSource } from './subRequestStatus';

/** The combined status of a root request (spec-1 §4). */
export interface CombinedStatus {
  /** Result key, e.g. Draft, HasDemand, Canceled. */
  readonly status: string;
  readonly label: string;
  readonly colour: string;
  readonly revocable: boolean;
  readonly editable: boolean;
  /** The id of the rule that matched, for history and diagnostics. */
  readonly rule: string;
}

/**
 * The combined status of a set of sub-request statuses: the first rule of
 * config/combined-status.json whose condition holds. The table guarantees a catch-all last rule.
 */
export function createCombinedStatusOfStatuses(table: StatusTable): (statuses: readonly string[]) => CombinedStatus {
  const rules = table.configs.combinedStatus.rules;
  // createStatusTable refuses a rule list without a catch-all last rule, so this always exists.
  const fallback = rules[rules.length - 1] as (typeof rules)[number];
  return (statuses) => {
    const { id, status, label, colour, revocable, editable } =
      rules.find((rule) => matchesSet(rule.when, statuses)) ?? fallback;
    return { status, label, colour, revocable, editable, rule: id };
  };
}

/** The combined status of a root request from its sub-requests. */
export function createCombinedStatus(table: StatusTable): (subs: readonly SubRequestStatusSource[]) => CombinedStatus {
  const statusOf = createSubRequestStatus(table);
  const combined = createCombinedStatusOfStatuses(table);
  return (subs) => combined(subs.map(statusOf));
}

/** `createCombinedStatus` over the shipped config. */
export const combinedStatus = createCombinedStatus(shippedStatusTable);

/** `createCombinedStatusOfStatuses` over the shipped config. */
export const combinedStatusOfStatuses = createCombinedStatusOfStatuses(shippedStatusTable);
