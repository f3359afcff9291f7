import { ndsChoiceOf, effectiveNds } from '../../domain/profile/ndsChoices';
import type { ActNds } from '../../domain/revisions/actTotals';
import type { Executor } from '../db/schema';

/**
 * The organisation's NDS for its acts: the profile choice («НДС по умолчанию») of its administrator — the
 * earliest active member holding agent_view_edit_users, who answers for the organisation's settings — else of
 * its earliest active member; config/nds.json's default when it has none. Read at forming, so an act keeps
 * the NDS it was formed with.
 */
export async function organizationNds(db: Executor, organizationUuid: string): Promise<ActNds & { value: string }> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.nds'])
    .where('o.uuid', '=', organizationUuid)
    .where('m.disabled_at', 'is', null)
    .where('u.disabled_at', 'is', null)
    .orderBy((eb) => eb.exists(eb.selectFrom('membership_permissions as p').select('p.membership_id').whereRef('p.membership_id', '=', 'm.id').where('p.permission_key', '=', 'agent_view_edit_users')), 'desc')
    .orderBy('m.id')
    .executeTakeFirst();
  const value = effectiveNds(row?.nds);
  return { value, rate: ndsChoiceOf(value)?.rate ?? null };
}
