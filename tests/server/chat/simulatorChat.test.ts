import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { resolveScenario, shippedScenarios } from '../../../src/server/simulator/scenarios';
import { moveAs } from '../bankApi/bankFixtures';
import { bank } from '../offers/offerFixtures';
import { forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';
import { chatApi, chatsOf, sentRequest } from './chatFixtures';

const zenit = bank('zenit');
const psb = bank('psb');
const akbars = bank('akbars');

/** Polls until the check holds (the simulator plays in the background). */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!holds(value) && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

forEachDatabase(
  'the bank simulator plays chats',
  (ctx) => {
    let agent: Member;
    let app: FastifyInstance;
    beforeAll(async () => {
      const scenarios = new Map([
        // Zenit waits (no step in «sent» for a long while), so only its chat answer plays.
        [zenit.uuid, resolveScenario(shippedScenarios, 'slow_offer')],
        [psb.uuid, resolveScenario(shippedScenarios, 'deal')],
        [akbars.uuid, resolveScenario(shippedScenarios, 'demand_first')],
      ]);
      app = await ctx.build({ options: { bankSide: { simulator: { speed: 1000, scenarios }, gateway: { intervalMs: 50 } } } });
      agent = await signedInAgent(app);
    });

    it("answers the agent's question in the bank chat after the scenario's delay", async () => {
      const { requestId } = await sentRequest(app, agent, [zenit]);
      const chat = (await chatsOf(app, agent, requestId)).banks.get(zenit.uuid)!;
      expect((await chatApi(app, agent).post({ chat_uuid: chat.uuid, message: 'Когда будет решение?' })).status).toBe(200);
      const messages = await eventually(
        async () => (await chatApi(app, agent).read(chat.uuid)).body.data!.messages,
        (list) => list.length >= 2,
      );
      expect(messages.map((message) => message.author.side)).toEqual(['agent', 'bank']);
      expect(messages[1]!.text).toBe(shippedScenarios.chat!.answer.text);
    });

    it('a bank with sending_for_sign sends a document for signing once the offer is accepted', async () => {
      const { requestId, subs } = await sentRequest(app, agent, [psb]);
      await moveAs(app, subs.get(psb.uuid)!, ['offer', 'offer_accepted'], { kind: 'system' });
      const chat = (await chatsOf(app, agent, requestId)).banks.get(psb.uuid)!;
      const messages = await eventually(
        async () => (await chatApi(app, agent).read(chat.uuid)).body.data!.messages,
        (list) => list.some((message) => message.wait_sign),
      );
      const document = messages.find((message) => message.wait_sign)!;
      expect(document).toMatchObject({ author: { side: 'bank' }, signed_at: null, files: [expect.objectContaining({ name: shippedScenarios.chat!.document_for_signing!.file_name, mime: 'application/pdf' })] });
    });

    it("a demand's text arrives as a chat message", async () => {
      const { requestId } = await sentRequest(app, agent, [akbars]);
      const chatUuid = (await chatsOf(app, agent, requestId)).banks.get(akbars.uuid)!.uuid;
      const messages = await eventually(
        async () => (await chatApi(app, agent).read(chatUuid)).body.data!.messages,
        (list) => list.some((message) => message.demand !== null),
      );
      expect(messages.find((message) => message.demand)!.demand!.documents.map((document) => document.type)).toEqual(['bank_statement']);
    });
  },
  { env: dataDirEnv() },
);
