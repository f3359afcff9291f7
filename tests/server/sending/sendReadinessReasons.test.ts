import { expect, it } from 'vitest';
import type { SubRequestListWire } from '../../../src/domain/wire/banksWire';
import { validExample } from '../../support/requestFilling';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';

/** ПАО «Промсвязьбанк»: no founder rule. */
const psb = '23100fc3-839b-518e-a39b-f79c5ada7350';
/** ПАО Сбербанк: needs the indirect participant of a company-owned applicant. */
const sber = '9fee5cae-0291-5434-ba9d-748f6a58e441';

/** Founders: a company holds the whole share; the one person is a direct beneficiary, nobody indirect. */
function companyOwned(reason: 'direct' | 'indirect'): Record<string, unknown> {
  const owned = validExample('information-founders', 'owned-by-a-company');
  // The head (general-director) holds 60 %: the company holds the rest, so every share adds up to 100 %.
  const founders = { ...owned, organizations: (owned['organizations'] as Record<string, unknown>[]).map((organization) => ({ ...organization, percent: 40 })) };
  const person: Record<string, unknown> = { ...(validExample('information-founders', 'single-member-company')['persons'] as Record<string, unknown>[])[0]!, is_stakeholder: false, is_beneficiary: true, beneficiarReason: reason };
  delete person['percentAtRegulationsCapital'];
  return { ...founders, persons: [person] };
}

interface Root {
  checked_steps: string[];
  send_gaps: { step: string; path: string; text: string }[];
}

forEachDatabase(
  'Send readiness says why, step by step, for the banks chosen now',
  (ctx) => {
    it('a bank chosen after the founders step brings its rule: the step loses its ✓ and every bank says why, with the step and field', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [psb, sber] });
      const id = request.id;
      // The founders change while only ПСБ is chosen: valid then, and confirmed with «Далее».
      expect((await api.post(`/v2/bgrequest/write/${id}/step/preview`, { fko_uuids: [psb] })).status).toBe(200);
      const saved = await api.post(`/v2/bgrequest/write/${id}/step/information-founders`, companyOwned('direct'));
      expect(saved.status, saved.body.message).toBe(200);
      expect((await api.post('/v2/bgrequest/write/saveasdraft', { request_id: id, steps: ['information-founders'], fko_uuids: [psb], source: 16 })).status).toBe(200);
      // Сбербанк is chosen again.
      expect((await api.post(`/v2/bgrequest/write/${id}/step/preview`, { fko_uuids: [psb, sber] })).status).toBe(200);

      const root = (await api.get<Root>(`/v1/bgrequest/read/${id}/root`)).body.data!;
      expect(root.checked_steps).not.toContain('information-founders');
      expect(root.send_gaps).toEqual([
        expect.objectContaining({ step: 'information-founders', path: '/persons', text: expect.stringContaining('косвенного участника') }),
      ]);

      const list = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${id}/subrequests`)).body.data!;
      for (const sub of list.subrequests) {
        expect(sub.draft_status).toMatchObject({ can_send: false, missing: expect.arrayContaining(['steps']) });
        expect(sub.draft_status!.reasons).toEqual([
          { step: 'information-founders', step_title: 'Учредители', path: '/persons', field: expect.any(String), text: expect.stringContaining('косвенного участника') },
        ]);
      }
      const refused = await api.post('/v2/bgrequest/write/send', { fko_uuids: [sber], request_id: id, signed: false });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('косвенного участника');

      // Fixed at its field: the person owns through the company; the step is ✓ again and both banks are ready.
      expect((await api.post(`/v2/bgrequest/write/${id}/step/information-founders`, companyOwned('indirect'))).status).toBe(200);
      expect((await api.post('/v2/bgrequest/write/saveasdraft', { request_id: id, steps: ['information-founders'], source: 16 })).status).toBe(200);
      const fixed = (await api.get<Root>(`/v1/bgrequest/read/${id}/root`)).body.data!;
      expect(fixed.checked_steps).toContain('information-founders');
      expect(fixed.send_gaps).toEqual([]);
      const ready = (await api.get<SubRequestListWire>(`/v1/bgrequest/read/${id}/subrequests`)).body.data!;
      for (const sub of ready.subrequests) expect(sub.draft_status).toMatchObject({ can_send: true, reasons: [] });
    });
  },
  { env: dataDirEnv() },
);
