import type { OrganizationSigner } from '../../domain/signing/authority';
import type { Executor } from '../db/schema';

/**
 * Whose certificate may sign an organisation's document: the organisation by its INN and OGRN as the
 * platform keeps them, and the signed-in user (a member of it) by his full name.
 */
export async function organizationSignerOf(db: Executor, organizationId: number, userId: number): Promise<OrganizationSigner | null> {
  const row = await db
    .selectFrom('organizations as o')
    .innerJoin('memberships as m', 'm.organization_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['o.inn', 'o.ogrn', 'o.name', 'u.last_name', 'u.first_name', 'u.middle_name'])
    .where('o.id', '=', organizationId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    basis: 'organization',
    is_ip: row.inn.length === 12,
    inn: row.inn,
    ogrn: row.ogrn,
    name: row.name,
    person: { last_name: row.last_name, first_name: row.first_name, middle_name: row.middle_name },
  };
}
