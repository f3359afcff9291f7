import { matchesRecord } from './ruleMatch';
import { shippedStatusTable, type StatusTable } from './statusTable';
import { createDraftPriority } from './sortOrder';

/**
 * What decides whether a draft can be sent to one bank (spec-2 §5.7): consent, the bank's
 * verification and signing needs, all steps at 100 %, and a running pre-scoring.
 */
export interface SendReadiness {
  /** The customer has consented to personal-data processing. */
  readonly consentGiven: boolean;
  /** The bank needs the request verified after sending. */
  readonly verificationRequired: boolean;
  /** The bank needs the customer's signature under the request. */
  readonly signRequired: boolean;
  /** Every visible step of the request form is complete. */
  readonly allStepsComplete: boolean;
  /** Pre-scoring of the parameters is running now. */
  readonly prescoringInProgress: boolean;
}

/** Input of `draftStatus` for one bank of a request. */
export interface DraftStatusInput {
  /** The sub-request's status (`subRequestStatus`). */
  readonly status: string;
  /** The raw sub_status, for sub-flags such as Cancel. */
  readonly sub_status: string;
  readonly readiness: SendReadiness;
  /** Who reads the tooltip: the agent ('Клиенту') or the client ('Вам'). */
  readonly viewer: 'agent' | 'client';
}

/** The editing-stage status shown for a draft, or the sub-request's own status when kept. */
export interface DraftStatus {
  /** DraftCanBeSent, DraftSignRequired …, or the kept status (Draft, RegulationSigningIsRequired …). */
  readonly status: string;
  /** The status with its sub-flags, e.g. Draft:Cancel. */
  readonly key: string;
  readonly label: string;
  readonly colour: string;
  /** Draft priority in lists; smaller comes first. */
  readonly priority: number;
  readonly tooltip?: string;
  readonly subFlags: readonly string[];
}

/**
 * Derives the editing-stage status of a draft from the first matching rule of
 * config/draft-statuses.json. Non-drafts and RegulationSigningIsRequired keep their own status.
 */
export function createDraftStatus(table: StatusTable): (input: DraftStatusInput) => DraftStatus {
  const { rules, subFlags } = table.configs.draftStatuses;
  const priority = createDraftPriority(table);
  return ({ status, sub_status, readiness, viewer }) => {
    const facts = { ...readiness, status, sub_status };
    const rule = rules.find((candidate) => matchesRecord(candidate.when, facts));
    const stageKey = rule?.status !== undefined && table.draftStatuses.has(rule.status) ? rule.status : undefined;
    const stage = stageKey === undefined ? undefined : table.draftStatuses.get(stageKey);
    const resultStatus = stageKey ?? status;
    const flags = subFlags.filter((flag) => matchesRecord(flag.when, facts)).map((flag) => flag.flag);
    const shown = stage ?? table.statuses.get(status) ?? table.statuses.get(table.configs.statuses.fallbackStatus);
    const tooltip = stage?.tooltip?.[viewer];
    return {
      status: resultStatus,
      key: [resultStatus, ...flags].join(':'),
      label: shown?.label ?? resultStatus,
      colour: shown?.colour ?? '',
      priority: priority(resultStatus),
      ...(tooltip === undefined ? {} : { tooltip }),
      subFlags: flags,
    };
  };
}

/** `createDraftStatus` over the shipped config. */
export const draftStatus = createDraftStatus(shippedStatusTable);
