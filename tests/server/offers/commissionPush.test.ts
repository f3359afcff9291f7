import type { HubConnection } from '@microsoft/signalr';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { SubRequestListWire } from '../../../src/domain/wire/banksWire';
import { offerChangedEvent } from '../../../src/server/offers/changeCommission';
import { registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { collect, eventually, hubConnection, listen } from '../hub/hubClient';
import { dataDirEnv, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { requestWithOffer, sber } from './offerFixtures';

forEachDatabase(
  'a commission change is pushed live to the request audience',
  (ctx) => {
    let agent: Member;
    let customer: Member;
    let stranger: { token: string };
    let baseUrl = '';
    const open: HubConnection[] = [];

    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      stranger = await registeredAgent(ctx.app);
      baseUrl = await listen(ctx.app);
    });

    afterEach(async () => {
      await Promise.all(open.splice(0).map((connection) => connection.stop()));
    });

    const connect = async (token: string) => {
      const connection = hubConnection(baseUrl, token);
      open.push(connection);
      await connection.start();
      return collect(connection, 'RequestStatusChanged');
    };
    const as = (member: { token: string }) => client(ctx.app, { token: member.token });

    it("reaches the agent's other tab and the client as offer_changed with the bank, once per new version, never for another organisation", async () => {
      const { request, offerUuid } = await requestWithOffer(ctx.app, agent, { client: customer, terms: { bankCommission: '40000.00', commission: '45000.00' } });
      const otherTab = await connect(agent.token);
      const clientTab = await connect(customer.token);
      const strangerTab = await connect(stranger.token);

      const changed = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid, comission: '47000' });
      expect(changed.status, changed.body.message).toBe(200);
      const expected = { status: offerChangedEvent, requestId: String(request.id), fkoKey: sber.internal_name, bank_uuid: sber.uuid, bank_name: sber.bank_name };
      await eventually(() => otherTab.length === 1 && clientTab.length === 1);
      expect(otherTab).toEqual([expected]);
      expect(clientTab).toEqual([expected]);

      // The same commission again writes no version, so nothing is pushed; a refused change rolls back
      // with its event. The next real change proves the earlier ones would have arrived by now.
      const newest = (changed.body.data as { offerUuid: string }).offerUuid;
      expect((await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid: newest, comission: '47000' })).status).toBe(200);
      expect((await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid: newest, comission: '1' })).status).toBe(400);
      const again = await as(agent).post('/v1/bgrequest/write/changecomission', { offerUuid: newest, comission: '48000' });
      expect(again.status, again.body.message).toBe(200);
      await eventually(() => otherTab.length === 2 && clientTab.length === 2);
      expect(otherTab).toEqual([expected, expected]);
      expect(strangerTab).toEqual([]);
    });

    it("the client's sub-request list shows the offer only once sent to him, and never the bank's own commission", async () => {
      const { request, offerUuid, subUuid } = await requestWithOffer(ctx.app, agent, { client: customer, terms: { bankCommission: '40000.00', commission: '45000.00' } });
      const summary = async (member: { token: string }) => {
        const list = await as(member).get<SubRequestListWire>(`/v1/bgrequest/read/${request.id}/subrequests`);
        expect(list.status, list.body.message).toBe(200);
        return list.body.data!.subrequests.find((sub) => sub.uuid === subUuid)!.offer;
      };
      expect(await summary(agent)).toMatchObject({ offerUuid, commission: '45000.00', bank_commission: '40000.00' });
      expect(await summary(customer)).toBeNull();
      expect((await as(agent).post('/v1/bgrequest/write/sendofferapprove', { offerUuid, requestUuid: request.uuid })).status).toBe(200);
      const shown = await summary(customer);
      expect(shown).toMatchObject({ offerUuid, commission: '45000.00' });
      expect(shown).not.toHaveProperty('bank_commission');
    });
  },
  { env: dataDirEnv() },
);
