import { matchesRecord } from './ruleMatch';
import { shippedStatusTable, type StatusTable } from './statusTable';

/** The fields of a request or sub-request that make it draft-like. */
export interface DraftLikeSource {
  readonly sub_common_status?: string | null;
  readonly sub_status?: string | null;
}

/**
 * Whether a request is draft-like (spec-1 §4): any condition of `draftLike` in
 * config/statuses.json holds — its common status is draft, or its passport check failed.
 */
export function createIsDraftLike(table: StatusTable): (req: DraftLikeSource) => boolean {
  const conditions = table.configs.statuses.draftLike;
  return (req) => conditions.some((condition) => matchesRecord(condition.when, req));
}

/** `createIsDraftLike` over the shipped config. */
export const isDraftLike = createIsDraftLike(shippedStatusTable);
