import { beforeAll, describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import type { BankApiClaimAnswer, BankApiDemandAnswer, BankApiDocumentAnswer, BankApiEventList, BankApiOfferAnswer, BankApiOutboxList, BankApiSubRequest, BankApiSubRequestList, BankApiSubRequestState } from '../../../src/domain/wire/bankApiWire';
import { issueBankApiKey, revokeBankApiKeys } from '../../../src/server/bankGateway/bankApiKeys';
import { enqueueBankEvents } from '../../../src/server/bankGateway/bankOutbox';
import { forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';
import { bankClient, bankKey, moveAs, subRequestIn } from './bankFixtures';

const [bankA, bankB] = banksConfig.banks;
if (!bankA || !bankB) throw new Error('the shipped config has fewer than two banks');

/** A minimal PDF: the magic bytes are what the upload checks. */
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----bankapi' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

forEachDatabase(
  'bank API',
  (ctx) => {
    let agent: Member;
    let keyA: string;
    let keyB: string;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      keyA = await bankKey(ctx.app, bankA.uuid);
      keyB = await bankKey(ctx.app, bankB.uuid);
    });

    describe('keys', () => {
      it('refuses a call without a key, with an unknown or a malformed key, and with a revoked key (401 in the envelope)', async () => {
        const none = await ctx.app.inject({ method: 'GET', url: '/bank-api/v1/subrequests' });
        expect(none.statusCode).toBe(401);
        expect(none.json()).toEqual({ code: 40100, message: 'Не передан ключ банковского API: заголовок Authorization: Bearer <ключ> или X-Api-Key' });
        const unknown = await bankClient(ctx.app, 'gbk_999999_' + 'A'.repeat(43)).get('/bank-api/v1/subrequests');
        expect(unknown.status).toBe(401);
        expect(unknown.body.message).toBe('Неверный или отозванный ключ банковского API');
        const issued = await issueBankApiKey(ctx.app.database.db, bankA.uuid, 'rotated');
        const wrongSecret = issued.key.slice(0, -1) + (issued.key.endsWith('A') ? 'B' : 'A');
        expect((await bankClient(ctx.app, wrongSecret).get('/bank-api/v1/subrequests')).status).toBe(401);
        expect((await bankClient(ctx.app, 'not a key').get('/bank-api/v1/subrequests')).status).toBe(401);
        expect((await bankClient(ctx.app, issued.key).get('/bank-api/v1/subrequests')).status).toBe(200);
        await revokeBankApiKeys(ctx.app.database.db, [issued.id]);
        expect((await bankClient(ctx.app, issued.key).get('/bank-api/v1/subrequests')).status).toBe(401);
      });

      it('takes the key from X-Api-Key too, and keeps only a hash of it', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/bank-api/v1/events', headers: { 'x-api-key': keyA } });
        expect(response.statusCode).toBe(200);
        const rows = await ctx.app.database.db.selectFrom('bank_api_key').select('key_hash').execute();
        expect(rows.every((row) => !keyA.includes(row.key_hash))).toBe(true);
      });
    });

    it('lists the events a bank may post, with their labels and endpoints, and none of the agent side', async () => {
      const answer = await bankClient(ctx.app, keyA).get<BankApiEventList>('/bank-api/v1/events');
      const names = answer.body.data.events.map((item) => item.event);
      expect(names).toContain('payment_received');
      expect(names).not.toContain('send');
      expect(names).not.toContain('offer_accepted');
      expect(answer.body.data.events.find((item) => item.event === 'offer')).toEqual({ event: 'offer', label: 'Предложение банка', via: 'offers' });
    });

    describe('incoming sub-requests', () => {
      it('shows a bank only its own sub-requests that reached it, with the request snapshot; another bank gets 404', async () => {
        const sent = await subRequestIn(ctx.app, agent, bankA.uuid);
        const draft = await subRequestIn(ctx.app, agent, bankA.uuid, []);
        const list = await bankClient(ctx.app, keyA).get<BankApiSubRequestList>('/bank-api/v1/subrequests?limit=100');
        expect(list.status).toBe(200);
        const uuids = list.body.data.items.map((item) => item.uuid);
        expect(uuids).toContain(sent.uuid);
        expect(uuids).not.toContain(draft.uuid);
        const item = list.body.data.items.find((entry) => entry.uuid === sent.uuid)!;
        expect(item.sub_status).toBe('sent');
        expect(item.allowed_events).toEqual(expect.arrayContaining(['bank_demand', 'offer', 'cancel']));
        expect(item.request.inn).toMatch(/^\d{10}$/);
        expect(item.request).toHaveProperty('steps');
        expect(item.request).toHaveProperty('documents');

        const other = await bankClient(ctx.app, keyB).get<BankApiSubRequestList>('/bank-api/v1/subrequests?limit=100');
        expect(other.body.data.items.map((entry) => entry.uuid)).not.toContain(sent.uuid);
        const foreign = await bankClient(ctx.app, keyB).get(`/bank-api/v1/subrequests/${sent.uuid}`);
        expect(foreign.status).toBe(404);
        expect(foreign.body.message).toBe('Заявка в банк не найдена');
        expect((await bankClient(ctx.app, keyA).get(`/bank-api/v1/subrequests/${draft.uuid}`)).status).toBe(404);
        expect((await bankClient(ctx.app, keyA).get('/bank-api/v1/subrequests/not-a-uuid')).status).toBe(404);
        const own = await bankClient(ctx.app, keyA).get<BankApiSubRequest>(`/bank-api/v1/subrequests/${sent.uuid}`);
        expect(own.body.data.uuid).toBe(sent.uuid);
      });

      it('filters by status and pages by updated_since', async () => {
        const first = await subRequestIn(ctx.app, agent, bankA.uuid);
        const second = await subRequestIn(ctx.app, agent, bankA.uuid);
        const page = await bankClient(ctx.app, keyA).get<BankApiSubRequestList>('/bank-api/v1/subrequests?status=sent&limit=1');
        expect(page.body.data.items).toHaveLength(1);
        const since = page.body.data.next_updated_since;
        expect(since).not.toBeNull();
        const rest = await bankClient(ctx.app, keyA).get<BankApiSubRequestList>(`/bank-api/v1/subrequests?status=sent&limit=100&updated_since=${encodeURIComponent(since!)}`);
        expect(since).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
        expect(rest.body.data.items.map((item) => item.uuid)).not.toContain(page.body.data.items[0]!.uuid);
        const all = [...page.body.data.items, ...rest.body.data.items].map((item) => item.uuid);
        expect(all).toEqual(expect.arrayContaining([first.uuid, second.uuid]));
        const none = await bankClient(ctx.app, keyA).get<BankApiSubRequestList>('/bank-api/v1/subrequests?status=deal_claim_signed');
        expect(none.body.data.items).toEqual([]);
      });

      it('refuses bad list parameters with a Russian 400', async () => {
        const bad = await bankClient(ctx.app, keyA).get('/bank-api/v1/subrequests?limit=0');
        expect(bad.status).toBe(400);
        expect(bad.body.message).toContain('Сколько заявок');
        expect((await bankClient(ctx.app, keyA).get('/bank-api/v1/subrequests?updated_since=yesterday')).status).toBe(400);
        expect((await bankClient(ctx.app, keyA).get('/bank-api/v1/subrequests?status=SENT;drop')).status).toBe(400);
      });
    });

    describe('events', () => {
      it('moves by a bank event through the transition table, with the history naming the bank', async () => {
        const sub = await subRequestIn(ctx.app, agent, bankA.uuid);
        const answer = await bankClient(ctx.app, keyA).post<BankApiSubRequestState>(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'cancel', cancel_reason: 'Стоп-фактор: долг по налогам', external_id: 'BG-77' });
        expect(answer.status).toBe(200);
        expect(answer.body.data.sub_status).toBe('canceled');
        const row = await ctx.app.database.db.selectFrom('bg_subrequest').select(['cancel_reason', 'external_id']).where('uuid', '=', sub.uuid).executeTakeFirstOrThrow();
        expect(row).toEqual({ cancel_reason: 'Стоп-фактор: долг по налогам', external_id: 'BG-77' });
        const history = await ctx.app.database.db.selectFrom('bg_subrequest_status').select(['event', 'actor_kind', 'comment']).where('subrequest_id', '=', String(sub.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(history).toEqual({ event: 'cancel', actor_kind: 'bank', comment: 'Стоп-фактор: долг по налогам' });
      });

      it('refuses an event the status does not allow (409 with the reason), an agent event, an unknown one, and events that need their own endpoint (400)', async () => {
        const sub = await subRequestIn(ctx.app, agent, bankA.uuid);
        const client = bankClient(ctx.app, keyA);
        const refused = await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'payment_received' });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('Действие «Оплата получена» недоступно в статусе «Отправлена в банк».');
        const agentSide = await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'offer_accepted' });
        expect(agentSide.status).toBe(400);
        expect(agentSide.body.message).toBe('Событие «Предложение принято» совершает не банк, а агент, клиент или платформа.');
        expect((await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'teleport' })).body.message).toBe('Неизвестное событие «teleport».');
        const viaOffers = await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'offer' });
        expect(viaOffers.status).toBe(400);
        expect(viaOffers.body.message).toBe('Событие «Предложение банка» присылается вместе с данными: POST …/offers.');
        expect((await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'cancel', extra: 1 })).status).toBe(200);
        expect((await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, {})).status).toBe(400);
        expect((await bankClient(ctx.app, keyB).post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'cancel' })).status).toBe(404);
      });
    });

    describe('offers and demands', () => {
      it('a demand, then an offer, then a revision: versions grow and the events follow the table', async () => {
        const sub = await subRequestIn(ctx.app, agent, bankA.uuid);
        const client = bankClient(ctx.app, keyA);
        const demand = await client.post<BankApiDemandAnswer>(`/bank-api/v1/subrequests/${sub.uuid}/demands`, { text: 'Пришлите выписку', required_documents: [{ type: 'bank_statement', name: 'Выписка за 6 месяцев' }] });
        expect(demand.status).toBe(200);
        expect(demand.body.data.state.sub_status).toBe('bankrequest');
        expect(demand.body.data.demand).toMatchObject({ kind: 'bank', text: 'Пришлите выписку', required_documents: [{ type: 'bank_statement', name: 'Выписка за 6 месяцев' }], answer_text: null });
        await moveAs(ctx.app, sub.uuid, ['demand_answered']);

        const first = await client.post<BankApiOfferAnswer>(`/bank-api/v1/subrequests/${sub.uuid}/offers`, { commission: 15000.5, sum: 1000000, duration: 365, date_from: '2026-12-01', date_to: '2027-12-01' });
        expect(first.status).toBe(200);
        expect(first.body.data.offer).toMatchObject({ version: 1, source: 'bank', commission: 15000.5, bank_commission: 15000.5, sum: 1000000, duration: 365, date_from: '2026-12-01', date_to: '2027-12-01' });
        expect(first.body.data.state.sub_status).toBe('offer_wait_approve');
        const second = await client.post<BankApiOfferAnswer>(`/bank-api/v1/subrequests/${sub.uuid}/offers`, { commission: 14000, sum: 1000000, duration: 365 });
        expect(second.body.data.offer.version).toBe(2);
        expect(second.body.data.state.sub_status).toBe('offer');
        const confirmed = await client.post<BankApiSubRequestState>(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'offer_confirmed' });
        expect(confirmed.body.data.sub_status).toBe('offer_wait_approve');
        const read = await client.get<BankApiSubRequest>(`/bank-api/v1/subrequests/${sub.uuid}`);
        expect(read.body.data.offers.map((offer) => offer.version)).toEqual([1, 2]);
        expect(read.body.data.demands).toHaveLength(1);
      });

      it('refuses an offer where none fits (409) and bad offers (400)', async () => {
        const sub = await subRequestIn(ctx.app, agent, bankA.uuid);
        const client = bankClient(ctx.app, keyA);
        await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'cancel' });
        expect((await client.post(`/bank-api/v1/subrequests/${sub.uuid}/offers`, { commission: 1, sum: 1, duration: 1 })).status).toBe(409);
        const open = await subRequestIn(ctx.app, agent, bankA.uuid);
        const negative = await client.post(`/bank-api/v1/subrequests/${open.uuid}/offers`, { commission: -1, sum: 100, duration: 10 });
        expect(negative.status).toBe(400);
        expect(negative.body.message).toContain('Комиссия');
        expect((await client.post(`/bank-api/v1/subrequests/${open.uuid}/offers`, { commission: 1, sum: 100, duration: 10, date_from: '2027-01-02', date_to: '2027-01-01' })).body.message).toBe('Дата окончания гарантии раньше даты начала');
        expect((await client.post(`/bank-api/v1/subrequests/${open.uuid}/offers`, { commission: 1, sum: 0, duration: 10 })).status).toBe(400);
        // A positive sum under a kopeck would be stored as 0.00: refused with the field's name, not a 500 at the column's check.
        const tiny = await client.post(`/bank-api/v1/subrequests/${open.uuid}/offers`, { commission: 1, sum: 1.1189550817421523e-266, duration: 10 });
        expect(tiny.status).toBe(400);
        expect(tiny.body.message).toContain('Сумма гарантии');
        expect((await client.post(`/bank-api/v1/subrequests/${open.uuid}/demands`, { text: '' })).status).toBe(400);
        // Kopecks are not a whole multiple of 0.01 in binary; they are whole kopecks all the same.
        expect((await client.post(`/bank-api/v1/subrequests/${open.uuid}/offers`, { commission: 1, sum: 100.005, duration: 10 })).status).toBe(400);
      });

      it('takes every amount in whole kopecks (4850.15 ₽ was refused as «недопустимое значение»)', async () => {
        const client = bankClient(ctx.app, keyA);
        for (const [commission, sum] of [[121.25, 4850.15], [182_812.55, 7_312_502.29], [0.07, 1_000_000.01]] as const) {
          const open = await subRequestIn(ctx.app, agent, bankA.uuid);
          const answer = await client.post<BankApiOfferAnswer>(`/bank-api/v1/subrequests/${open.uuid}/offers`, { commission, sum, duration: 365 });
          expect(answer.status, `${commission} / ${sum}: ${JSON.stringify(answer.body)}`).toBe(200);
          expect(answer.body.data.offer).toMatchObject({ commission, sum });
        }
      });
    });

    describe('documents and claims', () => {
      it('the guarantee upload issues the guarantee; the bank downloads it and the request documents with its key only', async () => {
        const sub = await subRequestIn(ctx.app, agent, bankA.uuid);
        const client = bankClient(ctx.app, keyA);
        await client.post(`/bank-api/v1/subrequests/${sub.uuid}/offers`, { commission: 1000, sum: 50000, duration: 30 });
        await moveAs(ctx.app, sub.uuid, ['offer_accepted'], { kind: 'user', userId: agent.viewer.userId });
        for (const event of ['payment_requested', 'payment_received']) await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event });

        const early = multipart({ kind: 'guarantee' }, { name: 'Гарантия.pdf', bytes: pdfBytes });
        const tooEarly = await client.call('POST', `/bank-api/v1/subrequests/${sub.uuid}/documents`, early.payload, early.headers);
        expect(tooEarly.status).toBe(409);
        await client.post(`/bank-api/v1/subrequests/${sub.uuid}/events`, { event: 'guarantee_creating' });

        const upload = multipart({ kind: 'guarantee', date_to: '2027-06-30' }, { name: 'Гарантия.pdf', bytes: pdfBytes });
        const posted = await client.call<BankApiDocumentAnswer>('POST', `/bank-api/v1/subrequests/${sub.uuid}/documents`, upload.payload, upload.headers);
        expect(posted.status).toBe(200);
        expect(posted.body.data.state.sub_status).toBe('deal_guarantee_sent');
        expect(posted.body.data.document).toMatchObject({ kind: 'guarantee', name: 'Гарантия.pdf' });
        const row = await ctx.app.database.db.selectFrom('bg_subrequest').select(sql => sql.fn<string>('to_char', ['date_to', sql.val('YYYY-MM-DD')]).as('date_to')).where('uuid', '=', sub.uuid).executeTakeFirstOrThrow();
        expect(row.date_to).toBe('2027-06-30');

        const download = await ctx.app.inject({ method: 'GET', url: posted.body.data.document.file.link, headers: { authorization: `Bearer ${keyA}` } });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(Buffer.compare(download.rawPayload, pdfBytes)).toBe(0);
        expect((await ctx.app.inject({ method: 'GET', url: posted.body.data.document.file.link, headers: { authorization: `Bearer ${keyB}` } })).statusCode).toBe(404);

        const notPdf = multipart({ kind: 'contract' }, { name: 'x.pdf', bytes: Buffer.from('hello') });
        expect((await client.call('POST', `/bank-api/v1/subrequests/${sub.uuid}/documents`, notPdf.payload, notPdf.headers)).status).toBe(400);
        const badKind = multipart({ kind: 'selfie' }, { name: 'x.pdf', bytes: pdfBytes });
        expect((await client.call('POST', `/bank-api/v1/subrequests/${sub.uuid}/documents`, badKind.payload, badKind.headers)).body.message).toContain('Вид документа');
        const contract = multipart({ kind: 'contract' }, { name: 'Договор.pdf', bytes: pdfBytes });
        const keeps = await client.call<BankApiDocumentAnswer>('POST', `/bank-api/v1/subrequests/${sub.uuid}/documents`, contract.payload, contract.headers);
        expect(keeps.body.data.state.sub_status).toBe('deal_guarantee_sent');
      });

      it('answers a claim: approve with a commission, or reject; a second answer is refused', async () => {
        const client = bankClient(ctx.app, keyA);
        const claimed = async () => {
          const sub = await subRequestIn(ctx.app, agent, bankA.uuid, ['send', 'offer', 'offer_accepted', 'payment_requested', 'payment_received', 'guarantee_creating', 'guarantee_sent', 'claim_sent']);
          const claim = await ctx.app.database.db.insertInto('bg_claim').values({ subrequest_id: sub.id, changes: JSON.stringify({ sum: 2000000 }) }).returning('uuid').executeTakeFirstOrThrow();
          return { sub, claimUuid: claim.uuid };
        };
        const one = await claimed();
        const approved = await client.post<BankApiClaimAnswer>(`/bank-api/v1/subrequests/${one.sub.uuid}/claims/${one.claimUuid}/answer`, { decision: 'approve', commission: 2500, text: 'Согласны' });
        expect(approved.status).toBe(200);
        expect(approved.body.data.claim).toMatchObject({ status: 'responded', commission: 2500, bank_answer: 'Согласны', changes: { sum: 2000000 } });
        expect(approved.body.data.state.sub_status).toBe('deal_claim_responded');
        const again = await client.post(`/bank-api/v1/subrequests/${one.sub.uuid}/claims/${one.claimUuid}/answer`, { decision: 'reject', text: 'Нет' });
        expect(again.status).toBe(409);
        await moveAs(ctx.app, one.sub.uuid, ['claim_approved']);
        for (const event of ['claim_payment_requested', 'claim_payment_received', 'claim_signed']) {
          expect((await client.post(`/bank-api/v1/subrequests/${one.sub.uuid}/events`, { event })).status).toBe(200);
        }
        const read = await client.get<BankApiSubRequest>(`/bank-api/v1/subrequests/${one.sub.uuid}`);
        expect(read.body.data.sub_status).toBe('deal_claim_signed');
        expect(read.body.data.claims[0]?.status).toBe('signed');

        const two = await claimed();
        expect((await client.post(`/bank-api/v1/subrequests/${two.sub.uuid}/claims/${two.claimUuid}/answer`, { decision: 'approve', text: 'Да' })).body.message).toBe('Для одобрения претензии укажите комиссию за изменения (commission)');
        const rejected = await client.post<BankApiClaimAnswer>(`/bank-api/v1/subrequests/${two.sub.uuid}/claims/${two.claimUuid}/answer`, { decision: 'reject', text: 'Срок истёк' });
        expect(rejected.body.data.state.sub_status).toBe('deal_guarantee_contract_signed');
        expect(rejected.body.data.claim.status).toBe('rejected');
        expect((await client.post(`/bank-api/v1/subrequests/${two.sub.uuid}/claims/00000000-0000-0000-0000-000000000000/answer`, { decision: 'reject', text: 'x' })).status).toBe(404);
        expect((await client.post(`/bank-api/v1/subrequests/${two.sub.uuid}/claims/zzz/answer`, { decision: 'reject', text: 'x' })).status).toBe(404);
      });
    });

    it('outbox: a polling bank reads its own undelivered events and acknowledges them', async () => {
      const sub = await subRequestIn(ctx.app, agent, bankB.uuid);
      await enqueueBankEvents(ctx.app.database.db, [
        { bankUuid: bankB.uuid, subrequestUuid: sub.uuid, event: 'subrequest_sent' },
        { bankUuid: bankA.uuid, subrequestUuid: sub.uuid, event: 'subrequest_revoked' },
      ]);
      const client = bankClient(ctx.app, keyB);
      const pending = await client.get<BankApiOutboxList>('/bank-api/v1/outbox');
      const mine = pending.body.data.items.filter((item) => item.subrequest_uuid === sub.uuid);
      expect(mine.map((item) => item.event)).toEqual(['subrequest_sent']);
      const foreignIds = (await bankClient(ctx.app, keyA).get<BankApiOutboxList>('/bank-api/v1/outbox')).body.data.items.map((item) => item.id);
      const ack = await client.post<{ acknowledged: number }>('/bank-api/v1/outbox/ack', { ids: [...mine.map((item) => item.id), ...foreignIds] });
      expect(ack.body.data.acknowledged).toBe(mine.length);
      const after = await client.get<BankApiOutboxList>('/bank-api/v1/outbox');
      expect(after.body.data.items.filter((item) => item.subrequest_uuid === sub.uuid)).toEqual([]);
      expect((await bankClient(ctx.app, keyA).get<BankApiOutboxList>('/bank-api/v1/outbox')).body.data.items.length).toBe(foreignIds.length);
      expect((await client.post('/bank-api/v1/outbox/ack', { ids: ['x'] })).status).toBe(400);
    });
  },
  { env: dataDirEnv() },
);
