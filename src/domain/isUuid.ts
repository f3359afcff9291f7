const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a text has the shape of a uuid. Checked before a value reaches a uuid column: PostgreSQL
 * raises on a malformed one, and such a value names nothing anyway.
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
