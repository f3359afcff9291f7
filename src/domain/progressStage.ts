import { shippedStatusTable, type StatusTable } from './statusTable';

/** How one step of the progress view reads at the current stage. */
export type ProgressStepState = 'waiting' | 'inProcess' | 'done';

/** The progress of a deal, derived from its raw sub_status (spec-1 §4 "Progress stages"). */
export interface ProgressStage {
  /** 0 … 4, or null when the sub_status has no stage (before the offer is accepted). */
  readonly stage: number | null;
  /**
   * The step the deal's stepper stands at: the stage, except where config/statuses.json says otherwise
   * (`progressStep`: the guarantee issued while the spec keeps stage 3 until the contract is signed).
   */
  readonly step: number | null;
  readonly steps: readonly { readonly stage: number; readonly label: string; readonly state: ProgressStepState }[];
}

/**
 * Reads the stage of a raw sub_status and how each progress step reads: a step is in process while the
 * deal stands at it and done once the deal is past it (stage 1 in process, done from 2; stage 2 in
 * process, done from 3; stage 3 in process, done at 4). The last step, «Гарантия выпущена», has nothing
 * after it: it is done as soon as it is reached — by the contract signed (stage 4) or, earlier, by the
 * bank's guarantee document (`progressStep` of deal_guarantee_sent and deal_guarantee_wait_sign).
 */
export function createProgressStage(table: StatusTable): (subStatus: string) => ProgressStage {
  const steps = table.configs.statuses.progressSteps;
  const last = Math.max(...steps.map((step) => step.stage));
  return (subStatus) => {
    const definition = table.subStatuses.get(subStatus);
    const stage = definition?.progressStage ?? null;
    const at = stage === null ? null : (definition?.progressStep ?? stage);
    return {
      stage,
      step: at,
      steps: steps.map((step) => ({
        ...step,
        state: at === null || at < step.stage ? 'waiting' : at > step.stage || step.stage === last ? 'done' : 'inProcess',
      })),
    };
  };
}

/** `createProgressStage` over the shipped config. */
export const progressStage = createProgressStage(shippedStatusTable);
