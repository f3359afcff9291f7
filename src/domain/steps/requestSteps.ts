import requestStepsJson from '../../../config/request-steps.json';

/** A fact of the request that a step's visibility may depend on (config/request-steps.json "facts"). */
export type StepFact = 'has_registry_number' | 'is_ip' | 'needs_signers' | 'banks_require_finance';

/** The facts a visibility condition is judged against. */
export type StepFacts = Readonly<Record<StepFact, boolean>>;

/** A progress block a step counts toward (spec-1 §3 Request progress counters). */
export type StepBlock = 'parameters' | 'questionnaire' | 'finance' | 'documents';

/**
 * One step of the request form (spec-1 §2 "Request form"): `form` "create" for the two start steps on
 * /request/create, "request" for the steps of an existing request; `route` is the URL segment.
 */
export interface RequestStep {
  readonly name: string;
  readonly title: string;
  readonly form: 'create' | 'request';
  readonly route: string;
  /** Base name of schemas/steps/<schema>.schema.json and its uiSchema. */
  readonly schema: string;
  readonly block?: StepBlock;
  /** Visible when every named fact has the given value; always visible without it. */
  readonly when?: Partial<StepFacts>;
  /** The preview step: where navigation lands when everything is done; never "checked". */
  readonly final?: true;
}

/** The contents of config/request-steps.json that code reads. */
export interface RequestStepsConfig {
  readonly facts: Readonly<Record<StepFact, string>>;
  readonly blocks: Readonly<Record<StepBlock, string>>;
  readonly steps: readonly RequestStep[];
}

/** The shipped step list; `npm run check` holds it to schemas/meta/request-steps.schema.json. */
export const requestStepsConfig: RequestStepsConfig = requestStepsJson as RequestStepsConfig;

/** All steps, in order. */
export const requestSteps: readonly RequestStep[] = requestStepsConfig.steps;
