import constants from '../../../config/constants.json';
import progressJson from '../../../config/progress.json';
import type { RecordCondition } from '../ruleMatch';

/** The four progress counters of a request (spec-1 §3 Request). */
export const progressBlocks = ['parameters', 'questionnaire', 'finance', 'documents'] as const;

/** One progress counter of a request. */
export type ProgressBlock = (typeof progressBlocks)[number];

/**
 * When a point counts: every key must hold. A key starting with '/' is a JSON pointer into the
 * request data; any other key is a fact of the request (see `progressFacts`).
 */
export type PointCondition = RecordCondition;

/** One list a point of kind 'items' counts the entries of. */
export interface ItemSource {
  readonly path: string;
  /** Conditions on the entry's own fields, e.g. {"is_head": true}. */
  readonly where?: RecordCondition;
  /** Which field set of `fieldSets` the entry is counted by. */
  readonly fieldSet: string;
}

/** One rule of config/progress.json saying what earns points in a block. */
export type ProgressPoint = { readonly title: string; readonly when?: PointCondition } & (
  | { readonly kind: 'field' | 'confirmed'; readonly path: string }
  | { readonly kind: 'items'; readonly sources: readonly ItemSource[]; readonly min?: number }
  | { readonly kind: 'financeLines'; readonly path: string; readonly sumPath: string }
  | { readonly kind: 'documents'; readonly path: string }
);

/** The shape of config/progress.json that code reads. */
export interface ProgressConfig {
  /** Fields counted for each person or organisation; each set has exactly `totalsPerItem` fields. */
  readonly fieldSets: Readonly<Record<string, readonly string[]>>;
  readonly blocks: Readonly<Record<ProgressBlock, { readonly title: string; readonly points: readonly ProgressPoint[] }>>;
  /** Points every person or organisation is worth on save (spec-2 §9; config/constants.json). */
  readonly totalsPerItem: number;
}

/** A config/progress.json that cannot be used, with every problem in Russian. */
export class ProgressConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`config/progress.json: ${problems.join('; ')}`);
    this.name = 'ProgressConfigError';
  }
}

/**
 * Builds the progress model from config/progress.json and the fixed totals per person or organisation
 * (`totalsFieldsOnSave`). The meta-schema checks the shape; this checks what it cannot: every field
 * set holds exactly that many fields, and every list names a field set that exists.
 * @throws ProgressConfigError
 */
export function createProgressConfig(
  source: Pick<ProgressConfig, 'fieldSets' | 'blocks'>,
  totalsPerItem: number = constants.totalsFieldsOnSave,
): ProgressConfig {
  const problems: string[] = [];
  for (const [name, fields] of Object.entries(source.fieldSets)) {
    if (fields.length !== totalsPerItem) {
      problems.push(`набор полей «${name}» содержит ${fields.length} полей, а должен ровно ${totalsPerItem} (totalsFieldsOnSave)`);
    }
  }
  for (const block of Object.keys(source.blocks) as ProgressBlock[]) {
    source.blocks[block].points.forEach((point, index) => {
      if (point.kind !== 'items') return;
      for (const item of point.sources) {
        if (!Object.hasOwn(source.fieldSets, item.fieldSet)) {
          problems.push(`/blocks/${block}/points/${index}: нет набора полей «${item.fieldSet}»`);
        }
      }
    });
  }
  if (problems.length > 0) throw new ProgressConfigError(problems);
  return { fieldSets: source.fieldSets, blocks: source.blocks, totalsPerItem };
}

/** The shipped progress model. */
export const shippedProgressConfig: ProgressConfig = createProgressConfig(progressJson as Pick<ProgressConfig, 'fieldSets' | 'blocks'>);
