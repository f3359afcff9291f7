import type { BankSettings } from '../banks';
import { numberValue } from '../checks/numberValue';
import { documentRequirements } from '../documents/documentRequirements';
import { filesOf, type UploadedFiles } from '../documents/uploadedFiles';
import { lineSatisfied } from '../finance/financeErrors';
import { requiredLines } from '../finance/requiredLines';
import { requiredPeriods } from '../finance/requiredPeriods';
import { personTotals, type Points } from '../persons/personTotals';
import { matchesField, matchesRecord } from '../ruleMatch';
import { isFilled } from './isFilled';
import { progressBlocks, shippedProgressConfig, type ItemSource, type PointCondition, type ProgressBlock, type ProgressConfig, type ProgressPoint } from './progressConfig';
import { readPointer } from './readPointer';

/**
 * What progress needs to know about the request beyond its data: the facts the step list also
 * decides visibility by, and the selected banks (their documents and finance periods).
 */
export interface ProgressContext {
  /** The applicant is a sole entrepreneur (no founders step). */
  readonly is_ip: boolean;
  readonly is_joint?: boolean;
  /** The purchase has a registry number (no commercial step). */
  readonly has_registry_number: boolean;
  /** The legal entity needs signers (the signers step is shown). */
  readonly needs_signers: boolean;
  readonly selectedBanks: readonly BankSettings[];
}

/** The four counters of a request (spec-1 §3 Request: count_points and total_points of each). */
export type RequestProgress = Readonly<Record<ProgressBlock, Points>>;

/** The named facts a point's condition may test, derived from the context. */
export function progressFacts(context: ProgressContext): Readonly<Record<string, boolean>> {
  return {
    is_ip: context.is_ip,
    is_joint: context.is_joint === true,
    has_registry_number: context.has_registry_number,
    needs_signers: context.needs_signers,
    banks_require_finance: requiredPeriods(context.selectedBanks).length > 0,
  };
}

function holds(when: PointCondition | undefined, data: unknown, facts: Readonly<Record<string, boolean>>): boolean {
  if (when === undefined) return true;
  return Object.entries(when).every(([key, condition]) => {
    if (condition === undefined) return true;
    const value = key.startsWith('/') ? readPointer(data, key) : facts[key];
    return matchesField(condition, value);
  });
}

/** The entries of a list that match the source's condition; a single object (the head) is one entry. */
function itemsAt(data: unknown, source: ItemSource): Readonly<Record<string, unknown>>[] {
  const found = readPointer(data, source.path);
  const list: unknown[] = Array.isArray(found) ? found : found !== null && typeof found === 'object' ? [found] : [];
  return list.filter(
    (item): item is Readonly<Record<string, unknown>> =>
      item !== null && typeof item === 'object' && matchesRecord(source.where ?? {}, item as object),
  );
}

const none: Points = { count_points: 0, total_points: 0 };
const add = (a: Points, b: Points): Points => ({ count_points: a.count_points + b.count_points, total_points: a.total_points + b.total_points });

/** Counts one point rule; `counted` keeps the entries a block has already counted once. */
function pointScore(point: ProgressPoint, data: unknown, context: ProgressContext, config: ProgressConfig, counted: Set<unknown>): Points {
  switch (point.kind) {
    case 'field':
      return { count_points: isFilled(readPointer(data, point.path)) ? 1 : 0, total_points: 1 };
    case 'confirmed':
      return { count_points: readPointer(data, point.path) === true ? 1 : 0, total_points: 1 };
    case 'items': {
      let score = none;
      let found = 0;
      for (const source of point.sources) {
        const fields = config.fieldSets[source.fieldSet] ?? [];
        for (const item of itemsAt(data, source)) {
          found += 1;
          // A head who is also a participant is one person: counted once per block.
          const identity = typeof item['uuid'] === 'string' ? item['uuid'] : item;
          if (counted.has(identity)) continue;
          counted.add(identity);
          score = add(score, personTotals(item, fields, config.totalsPerItem));
        }
      }
      const missing = Math.max(0, (point.min ?? 0) - found);
      return add(score, { count_points: 0, total_points: missing * config.totalsPerItem });
    }
    case 'financeLines': {
      const periods = requiredPeriods(context.selectedBanks);
      const lines = requiredLines({ is_ip: context.is_ip, guaranteeSum: numberValue(readPointer(data, point.sumPath)) });
      let count = 0;
      for (const { period } of periods) {
        for (const line of lines) {
          if (lineSatisfied(line, numberValue(readPointer(data, `${point.path}/${period}/lines/${line.code}`)))) count += 1;
        }
      }
      return { count_points: count, total_points: periods.length * lines.length };
    }
    case 'documents': {
      const requirements = documentRequirements(context.selectedBanks);
      const uploaded = readPointer(data, point.path);
      const files: UploadedFiles = Array.isArray(uploaded) ? uploaded : uploaded !== null && typeof uploaded === 'object' ? (uploaded as UploadedFiles) : [];
      const count = requirements.filter((requirement) => filesOf(files, requirement.docType).files.length > 0).length;
      return { count_points: count, total_points: requirements.length };
    }
  }
}

/**
 * The progress counters of a request, computed from its data by the point model of
 * config/progress.json: for each block, the points its rules make possible in this request
 * (total_points) and those already earned (count_points). Sent with the draft on save and read by
 * send readiness: a block is complete when both are equal.
 * @param requestData the form's data, one payload per step under the step's name
 *   ({"guaranty-detail-info": {...}, "information-head": {"head": {...}}, …}), as the step schemas
 *   of schemas/steps describe them; docs/form-rules.md lists what counts
 */
export function progress(requestData: unknown, context: ProgressContext, config: ProgressConfig = shippedProgressConfig): RequestProgress {
  const facts = progressFacts(context);
  const result = {} as Record<ProgressBlock, Points>;
  for (const block of progressBlocks) {
    const counted = new Set<unknown>();
    result[block] = config.blocks[block].points
      .filter((point) => holds(point.when, requestData, facts))
      .reduce((sum, point) => add(sum, pointScore(point, requestData, context, config, counted)), none);
  }
  return result;
}

/** Whether every block of the request is at 100 % (spec-2 §5.7 "all steps being complete"). */
export function isProgressComplete(counters: RequestProgress): boolean {
  return progressBlocks.every((block) => counters[block].count_points >= counters[block].total_points);
}
