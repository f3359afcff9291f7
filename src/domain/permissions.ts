import permissionsJson from '../../config/permissions.json';

/** Whose permission it is: a session of the agent cabinet or of the client cabinet. */
export type PermissionActor = 'agent' | 'client';

/** One row of config/permissions.json. */
export interface PermissionEntry {
  readonly key: string;
  readonly name: string;
  readonly actor: PermissionActor;
  readonly description: string;
  /** Calls in Fastify's URL form, "POST /v2/bgrequest/write/send". */
  readonly calls: readonly string[];
}

/** The key whose absence narrows an agent member to his own requests (spec-2 §6). */
export const viewAllRequestsKey = 'agent_view_all_requests';

/** The table of config/permissions.json as a list, in the file's order. */
export const permissionTable: readonly PermissionEntry[] = Object.entries(permissionsJson.permissions).map(([key, entry]) => ({
  key,
  name: entry.name,
  actor: entry.actor as PermissionActor,
  description: entry.description,
  calls: entry.calls,
}));

const byKey = new Map(permissionTable.map((entry) => [entry.key, entry]));
const byCall = new Map<string, PermissionEntry>();
for (const entry of permissionTable) {
  for (const call of entry.calls) {
    const slot = `${entry.actor} ${call}`;
    if (byCall.has(slot)) throw new Error(`config/permissions.json: ${call} is guarded twice for ${entry.actor}`);
    byCall.set(slot, entry);
  }
}

/** A call as the table names it: the method and the route's URL pattern; HEAD is its GET. */
export function callOf(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** The permission that guards `call` for a session of `actor`, or null when the call needs none. */
export function guardOf(call: string, actor: PermissionActor): PermissionEntry | null {
  return byCall.get(`${actor} ${call}`) ?? null;
}

/** A permission of the table by key, or undefined. */
export function permissionOf(key: string): PermissionEntry | undefined {
  return byKey.get(key);
}

/** Every call the table names, with no duplicates. */
export function guardedCalls(): string[] {
  return [...new Set(permissionTable.flatMap((entry) => entry.calls))];
}

/**
 * What a member may do: `action` is a call ("POST /v2/bgrequest/write/send") or a permission key.
 * Answers the permission that is missing, or null when the action is allowed. A call no permission
 * guards for this actor is allowed; an unknown key is refused (a typo must not open anything).
 */
export function missingPermission(action: string, actor: PermissionActor, held: ReadonlySet<string> | readonly string[]): PermissionEntry | null {
  const has = (key: string) => (Array.isArray(held) ? held.includes(key) : (held as ReadonlySet<string>).has(key));
  const entry = action.includes(' ') ? guardOf(action, actor) : (byKey.get(action) ?? { key: action, name: action, actor, description: '', calls: [] });
  if (!entry) return null;
  return has(entry.key) ? null : entry;
}
