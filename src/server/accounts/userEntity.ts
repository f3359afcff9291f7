import type { UserPersonWire } from '../../domain/wire/personWire';
import { standingOf, type AccessionContext } from '../accession/standingOf';
import { accessionTexts } from '../accession/texts';
import { effectiveNds } from '../../domain/profile/ndsChoices';
import type { Actor, Channel, Executor, OrganizationType } from '../db/schema';

/** The organisation as the browser sees it. */
export interface OrganizationView {
  uuid: string;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  type: OrganizationType;
}

/** The User entity of spec-1 §3, for the organisation of the current session. */
export interface UserView extends UserPersonWire {
  roles: Actor[];
  available_permissions: { key: string; name: string }[];
  organization: OrganizationView;
  is_regulations_signed: boolean;
  need_sign_add_agreement: boolean;
  has_unsigned_docs: boolean;
  /** The partner banks' additional agreements the organisation must sign (docs/accession.md). */
  partners_docs: { title: string; version: number; is_signed: boolean; banks: { uuid: string; name: string }[] }[];
  two_factor: boolean;
  /** Where the two-factor code goes; null while two-factor is off (docs/profile.md). */
  two_factor_channel: Channel | null;
  /** The e-mail (the login) was proven by a code; the hourly prompt asks for it otherwise (spec-2 §9). */
  email_confirmed: boolean;
  external: boolean;
  disabled_notifications: boolean;
  nds: string;
  actor: Actor;
  /** 'partner' for an agent organisation's user, 'client' for a client's (spec-2 §4.2 "partner type"). */
  user_type: 'partner' | 'client';
  /** A platform operator (migration 010): may widen the request list to every organisation's requests. */
  platform_operator: boolean;
}

/** The organisations a user belongs to, the current one marked. */
export interface MembershipView {
  uuid: string;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  is_current: boolean;
}

/**
 * Reads the User entity for a user acting in an organisation; null when the membership is gone. The
 * flags of the organisation's documents are computed from what it really signed (`standingOf`).
 */
export async function loadUserView(db: Executor, userId: number, organizationId: number, actor: Actor, accession: AccessionContext): Promise<UserView | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select([
      'u.id',
      'u.uuid',
      'u.last_name',
      'u.first_name',
      'u.middle_name',
      'u.login',
      'u.post',
      'u.phone',
      'u.two_factor',
      'u.two_factor_channel',
      'u.email_confirmed_at',
      'u.nds',
      'u.disabled_notifications',
      'm.id as membership_id',
      'o.uuid as organization_uuid',
      'o.name as organization_name',
      'o.inn',
      'o.kpp',
      'o.ogrn',
      'o.type as organization_type',
    ])
    .select((eb) => eb.exists(eb.selectFrom('platform_operators as po').select('po.user_id').whereRef('po.user_id', '=', 'u.id')).as('platform_operator'))
    .where('u.id', '=', userId)
    .where('m.organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return null;
  const [roles, permissions, { standing }] = await Promise.all([
    db.selectFrom('membership_roles').select('role_key').where('membership_id', '=', row.membership_id).orderBy('role_key').execute(),
    db
      .selectFrom('membership_permissions as mp')
      .innerJoin('permissions as p', 'p.key', 'mp.permission_key')
      .select(['p.key', 'p.name'])
      .where('mp.membership_id', '=', row.membership_id)
      .orderBy('p.sort_order')
      .execute(),
    standingOf(db, { id: organizationId }, accession),
  ]);
  const bankName = (uuid: string) => accession.banks.find((bank) => bank.uuid === uuid)?.bank_name ?? uuid;
  return {
    id: row.id,
    uuid: row.uuid,
    last_name: row.last_name,
    first_name: row.first_name,
    middle_name: row.middle_name,
    login: row.login,
    post: row.post,
    phone: row.phone,
    organization_uuid: row.organization_uuid,
    roles: roles.map((role) => role.role_key),
    available_permissions: permissions,
    organization: {
      uuid: row.organization_uuid,
      name: row.organization_name,
      inn: row.inn,
      kpp: row.kpp,
      ogrn: row.ogrn,
      type: row.organization_type,
    },
    is_regulations_signed: standing.is_regulations_signed,
    need_sign_add_agreement: standing.need_sign_add_agreement,
    has_unsigned_docs: standing.has_unsigned_docs,
    partners_docs: standing.duties
      .filter((duty) => duty.kind === 'partner_agreement' && duty.bank_uuid !== null)
      .map((duty) => ({
        title: accessionTexts.title(duty.kind, bankName(duty.bank_uuid ?? '')),
        version: duty.version,
        is_signed: duty.signed,
        banks: [{ uuid: duty.bank_uuid ?? '', name: bankName(duty.bank_uuid ?? '') }],
      })),
    two_factor: row.two_factor,
    two_factor_channel: row.two_factor ? row.two_factor_channel : null,
    email_confirmed: row.email_confirmed_at !== null,
    external: false,
    disabled_notifications: row.disabled_notifications,
    nds: effectiveNds(row.nds),
    actor,
    user_type: actor === 'agent' ? 'partner' : 'client',
    platform_operator: Boolean(row.platform_operator),
  };
}

export async function loadOrganization(db: Executor, organizationId: number): Promise<OrganizationView | null> {
  const row = await db
    .selectFrom('organizations')
    .select(['uuid', 'name', 'inn', 'kpp', 'ogrn', 'type'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row ?? null;
}

export async function loadMemberships(db: Executor, userId: number, currentOrganizationId: number): Promise<MembershipView[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select(['o.id', 'o.uuid', 'o.name', 'o.inn', 'o.kpp', 'o.ogrn'])
    .where('m.user_id', '=', userId)
    .where('m.disabled_at', 'is', null)
    .orderBy('m.created_at')
    .orderBy('o.id')
    .execute();
  return rows.map(({ id, ...organization }) => ({ ...organization, is_current: id === currentOrganizationId }));
}
