import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SendAnswerWire } from '../../../src/domain/wire/banksWire';
import type { BankApiSubRequest } from '../../../src/domain/wire/bankApiWire';
import { resolveScenario, shippedScenarios } from '../../../src/server/simulator/scenarios';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';
import { bankClient, bankKey } from '../bankApi/bankFixtures';

// Экспобанк needs no consent, verification or signature: the send goes straight to the bank.
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';

forEachDatabase(
  'a request sent by the agent reaches the simulated bank',
  (ctx) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await ctx.build({ options: { bankSide: { simulator: { speed: 1000, scenarios: new Map([[expobank, resolveScenario(shippedScenarios, 'quick_offer')]]) }, gateway: { intervalMs: 50 } } } });
    });

    it('the send is told to the bank through the outbox, the bank sees the whole request with its documents, and its offer comes back', async () => {
      const agent = await signedInAgent(app);
      const request = await completeRequest(app, agent, { banks: [expobank] });
      const sent = await client(app, { token: agent.token }).post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
      expect(sent.status, sent.body.message).toBe(200);
      const uuid = sent.body.data!.results[0]!.subrequestUuid!;

      // What a real bank with its own key reads: the snapshot of the filled request and downloadable documents.
      const bank = bankClient(app, await bankKey(app, expobank));
      const read = await bank.get<BankApiSubRequest>(`/bank-api/v1/subrequests/${uuid}`);
      expect(read.status).toBe(200);
      expect(Object.keys(read.body.data.request.steps)).toEqual(expect.arrayContaining(['guaranty-detail-info', 'information-head']));
      expect(read.body.data.request.documents.length).toBeGreaterThan(0);
      const document = read.body.data.request.documents[0]!;
      const download = await app.inject({ method: 'GET', url: document.link, headers: { authorization: `Bearer ${await bankKey(app, expobank)}` } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(document.size);

      const started = Date.now();
      let status = '';
      while (Date.now() - started < 20_000) {
        status = (await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', uuid).executeTakeFirstOrThrow()).sub_status;
        if (status === 'offer_wait_approve') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('offer_wait_approve');
      const offer = await app.database.db.selectFrom('bg_offer as o').innerJoin('bg_subrequest as s', 's.id', 'o.subrequest_id').select(['o.sum', 'o.commission']).where('s.uuid', '=', uuid).executeTakeFirstOrThrow();
      const asked = Number((read.body.data.request.steps['guaranty-detail-info'] as { sum: unknown }).sum);
      expect(Number(offer.sum)).toBe(asked);
      expect(Number(offer.commission)).toBeCloseTo(asked * 0.025, 2);
      const told = await app.database.db.selectFrom('bank_outbox').select(['event', 'delivered_at']).where('subrequest_uuid', '=', uuid).execute();
      expect(told.map((row) => row.event)).toEqual(['subrequest_sent']);
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && (await app.database.db.selectFrom('bank_outbox').select('delivered_at').where('subrequest_uuid', '=', uuid).executeTakeFirstOrThrow()).delivered_at === null) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await app.database.db.selectFrom('bank_outbox').select('delivered_at').where('subrequest_uuid', '=', uuid).executeTakeFirstOrThrow()).delivered_at).not.toBeNull();
    });
  },
  { env: dataDirEnv() },
);
