import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { grantEveryPermission } from '../../../src/server/accounts/membershipPermissions';
import { hashPassword } from '../../../src/server/accounts/passwords';
import type { UserView } from '../../../src/server/accounts/userEntity';
import type { Db } from '../../../src/server/db/schema';
import { findTender } from '../../../src/server/integrations/datasets';
import type { RequestViewer } from '../../../src/server/requests/requestAccess';
import type { RequestRecord, SavedTender } from '../../../src/server/requests/requestRecord';
import { createRequest, type NewRequest } from '../../../src/server/requests/requestRepository';
import { randomIp, registeredAgent, uniqueInn } from '../helpers/accounts';
import { client } from '../helpers/serverContext';

/** A signed-in user: his token, and who he is to the request repository. */
export interface Member {
  token: string;
  viewer: RequestViewer;
  organizationUuid: string;
  user: UserView;
}

/** A data folder of its own, so stored files of one test file never meet another's. */
export function dataDirEnv(): NodeJS.ProcessEnv {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'garant-requests-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function viewerOf(db: Db, user: UserView): Promise<RequestViewer> {
  const organization = await db.selectFrom('organizations').select('id').where('uuid', '=', user.organization_uuid).executeTakeFirstOrThrow();
  return { userId: user.id, organizationId: organization.id, actor: user.actor };
}

/** A new agent organisation with its administrator, signed in. */
export async function signedInAgent(app: FastifyInstance): Promise<Member> {
  const { token, user } = await registeredAgent(app);
  return { token, user, organizationUuid: user.organization_uuid, viewer: await viewerOf(app.database.db, user) };
}

/** A new client organisation with one client user, signed in to the client cabinet. */
export async function signedInClient(app: FastifyInstance): Promise<Member> {
  const db = app.database.db;
  const tag = randomBytes(4).toString('hex');
  const login = `client.${tag}@example.ru`;
  const password = 'Client2026';
  const organization = await db
    .insertInto('organizations')
    .values({ name: `ООО «Клиент ${tag}»`, inn: uniqueInn(), kpp: '500401001', ogrn: '1155024123451', type: 'client' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ login, password_hash: await hashPassword(password), last_name: 'Петров', first_name: 'Пётр', middle_name: null, post: null, phone: null, confirmed_at: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const membership = await db.insertInto('memberships').values({ user_id: user.id, organization_id: organization.id }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('membership_roles').values({ membership_id: membership.id, role_key: 'client' }).execute();
  // Every client permission, as the demo client has: the calls config/permissions.json guards are open to him.
  await grantEveryPermission(db, membership.id, 'client');
  const login_ = await client(app, { ip: randomIp() }).post<{ token: string; user: UserView }>('/v1/login/write/creds', { email: login, password, actor: 'client' });
  expect(login_.status).toBe(200);
  const signed = login_.body.data!;
  return { token: signed.token, user: signed.user, organizationUuid: signed.user.organization_uuid, viewer: await viewerOf(db, signed.user) };
}

/** ПАО «Сбербанк» of the shipped company register: active, with a head, a register date and an address. */
export const sberbank = { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', name: 'ПАО "Сбербанк"' } as const;

/** A request of the member's organisation for a shipped company (Сбербанк unless told otherwise). */
export function newRequest(app: FastifyInstance, member: Member, overrides: Partial<NewRequest> = {}): Promise<RequestRecord> {
  return createRequest(app.database.db, member.viewer, { ...sberbank, ...overrides });
}

/** A copy of a shipped tender. */
export function shippedTender(number: string, lot?: number): SavedTender {
  const tender = findTender(number, lot);
  if (!tender) throw new Error(`no shipped tender ${number}`);
  return structuredClone(tender);
}

/** The day `days` after today, YYYY-MM-DD (UTC; tests keep a margin of days around it). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Marks a request read-only, as sending it to the banks will. */
export async function makeReadonly(app: FastifyInstance, id: number): Promise<void> {
  await app.database.db.updateTable('bg_request').set({ readonly: true }).where('id', '=', id).execute();
}
