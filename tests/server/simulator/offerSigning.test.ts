import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsToSignWire } from '../../../src/domain/wire/signingWire';
import { offerRules } from '../../../src/server/offers/offerRules';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { resolveScenario, shippedScenarios } from '../../../src/server/simulator/scenarios';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { bank, moveThrough } from '../offers/offerFixtures';
import { dataDirEnv, makeReadonly, signedInAgent, type Member } from '../requests/requestFixtures';
import { certificatesOf, signDocument } from '../signing/dealFixtures';

/** Банк Санкт-Петербург asks a signed acceptance of every offer; its shipped scenario is a quick offer. */
const bspb = bank('bspb');
const [termsAgreement, tariffsAgreement] = offerRules.additionalAgreements.map((rule) => rule.uuid);

const engineProblem = await checkGostEngine();

async function reaches(app: FastifyInstance, uuid: string, status: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    last = (await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', uuid).executeTakeFirstOrThrow()).sub_status;
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`sub-request ${uuid} stayed in ${last}, expected ${status}`);
}

describe.skipIf(engineProblem !== null)('simulator and offer signing', () => {
  forEachDatabase(
    'A simulated bank that asks for a signed acceptance waits for it, then plays the deal on',
    (ctx) => {
      let agent: Member;
      let app: FastifyInstance;
      beforeAll(async () => {
        agent = await signedInAgent(ctx.app);
        app = await ctx.build({ options: { bankSide: { simulator: { speed: 1000, scenarios: new Map([[bspb.uuid, resolveScenario(shippedScenarios, 'quick_offer')]]) }, gateway: { intervalMs: 50 } } } });
      });

      it('offer → accepted and waiting for the signature (the bank does nothing meanwhile) → signed → underwriting, payment and the guarantee', async () => {
        const filled = await completeRequest(app, agent, { banks: [bspb.uuid] });
        await makeReadonly(app, filled.id);
        const [sub] = await app.database.db.transaction().execute((trx) => ensureSubRequests(trx, filled.id, [bspb.uuid]));
        await moveThrough(app, sub!.uuid, ['send'], { kind: 'user', userId: agent.viewer.userId });
        await reaches(app, sub!.uuid, 'offer_wait_approve');
        const offer = await app.database.db.selectFrom('bg_offer').select('uuid').where('subrequest_id', '=', String(sub!.id)).executeTakeFirstOrThrow();
        const api = client(app, { token: agent.token });
        const accepted = await api.post('/v1/bgrequest/write/offer/accept', { offerUuid: offer.uuid, delivery_type: 'digital', agreements: [termsAgreement, tariffsAgreement] });
        expect(accepted.status, accepted.body.message).toBe(200);
        await reaches(app, sub!.uuid, 'offer_wait_sign');
        // The bank waits for the signed acceptance: a few passes of the simulator later nothing moved.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect((await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', sub!.uuid).executeTakeFirstOrThrow()).sub_status).toBe('offer_wait_sign');

        const documents = (await api.get<DocumentsToSignWire>(`/v1/bgrequest/read/offer/${offer.uuid}/docstosign`)).body.data!;
        const session = { token: agent.token };
        const { own } = await certificatesOf(app, filled.id, session);
        const signed = await signDocument(app, filled.id, session, documents.documents[0]!, own);
        expect(signed.body.data).toMatchObject({ completed: true });
        await reaches(app, sub!.uuid, 'deal_guarantee_contract_signed');
        const history = await app.database.db.selectFrom('bg_subrequest_status').select(['event', 'actor_kind']).where('subrequest_id', '=', String(sub!.id)).orderBy('id').execute();
        const events = history.map((row) => row.event);
        expect(events.slice(events.indexOf('offer_sign_requested'), events.indexOf('offer_sign_requested') + 4)).toEqual(['offer_sign_requested', 'offer_signed', 'underwriting_started', 'underwriting_taken']);
        const delivered = await app.database.db.selectFrom('bank_outbox').select(['event', 'delivered_at']).where('subrequest_uuid', '=', sub!.uuid).where('event', '=', 'offer_accepted').executeTakeFirstOrThrow();
        expect(delivered.delivered_at).not.toBeNull();
      });
    },
    { env: dataDirEnv() },
  );
});
