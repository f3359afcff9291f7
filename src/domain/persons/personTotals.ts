import { isFilled } from '../progress/isFilled';
import { shippedProgressConfig } from '../progress/progressConfig';

/** A progress counter: points earned and points possible. */
export interface Points {
  readonly count_points: number;
  readonly total_points: number;
}

/**
 * The totals one person or founder organisation adds to the questionnaire counter when the request is
 * saved. spec-2 §9 fixes them at 10 fields: whatever the entry holds, it is worth exactly
 * `totalsFieldsOnSave` points, and earns one for each filled field of its field set in
 * config/progress.json (a founder organisation's ten fields are exactly those spec-1 lists for it).
 * @param fields the field set to count; the shipped person set by default
 */
export function personTotals(
  item: Readonly<Record<string, unknown>>,
  fields: readonly string[] = shippedProgressConfig.fieldSets['person'] ?? [],
  totalsPerItem: number = shippedProgressConfig.totalsPerItem,
): Points {
  const filled = fields.filter((field) => Object.hasOwn(item, field) && isFilled(item[field])).length;
  return { count_points: Math.min(filled, totalsPerItem), total_points: totalsPerItem };
}

/** The totals of a founder organisation, counted by the shipped organisation field set. */
export function organizationTotals(item: Readonly<Record<string, unknown>>): Points {
  return personTotals(item, shippedProgressConfig.fieldSets['organization'] ?? []);
}
