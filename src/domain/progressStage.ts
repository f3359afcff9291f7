import { shippedStatusTable, type StatusTable } from './statusTable';

/** How one step of the progress view reads at the current stage. */
export type ProgressStepState = 'waiting' | 'inProcess' | 'done';

/** The progress of a deal, derived from its raw sub_status (spec-1 §4 "Progress stages"). */
export interface ProgressStage {
  /** 0 … 4, or null when the sub_status has no stage (before the offer is accepted). */
  readonly stage: number | null;
  readonly steps: readonly { readonly stage: number; readonly label: string; readonly state: ProgressStepState }[];
}

/**
 * Reads the stage of a raw sub_status and how each progress step reads: a step is in process
 * while the stage equals its own and done once the stage is higher (stage 1 in process, done
 * from 2; stage 2 in process, done from 3; stage 3 in process, done at 4).
 */
export function createProgressStage(table: StatusTable): (subStatus: string) => ProgressStage {
  const steps = table.configs.statuses.progressSteps;
  return (subStatus) => {
    const stage = table.subStatuses.get(subStatus)?.progressStage ?? null;
    return {
      stage,
      steps: steps.map((step) => ({
        ...step,
        state: stage === null || stage < step.stage ? 'waiting' : stage === step.stage ? 'inProcess' : 'done',
      })),
    };
  };
}

/** `createProgressStage` over the shipped config. */
export const progressStage = createProgressStage(shippedStatusTable);
