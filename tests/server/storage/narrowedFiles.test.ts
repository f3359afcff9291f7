import path from 'node:path';
import { expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { localFileStore } from '../../../src/server/storage/localFileStore';
import { insertStoredFile, type StoredFile } from '../../../src/server/storage/storedFiles';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { employeeOf } from '../access/employee';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const env = dataDirEnv();
const store = localFileStore(path.join(env.DATA_DIR!, 'files'));
const bank = banksConfig.banks[0];
if (!bank) throw new Error('the shipped config has no bank');

forEachDatabase(
  'stored files of a member who sees only his own requests',
  (ctx) => {
    async function storeFile(owner: Member, scope: string, name: string, createdBy: number | null = owner.viewer.userId): Promise<StoredFile> {
      const { sha256, size } = await store.put(Buffer.from(`%PDF ${name} ${crypto.randomUUID()}`));
      return insertStoredFile(ctx.database.db, { scope_uuid: scope, type: 'document', name, size, mime: 'application/pdf', sha256, organization_uuid: owner.organizationUuid, created_by: createdBy });
    }

    /** The answers of every call that reads or touches one file by its uuid, as this member gets them. */
    async function reach(member: Member, file: StoredFile, reuseInto: string) {
      const api = client(ctx.app, { token: member.token });
      const named = await ctx.app.inject({ method: 'GET', url: `/v1/storage/read/file/${file.uuid}/name/file.pdf`, headers: { authorization: `Bearer ${member.token}` } });
      const base64 = await api.get(`/v1/storage/read/file/${file.uuid}/base64`);
      const reused = await api.post('/v1/storage/write/reuse', { file_uuid: file.uuid, scope: reuseInto });
      return { named: named.statusCode, base64: base64.status, reused: reused.status };
    }

    it('a colleague’s request’s documents and bank files are 404 to him, as are their reuse and removal; his own download', async () => {
      const admin = await signedInAgent(ctx.app);
      const employee = await employeeOf(ctx, admin, ['agent_create_request']);
      const others = await newRequest(ctx.app, admin);
      const his = await newRequest(ctx.app, employee);
      const [subRequest] = await ctx.database.db.transaction().execute((trx) => ensureSubRequests(trx, others.id, [bank.uuid]));
      const colleagues = await storeFile(admin, others.documents_scope_uuid, 'чужая анкета.pdf');
      const banks = await storeFile(admin, subRequest!.uuid, 'гарантия.pdf', null);
      const own = await storeFile(employee, his.documents_scope_uuid, 'своя анкета.pdf');

      const notFound = { named: 404, base64: 404, reused: 404 };
      expect(await reach(employee, colleagues, his.documents_scope_uuid)).toEqual(notFound);
      expect(await reach(employee, banks, his.documents_scope_uuid)).toEqual(notFound);
      const removal = await ctx.app.inject({ method: 'DELETE', url: `/v1/storage/delete/file/${colleagues.uuid}`, headers: { authorization: `Bearer ${employee.token}` } });
      expect({ status: removal.statusCode, body: removal.json() }).toEqual({ status: 404, body: { code: 40400, message: 'Файл не найден' } });
      const kept = await ctx.database.db.selectFrom('storage_file').select('deleted_at').where('uuid', '=', colleagues.uuid).executeTakeFirstOrThrow();
      expect(kept.deleted_at).toBeNull();

      // His own file downloads, and the administrator reads every one.
      expect((await reach(employee, own, his.documents_scope_uuid)).named).toBe(200);
      expect((await client(ctx.app, { token: employee.token }).get(`/v1/storage/read/file/${own.uuid}/base64`)).status).toBe(200);
      for (const file of [colleagues, banks, own]) expect((await client(ctx.app, { token: admin.token }).get(`/v1/storage/read/file/${file.uuid}/base64`)).status).toBe(200);

      // Made the manager of the colleague's request, he reads its files at once.
      expect((await client(ctx.app, { token: admin.token }).post('/v1/bgrequest/write/agent/manager', { request_id: Number(others.id), manager: employee.user.id })).status).toBe(200);
      expect((await client(ctx.app, { token: employee.token }).get(`/v1/storage/read/file/${colleagues.uuid}/base64`)).status).toBe(200);
      expect((await client(ctx.app, { token: employee.token }).get(`/v1/storage/read/file/${banks.uuid}/base64`)).status).toBe(200);
    });

    it('granting agent_view_all_requests opens the colleague’s files on the very next call; revoking closes them', async () => {
      const admin = await signedInAgent(ctx.app);
      const employee = await employeeOf(ctx, admin, []);
      const others = await newRequest(ctx.app, admin);
      const file = await storeFile(admin, others.documents_scope_uuid, 'анкета.pdf');
      const read = async () => (await client(ctx.app, { token: employee.token }).get(`/v1/storage/read/file/${file.uuid}/base64`)).status;
      expect(await read()).toBe(404);
      await ctx.database.db.insertInto('membership_permissions').values({ membership_id: employee.membershipId, permission_key: 'agent_view_all_requests' }).execute();
      expect(await read()).toBe(200);
      await ctx.database.db.deleteFrom('membership_permissions').where('membership_id', '=', employee.membershipId).execute();
      expect(await read()).toBe(404);
    });

    it('a file of no request stays the organisation’s; the client organisation reads its request’s bank files too', async () => {
      const admin = await signedInAgent(ctx.app);
      const employee = await employeeOf(ctx, admin, []);
      const loose = await storeFile(admin, crypto.randomUUID(), 'реквизиты.pdf');
      expect((await client(ctx.app, { token: employee.token }).get(`/v1/storage/read/file/${loose.uuid}/base64`)).status).toBe(200);

      const customer = await signedInClient(ctx.app);
      const request = await newRequest(ctx.app, admin, { client_organization_uuid: customer.organizationUuid });
      const [subRequest] = await ctx.database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [bank.uuid]));
      const guarantee = await storeFile(admin, subRequest!.uuid, 'гарантия.pdf', null);
      expect((await client(ctx.app, { token: customer.token }).get(`/v1/storage/read/file/${guarantee.uuid}/base64`)).status).toBe(200);
      expect((await client(ctx.app, { token: customer.token }).get(`/v1/storage/read/file/${loose.uuid}/base64`)).status).toBe(404);
    });
  },
  { env },
);
