import type { HubConnection } from '@microsoft/signalr';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { requestChangeEvents } from '../../../src/server/hub/hubEvents';
import { registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { sber, zenit } from '../offers/offerFixtures';
import { dataDirEnv, newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { collect, eventually, hubConnection, listen } from './hubClient';

forEachDatabase(
  'changes of a request that move no bank are pushed to its audience',
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
    const change = (status: string, requestId: number) => ({ status, requestId: String(requestId), fkoKey: null, bank_uuid: null, bank_name: null });

    it('a saved bank choice reaches the agent\'s own tabs and the client, once per save, never another organisation', async () => {
      const request = await newRequest(ctx.app, agent, { client_organization_uuid: customer.organizationUuid });
      const agentTab = await connect(agent.token);
      const clientTab = await connect(customer.token);
      const strangerTab = await connect(stranger.token);

      const saved = await as(agent).post('/v2/bgrequest/write/saveasdraft', { request_id: request.id, steps: [], fko_uuids: [sber.uuid, zenit.uuid], source: 16 });
      expect(saved.status, saved.body.message).toBe(200);
      await eventually(() => agentTab.length === 1 && clientTab.length === 1);
      expect(agentTab).toEqual([change(requestChangeEvents.banksChosen, request.id)]);
      expect(clientTab).toEqual([change(requestChangeEvents.banksChosen, request.id)]);

      // Through the preview step too; a draft saved without banks says nothing; a refused choice rolls back with its event.
      expect((await as(agent).post(`/v2/bgrequest/write/${request.id}/step/preview`, { fko_uuids: [sber.uuid] })).status).toBe(200);
      expect((await as(agent).post('/v2/bgrequest/write/saveasdraft', { request_id: request.id, steps: [], source: 16 })).status).toBe(200);
      expect((await as(agent).post('/v2/bgrequest/write/saveasdraft', { request_id: request.id, steps: [], fko_uuids: ['00000000-0000-4000-8000-000000000000'], source: 16 })).status).toBe(400);
      expect((await as(agent).post('/v2/bgrequest/write/saveasdraft', { request_id: request.id, steps: [], fko_uuids: [zenit.uuid], source: 16 })).status).toBe(200);
      await eventually(() => agentTab.length === 3);
      expect(agentTab).toHaveLength(3);
      expect(strangerTab).toEqual([]);
    });

    it('the client\'s consent reaches the agent even when no bank was waiting for it', async () => {
      const request = await newRequest(ctx.app, agent, { client_organization_uuid: customer.organizationUuid });
      const agentTab = await connect(agent.token);
      const strangerTab = await connect(stranger.token);
      const consent = await as(customer).post(`/v2/bgrequest/write/${request.id}/consent`);
      expect(consent.status, consent.body.message).toBe(200);
      await eventually(() => agentTab.length === 1);
      expect(agentTab).toEqual([change(requestChangeEvents.consentGiven, request.id)]);

      // By the public link too.
      const link = await as(agent).post<{ token: string }>(`/v2/bgrequest/write/${request.id}/consent/link`);
      expect(link.status, link.body.message).toBe(200);
      expect((await client(ctx.app).post(`/v2/consent/write/${link.body.data!.token}`)).status).toBe(200);
      await eventually(() => agentTab.length === 2);
      expect(agentTab[1]).toEqual(change(requestChangeEvents.consentGiven, request.id));
      expect(strangerTab).toEqual([]);
    });
  },
  { env: dataDirEnv() },
);
