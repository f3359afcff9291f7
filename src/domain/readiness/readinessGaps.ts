import type { Points } from '../persons/personTotals';
import type { RequestStep, StepBlock } from '../steps/requestSteps';
import type { StepError } from '../steps/stepErrors';
import { readinessTexts } from './texts';

/** One thing that keeps a draft from being sent, in words, with the step and the field that fix it. */
export interface ReadinessGap {
  /** The step's name (config/request-steps.json), the link's target. */
  readonly step: string;
  readonly step_title: string;
  /** JSON pointer of the field inside the step's data; '' for the step as a whole. */
  readonly path: string;
  /** The field's title; '' for the step as a whole. */
  readonly field: string;
  /** One Russian sentence. */
  readonly text: string;
}

/** What `readinessGaps` reads: the visible steps, their state for the chosen banks and the counters. */
export interface ReadinessGapsInput {
  /** The visible steps of the request, in order. */
  readonly steps: readonly RequestStep[];
  /** Steps saved with «Далее» (stored as checked). */
  readonly checked: ReadonlySet<string>;
  /** Steps that have saved data. */
  readonly saved: ReadonlySet<string>;
  /** Each saved step's problems, judged with the context of the banks chosen now. */
  readonly errors: ReadonlyMap<string, readonly StepError[]>;
  /** The progress counters for the banks chosen now. */
  readonly progress: Readonly<Record<string, Points>>;
  /** Titles of the progress blocks. */
  readonly blockTitles: Readonly<Record<string, string>>;
}

/**
 * Why a draft cannot be sent yet (spec-2 §5.7 "all steps being complete"), step by step: each field a
 * step's rules refuse for the banks chosen now (a rule a bank brings — an indirect participant, its
 * finance periods, its documents — counts although the step was saved before that bank was chosen),
 * each step never filled or never confirmed with «Далее», and, should a block still fall short with
 * all its steps in order, the block itself with its first step.
 */
export function readinessGaps(input: ReadinessGapsInput): ReadinessGap[] {
  const gaps: ReadinessGap[] = [];
  const stepsWithGaps = new Set<string>();
  const formSteps = input.steps.filter((step) => step.form === 'request' && step.final !== true);
  for (const step of formSteps) {
    const errors = input.errors.get(step.name) ?? [];
    const add = (path: string, field: string, text: string) => {
      gaps.push({ step: step.name, step_title: step.title, path, field, text });
      stepsWithGaps.add(step.name);
    };
    if (!input.saved.has(step.name)) add('', '', readinessTexts.notFilled(step.title));
    else if (errors.length > 0) for (const error of errors) add(error.path, error.path === '' ? '' : error.field, error.message);
    else if (!input.checked.has(step.name)) add('', '', readinessTexts.notConfirmed(step.title));
  }
  for (const [block, points] of Object.entries(input.progress)) {
    if (points.count_points >= points.total_points) continue;
    const steps = formSteps.filter((step) => step.block === (block as StepBlock));
    if (steps.some((step) => stepsWithGaps.has(step.name))) continue;
    const first = steps[0];
    if (!first) continue;
    gaps.push({
      step: first.name,
      step_title: first.title,
      path: '',
      field: '',
      text: readinessTexts.blockShort(input.blockTitles[block] ?? block, points.count_points, points.total_points),
    });
  }
  return gaps;
}
