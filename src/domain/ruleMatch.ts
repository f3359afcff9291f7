/**
 * The small condition language every status and toast rule in `config/` is written in.
 * Rules are data; these two readers are the only code that interprets their conditions.
 */

/** A value a condition can compare with. */
export type Scalar = string | number | boolean | null;

/**
 * A condition on one field: a scalar must be equal, a list means "one of",
 * `{ not: [...] }` means "none of".
 */
export type FieldCondition = Scalar | readonly Scalar[] | { readonly not: readonly Scalar[] };

/**
 * Conditions on named fields of a record; all must hold, so `{}` always matches.
 * An `undefined` entry places no condition (JSON imports type absent fields that way).
 */
export type RecordCondition = Readonly<Record<string, FieldCondition | undefined>>;

/**
 * A condition on a collection of values (the statuses of a request's sub-requests). Every part
 * present must hold, so `{}` always matches:
 * `empty` — the collection is (or is not) empty; `any` — some value is listed;
 * `all` — the collection is non-empty and every value is listed; `none` — no value is listed.
 */
export interface SetCondition {
  readonly empty?: boolean;
  readonly any?: readonly string[];
  readonly all?: readonly string[];
  readonly none?: readonly string[];
}

function isList(condition: FieldCondition): condition is readonly Scalar[] {
  return Array.isArray(condition);
}

/** Whether one field value satisfies its condition. */
export function matchesField(condition: FieldCondition, value: unknown): boolean {
  if (isList(condition)) return condition.some((item) => item === value);
  if (condition !== null && typeof condition === 'object') return !condition.not.some((item) => item === value);
  return condition === value;
}

/** Whether a record satisfies every field condition; fields are read as own properties only. */
export function matchesRecord(condition: RecordCondition, record: object): boolean {
  return Object.entries(condition).every(
    ([field, expected]) =>
      expected === undefined ||
      matchesField(expected, Object.hasOwn(record, field) ? (record as Record<string, unknown>)[field] : undefined),
  );
}

/** Whether a collection of values satisfies a set condition. */
export function matchesSet(condition: SetCondition, values: readonly string[]): boolean {
  const listed = (list: readonly string[]) => (value: string) => list.includes(value);
  if (condition.empty !== undefined && (values.length === 0) !== condition.empty) return false;
  if (condition.any && !values.some(listed(condition.any))) return false;
  if (condition.all && (values.length === 0 || !values.every(listed(condition.all)))) return false;
  if (condition.none && values.some(listed(condition.none))) return false;
  return true;
}
