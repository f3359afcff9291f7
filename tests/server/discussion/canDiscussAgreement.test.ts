import { beforeAll, expect, it } from 'vitest';
import { canDiscuss } from '../../../src/domain/canDiscuss';
import { statusEngine } from '../../../src/domain/statusEngine';
import type { SubRequestListWire } from '../../../src/domain/wire/banksWire';
import type { AgreementParamWire, OffersWire } from '../../../src/domain/wire/offersWire';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { client, forEachDatabase } from '../helpers/serverContext';
import { insertOffer, moveThrough, sber, zenit } from '../offers/offerFixtures';
import { dataDirEnv, makeReadonly, newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

/** Every raw status of config/statuses.json: the table the three answers are compared over. */
const rawStatuses = [...statusEngine.table.subStatuses.keys()];

forEachDatabase(
  "can_discuss of the sub-request card, the offer's discuss action and the discussion page agree in every status",
  (ctx) => {
    let agent: Member;
    let customer: Member;
    let requestId = 0;
    const subs = new Map<string, string>();

    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      // One request of the agent for his client, at a form-type bank (Sberbank) and a chat-type one (Zenit).
      const request = await newRequest(ctx.app, agent, { client_organization_uuid: customer.organizationUuid });
      requestId = request.id;
      await makeReadonly(ctx.app, request.id);
      await ctx.database.db.updateTable('bg_request').set({ selected_banks: JSON.stringify([sber.uuid, zenit.uuid]) as never }).where('id', '=', request.id).execute();
      const rows = await ctx.database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [sber.uuid, zenit.uuid]));
      for (const row of rows) {
        subs.set(row.bank_uuid, row.uuid);
        await moveThrough(ctx.app, row.uuid, ['send'], { kind: 'user', userId: agent.viewer.userId });
        await insertOffer(ctx.app, row.uuid);
      }
    });

    const as = (member: Member) => client(ctx.app, { token: member.token });

    /** What each place says for one bank: the card, the offer (when the viewer sees one) and the discussion page. */
    async function answers(member: Member, actor: 'agent' | 'client') {
      const list = await as(member).get<SubRequestListWire>(`/v1/bgrequest/read/${requestId}/subrequests`);
      expect(list.status, list.body.message).toBe(200);
      const offers = await as(member).get<OffersWire>(actor === 'agent' ? `/v2/bgrequest/read/${requestId}/offer/agent` : `/v1/bgrequest/read/${requestId}/offer/client`);
      expect(offers.status, offers.body.message).toBe(200);
      const result = new Map<string, { card?: boolean; offer?: boolean; page: boolean }>();
      for (const [bankUuid, subUuid] of subs) {
        const page = await as(member).get<AgreementParamWire>(`/v2/bgsubrequest/read/${subUuid}/agreement/param/current`);
        expect(page.status, page.body.message).toBe(200);
        const card = list.body.data!.subrequests.find((sub) => sub.uuid === subUuid);
        const offer = offers.body.data!.offers.find((item) => item.subrequestUuid === subUuid);
        result.set(bankUuid, { ...(card ? { card: card.can_discuss } : {}), ...(offer ? { offer: offer.actions.discuss } : {}), page: page.body.data!.can_discuss });
      }
      return result;
    }

    it.each(rawStatuses)('in %s', async (status) => {
      await ctx.database.db.updateTable('bg_subrequest').set({ sub_status: status }).where('request_id', '=', String(requestId)).execute();
      for (const [member, actor] of [
        [agent, 'agent'],
        [customer, 'client'],
      ] as const) {
        const said = await answers(member, actor);
        for (const [bankUuid, places] of said) {
          // The spec's rule: can_disscussion (the viewer keeps the request; a form-type bank reads the terms from
          // the form, a chat-type one in its chat) and the status.
          const expected = canDiscuss({ sub_status: status, can_disscussion: actor === 'agent' });
          const where = `${actor} at ${bankUuid === sber.uuid ? 'the form bank' : 'the chat bank'}`;
          expect(places.page, `${where}: discussion page`).toBe(expected);
          // Where a discussion is possible all three places must be there to say so.
          if (expected || places.card !== undefined) expect(places.card, `${where}: card`).toBe(expected);
          if (expected || places.offer !== undefined) expect(places.offer, `${where}: offer`).toBe(expected);
        }
      }
    });

    it('the table covers both statuses in which a discussion is possible, with the offer shown to the agent', () => {
      expect(rawStatuses).toEqual(expect.arrayContaining(['offer_wait_approve', 'offer_sent']));
      expect(rawStatuses.filter((status) => canDiscuss({ sub_status: status, can_disscussion: true }))).toEqual(['offer_wait_approve', 'offer_sent']);
    });
  },
  { env: dataDirEnv() },
);
