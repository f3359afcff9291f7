import { beforeAll, expect, it } from 'vitest';
import type { AdditionalAgreementsWire } from '../../../src/domain/wire/offersWire';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { requestWithOffer } from './offerFixtures';

forEachDatabase(
  "The statements of an offer follow the offer's visibility",
  (ctx) => {
    let agent: Member;
    let customer: Member;
    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
    });
    const as = (member: Member) => client(ctx.app, { token: member.token });
    const agreementsOf = (member: Member, uuids: string[]) => as(member).post<AdditionalAgreementsWire>('/v1/bgrequest/read/offer/additional-agreements', { uuids });

    it('hides an offer the agent has not sent from the client, as an unknown one, and shows it once sent', async () => {
      const { request, offerUuid } = await requestWithOffer(ctx.app, agent, { client: customer });
      const unknown = await agreementsOf(customer, ['00000000-0000-4000-8000-000000000000']);
      const unsent = await agreementsOf(customer, [offerUuid]);
      expect(unsent.status).toBe(404);
      expect(unsent.body).toEqual(unknown.body);
      expect(unsent.body).toEqual({ code: 40400, message: 'Предложение не найдено' });

      const forAgent = await agreementsOf(agent, [offerUuid]);
      expect(forAgent.status).toBe(200);
      expect(forAgent.body.data!.offers[0]!.agreements.length).toBeGreaterThan(0);

      expect((await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: request.uuid })).status).toBe(200);
      const sent = await agreementsOf(customer, [offerUuid]);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual(forAgent.body.data);
    });
  },
  { env: dataDirEnv() },
);
