import type { Actor, Executor } from '../../db/schema';
import { demoOrganizations, demoUsers } from '../demoData';

/** An organisation the seeded requests belong to, who in it makes them, and its share of the requests. */
export interface BulkOwner {
  organizationUuid: string;
  actor: Actor;
  /** Users of the organisation who create requests; the first may also take requests over as manager. */
  userIds: readonly number[];
  weight: number;
  /** The company of a client organisation: its own requests are about itself. */
  company: { name: string; inn: string; kpp: string | null; ogrn: string } | null;
}

/** Who owns the seeded requests: the demo organisations (seedDemo must have run), and the client an agent may work for. */
export interface BulkOwners {
  owners: readonly BulkOwner[];
  /** The demo client organisation: some agent requests are made for it. */
  client: { organizationUuid: string; name: string; inn: string; kpp: string | null; ogrn: string } | null;
}

/** The share of requests of each demo organisation in a bulk run: most belong to the demo agent's organisation. */
const bulkWeights: Readonly<Record<string, number>> = { broker: 85, brokerRegion: 10, client: 5 };

/**
 * Reads the demo organisations and their people by INN and login. `only` keeps one organisation (the
 * demo set seeds only the demo agent's organisation).
 */
export async function bulkOwners(db: Executor, only?: string): Promise<BulkOwners> {
  const organizations = await db.selectFrom('organizations').select(['uuid', 'inn', 'type', 'name', 'kpp', 'ogrn']).where('inn', 'in', demoOrganizations.map((o) => o.inn)).execute();
  const users = await db.selectFrom('users').select(['id', 'login']).where('login', 'in', demoUsers.map((u) => u.login)).execute();
  const userId = new Map(users.map((user) => [user.login, user.id]));
  const owners: BulkOwner[] = [];
  let client: BulkOwners['client'] = null;
  for (const organization of demoOrganizations) {
    const row = organizations.find((candidate) => candidate.inn === organization.inn && candidate.type === organization.type);
    if (!row) continue;
    if (organization.type === 'client') client = { organizationUuid: row.uuid, name: row.name, inn: row.inn, kpp: row.kpp, ogrn: row.ogrn ?? organization.ogrn };
    if (only !== undefined && organization.key !== only) continue;
    const members = demoUsers.filter((user) => user.memberships.some((membership) => membership.organization === organization.key));
    const ids = members.map((member) => userId.get(member.login)).filter((id): id is number => id !== undefined);
    if (ids.length === 0) continue;
    owners.push({
      organizationUuid: row.uuid,
      actor: organization.type === 'client' ? 'client' : 'agent',
      userIds: ids,
      weight: bulkWeights[organization.key] ?? 1,
      company: organization.type === 'client' ? { name: row.name, inn: row.inn, kpp: row.kpp, ogrn: row.ogrn ?? organization.ogrn } : null,
    });
  }
  if (owners.length === 0) throw new Error('Демонстрационные организации не найдены: сначала должна пройти начальная загрузка (seedDemo).');
  return { owners, client };
}
