import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/http/AppError';
import { changeRequest, findExistingRequest, getRequestForUser, saveTender } from '../../../src/server/requests/requestRepository';
import { forEachDatabase } from '../helpers/serverContext';
import { makeReadonly, newRequest, sberbank, shippedTender, signedInAgent, signedInClient } from './requestFixtures';

/** The AppError a call rejects with; anything else fails the test. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

forEachDatabase('the request record', (ctx) => {
  describe('createRequest', () => {
    it('numbers requests in order and starts them as drafts of the author’s organisation', async () => {
      const agent = await signedInAgent(ctx.app);
      const first = await newRequest(ctx.app, agent);
      const second = await newRequest(ctx.app, agent, { inn: '7736050003', kpp: '781401001', ogrn: '1027700070518', name: 'ПАО "Газпром"' });
      expect(typeof first.id).toBe('number');
      expect(second.id).toBeGreaterThan(first.id);
      expect(first).toMatchObject({
        organization_uuid: agent.organizationUuid,
        client_organization_uuid: null,
        created_by: agent.viewer.userId,
        actor: 'agent',
        ...sberbank,
        is_ip: false,
        is_joint: false,
        readonly: false,
        tender: null,
        tender_number: null,
        law: null,
        request_status: 'draft',
        sub_status: 'draft',
      });
      expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.documents_scope_uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.documents_scope_uuid).not.toBe(second.documents_scope_uuid);
      expect(first.created_at).toBe(first.updated_at);
    });
  });

  describe('getRequestForUser', () => {
    it('gives the owner his request and says he owns it', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, agent);
      await expect(getRequestForUser(ctx.database.db, agent.viewer, request.id)).resolves.toEqual({ ...request, access: 'owner' });
    });

    it('answers another organisation exactly as it answers a number never issued', async () => {
      const owner = await signedInAgent(ctx.app);
      const stranger = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, owner);
      const foreign = await refusal(getRequestForUser(ctx.database.db, stranger.viewer, request.id));
      const missing = await refusal(getRequestForUser(ctx.database.db, stranger.viewer, request.id + 1_000_000));
      expect([foreign.statusCode, foreign.code, foreign.message]).toEqual([404, 40400, 'Заявка не найдена']);
      expect([missing.statusCode, missing.code, missing.message]).toEqual([foreign.statusCode, foreign.code, foreign.message]);
    });

    it('lets the client organisation the request was made for read it, as its client', async () => {
      const agent = await signedInAgent(ctx.app);
      const customer = await signedInClient(ctx.app);
      const request = await newRequest(ctx.app, agent, { client_organization_uuid: customer.organizationUuid });
      const seen = await getRequestForUser(ctx.database.db, customer.viewer, request.id);
      expect(seen.access).toBe('client');
      expect(seen.id).toBe(request.id);
    });
  });

  describe('saveTender', () => {
    it('keeps the tender and the columns searched by, and moves updated_at', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, agent);
      const tender = shippedTender('0173100009526000033');
      const saved = await saveTender(ctx.database.db, agent.viewer, request.id, tender);
      expect(saved.tender).toEqual(tender);
      expect(saved).toMatchObject({ tender_number: '0173100009526000033', tender_lot_number: 1, tender_uuid: tender.uuid, law: 44, is_joint: true });
      expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(request.updated_at));
      expect(saved.created_at).toBe(request.created_at);
      const again = await getRequestForUser(ctx.database.db, agent.viewer, request.id);
      expect(again.tender).toEqual(tender);
    });

    it('replaces an earlier tender, clearing what the new one does not have', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, agent);
      await saveTender(ctx.database.db, agent.viewer, request.id, shippedTender('0173100007926000041'));
      const commercial = { law: 1, order_name: 'Поставка стеллажей', customer_name: 'ООО «Склад»' } as const;
      const saved = await saveTender(ctx.database.db, agent.viewer, request.id, commercial);
      expect(saved).toMatchObject({ tender: commercial, tender_number: null, tender_lot_number: null, tender_uuid: null, law: 1, is_joint: false });
    });

    it('refuses a read-only request and a request seen only as its client; strangers get 404', async () => {
      const agent = await signedInAgent(ctx.app);
      const customer = await signedInClient(ctx.app);
      const stranger = await signedInAgent(ctx.app);
      const tender = shippedTender('0173100007926000041');
      const shared = await newRequest(ctx.app, agent, { client_organization_uuid: customer.organizationUuid });
      const asClient = await refusal(saveTender(ctx.database.db, customer.viewer, shared.id, tender));
      expect([asClient.statusCode, asClient.message]).toEqual([400, 'Заявка доступна только для чтения']);
      const asStranger = await refusal(saveTender(ctx.database.db, stranger.viewer, shared.id, tender));
      expect([asStranger.statusCode, asStranger.message]).toEqual([404, 'Заявка не найдена']);
      await makeReadonly(ctx.app, shared.id);
      const asOwner = await refusal(saveTender(ctx.database.db, agent.viewer, shared.id, tender));
      expect([asOwner.statusCode, asOwner.message]).toEqual([400, 'Заявка доступна только для чтения']);
      expect((await getRequestForUser(ctx.database.db, agent.viewer, shared.id)).tender).toBeNull();
    });

    it('runs each change in a transaction: a change that fails leaves the request as it was', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, agent);
      const failing = changeRequest(ctx.database.db, agent.viewer, request.id, async (trx) => {
        await trx.updateTable('bg_request').set({ name: 'Изменено' }).where('id', '=', request.id).execute();
        throw new Error('сбой посреди изменения');
      });
      await expect(failing).rejects.toThrow('сбой посреди изменения');
      expect((await getRequestForUser(ctx.database.db, agent.viewer, request.id)).name).toBe(sberbank.name);
    });

    it('serialises changes of one request made at the same time', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, agent);
      const tenders = ['0173100007926000041', '0373100001226000108', '0173100003426000215'].map((number) => shippedTender(number));
      const saved = await Promise.all(tenders.map((tender) => saveTender(ctx.database.db, agent.viewer, request.id, tender)));
      const stamps = saved.map((record) => Date.parse(record.updated_at)).sort((a, b) => a - b);
      expect(new Set(stamps).size).toBe(3);
      const final = await getRequestForUser(ctx.database.db, agent.viewer, request.id);
      expect(final.updated_at).toBe(new Date(stamps[2]!).toISOString());
      expect(saved.find((record) => record.updated_at === final.updated_at)?.tender).toEqual(final.tender);
    });
  });

  describe('findExistingRequest', () => {
    it('finds the organisation’s latest request for the company and the procurement', async () => {
      const agent = await signedInAgent(ctx.app);
      const stranger = await signedInAgent(ctx.app);
      const older = await newRequest(ctx.app, agent);
      const newer = await newRequest(ctx.app, agent);
      const other = await newRequest(ctx.app, agent);
      const tender = shippedTender('0373100043826000512');
      await saveTender(ctx.database.db, agent.viewer, older.id, tender);
      await saveTender(ctx.database.db, agent.viewer, newer.id, tender);
      await saveTender(ctx.database.db, agent.viewer, other.id, shippedTender('0111100000826000094'));
      const query = { inn: sberbank.inn, kpp: sberbank.kpp, ogrn: sberbank.ogrn, tender_number: '0373100043826000512' };
      expect((await findExistingRequest(ctx.database.db, agent.viewer, query))?.id).toBe(newer.id);
      expect((await findExistingRequest(ctx.database.db, agent.viewer, { inn: sberbank.inn, tender_number: '0373100043826000512' }))?.id).toBe(newer.id);
      expect(await findExistingRequest(ctx.database.db, agent.viewer, { ...query, kpp: '773601002' })).toBeNull();
      expect(await findExistingRequest(ctx.database.db, agent.viewer, { ...query, ogrn: '1027700070518' })).toBeNull();
      expect(await findExistingRequest(ctx.database.db, agent.viewer, { ...query, tender_number: '0173100007926000041' })).toBeNull();
      expect(await findExistingRequest(ctx.database.db, stranger.viewer, query)).toBeNull();
    });
  });
});
