import auditActionsJson from '../../../config/audit-actions.json';

/** personal_data: a read of a person's passport data; binding: an action with legal effect. */
export type AuditKind = 'personal_data' | 'binding';

/** One action of config/audit-actions.json. */
export interface AuditActionEntry {
  readonly key: string;
  readonly name: string;
  readonly kind: AuditKind;
  readonly about: string;
}

/** The actions the server records, in the file's order (docs/audit.md). */
export const auditActions: readonly AuditActionEntry[] = Object.entries(auditActionsJson.actions).map(([key, entry]) => ({
  key,
  name: entry.name,
  kind: entry.kind as AuditKind,
  about: entry.about,
}));

/** The Russian names of the kinds, for the grouped action filter. */
export const auditKindNames: Readonly<Record<AuditKind, string>> = auditActionsJson.kinds;

const byKey = new Map(auditActions.map((entry) => [entry.key, entry]));

/** The action of a key, or undefined for a key the table does not know. */
export function auditActionOf(key: string): AuditActionEntry | undefined {
  return byKey.get(key);
}

/** The Russian name of an action; an unknown key (an older entry of a removed action) shows as itself. */
export function auditActionName(key: string): string {
  return byKey.get(key)?.name ?? key;
}
