import consents from '../../config/consents.json';
import stopFactors from '../../config/stop-factors.json';
import type { StopFactorListItem, StopFactorRule, StopFactorRules } from './stopFactors';

/** A rule as config/stop-factors.json writes it: red-flag figures may live in config/consents.json. */
export type StopFactorRuleSource = Omit<StopFactorRule, 'params'> & { params: object; figuresFrom?: string };

/** The shape of config/stop-factors.json. */
export interface StopFactorConfig {
  rules: Readonly<Record<string, StopFactorRuleSource>>;
  lists: Readonly<Record<string, { title: string; items: readonly StopFactorListItem[] }>>;
}

function at(document: object, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), document);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** What each kind needs once the figures are in: a rule missing one would never fire, silently. */
function complete(rule: StopFactorRuleSource): boolean {
  const params = rule.params as Record<string, unknown>;
  const oneOf = (a: string, b: string) => isNumber(params[a]) !== isNumber(params[b]);
  if (rule.kind === 'eventsInWindow') return oneOf('atLeast', 'moreThan');
  if (rule.kind === 'overduePayments') return oneOf('monthsAtLeast', 'daysOver') && !(isNumber(params['atLeast']) && isNumber(params['moreThan']));
  return true;
}

/**
 * Puts the red-flag figures (config/consents.json, spec-2 §9.1) into the rules that name them, so that
 * the consent texts and the company check always state the same thresholds.
 * @throws Error when a pointer leads nowhere or a rule is left without its threshold
 */
export function resolveStopFactorRules(config: StopFactorConfig, figures: object): StopFactorRules {
  const rules: Record<string, StopFactorRule> = {};
  for (const [key, source] of Object.entries(config.rules)) {
    const { figuresFrom, ...rule } = source;
    let params = rule.params;
    if (figuresFrom !== undefined) {
      const found = at(figures, figuresFrom);
      if (found === null || typeof found !== 'object' || !Object.values(found).every(isNumber)) {
        throw new Error(`Stop factor ${key}: ${figuresFrom} is not a set of figures in the red flags`);
      }
      params = { ...params, ...found };
    }
    const resolved = { ...rule, params };
    if (!complete(resolved)) throw new Error(`Stop factor ${key}: its threshold is missing or given twice`);
    rules[key] = resolved as StopFactorRule;
  }
  return { rules, lists: config.lists };
}

/** The shipped rules, with the red flags of the shipped consents. */
export const shippedStopFactorRules: StopFactorRules = resolveStopFactorRules(stopFactors as StopFactorConfig, consents);
