import { createCanClaim } from './canClaim';
import { createCanDiscuss } from './canDiscuss';
import { createCanRevoke } from './canRevoke';
import { createCanWriteChat } from './canWriteChat';
import { createCombinedStatus, createCombinedStatusOfStatuses } from './combinedStatus';
import { createDraftStatus } from './draftStatus';
import { createIsDraftLike } from './isDraftLike';
import { createNextSubStatus } from './nextSubStatus';
import { createProgressStage } from './progressStage';
import { createPushReactions } from './pushReactions';
import { createCompareBanksInRequest, createDraftPriority, createSortOrder } from './sortOrder';
import { createStatusGroup } from './statusGroup';
import { createStatusTable, shippedStatusTable, type StatusConfigs, type StatusTable } from './statusTable';
import { createSubRequestStatus } from './subRequestStatus';
import { createToastFor } from './toastFor';

/** Every status rule bound to one status table. */
export function statusEngineOf(table: StatusTable) {
  return {
    table,
    subRequestStatus: createSubRequestStatus(table),
    combinedStatus: createCombinedStatus(table),
    combinedStatusOfStatuses: createCombinedStatusOfStatuses(table),
    isDraftLike: createIsDraftLike(table),
    draftStatus: createDraftStatus(table),
    statusGroup: createStatusGroup(table),
    sortOrder: createSortOrder(table),
    draftPriority: createDraftPriority(table),
    compareBanksInRequest: createCompareBanksInRequest(table),
    progressStage: createProgressStage(table),
    canDiscuss: createCanDiscuss(table),
    canClaim: createCanClaim(table),
    canRevoke: createCanRevoke(table),
    canWriteChat: createCanWriteChat(table),
    nextSubStatus: createNextSubStatus(table),
    toastFor: createToastFor(table),
    pushReactions: createPushReactions(table),
  };
}

/** The status engine: every status rule, read from the given configs. */
export type StatusEngine = ReturnType<typeof statusEngineOf>;

/**
 * Builds the status engine from config objects — the shipped files or a modified copy
 * (reordered combined rules, another toast lifetime, an added status). Throws
 * `StatusConfigError` with Russian messages when the configs contradict each other.
 */
export function createStatusEngine(configs: StatusConfigs): StatusEngine {
  return statusEngineOf(createStatusTable(configs));
}

/** The status engine over the shipped config. */
export const statusEngine: StatusEngine = statusEngineOf(shippedStatusTable);
