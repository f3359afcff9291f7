import { matchesRecord } from './ruleMatch';
import { shippedStatusTable, type StatusTable } from './statusTable';

/** The fields of a sub-request (spec-1 §3) that decide its status. */
export interface SubRequestStatusSource {
  readonly sub_status: string;
  readonly is_need_verification?: boolean;
  readonly is_need_sign_application?: boolean;
  readonly is_need_confirm_data?: boolean;
  /** The agent has not yet signed the additional contract this bank needs (partners_docs). */
  readonly is_need_regulation_sign?: boolean;
}

/**
 * Reads a sub-request's status from the table: the first matching flag rule (a sent
 * sub-request that needs verification, signing or consent …), else the status of its raw
 * `sub_status`, else the fallback status (Undefined) for a value the table does not know.
 */
export function createSubRequestStatus(table: StatusTable): (sub: SubRequestStatusSource) => string {
  const { flagRules, fallbackStatus } = table.configs.statuses;
  return (sub) =>
    flagRules.find((rule) => matchesRecord(rule.when, sub))?.status ??
    table.subStatuses.get(sub.sub_status)?.status ??
    fallbackStatus;
}

/** `createSubRequestStatus` over the shipped config. */
export const subRequestStatus = createSubRequestStatus(shippedStatusTable);
