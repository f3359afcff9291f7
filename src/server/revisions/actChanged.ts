import type { ActState } from '../../domain/wire/revisionWire';
import { auditActChange, type ActChange, type ChangedAct } from '../audit/actionEntries';
import type { AuditActor } from '../audit/recordAudit';
import type { Executor } from '../db/schema';
import type { HubPublication } from '../hub/hubEvents';
import type { NotificationHub } from '../hub/NotificationHub';
import { revisionPermission } from './revisionReads';

/** What a change of an act tells: the hub that carries it to the browsers. */
export type ActChangeHub = Pick<NotificationHub, 'publishAll'>;

/**
 * `RevisionActChanged` for the act's organisation — heard only by its members with «Просмотр взаиморасчётов»,
 * who may read the act — so an open settlements screen reads its acts again.
 */
export function actChangedPublication(act: { uuid: string; organization_uuid: string; period: string; state: ActState }): HubPublication<'RevisionActChanged'> {
  return {
    organizationUuids: [act.organization_uuid],
    requestUsers: null,
    permission: revisionPermission.key,
    target: 'RevisionActChanged',
    payload: { actUuid: act.uuid, period: act.period, state: act.state },
  };
}

/**
 * Every change of an act — formed, formed again, sent, disputed, signed by the agent or the operator, paid —
 * calls this in the change's own transaction, after the act's row is written: the audit entry of the person
 * who changed it (none for the monthly scheduler, which is nobody: `who` null) and the hub's event, which
 * leaves on commit and never after a rollback (docs/revisions.md «Audit and live updates»).
 */
export async function actChanged(trx: Executor, hub: ActChangeHub, who: AuditActor | null, act: ChangedAct, change: ActChange): Promise<void> {
  if (who !== null) await auditActChange(trx, who, act, change);
  await hub.publishAll([actChangedPublication(act)], trx);
}
