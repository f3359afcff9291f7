import { describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { progress } from '../../../src/domain/progress/progress';
import { reportingPeriods } from '../../../src/domain/finance/reportingPeriods';
import { validateStep } from '../../../src/domain/steps/validateStep';
import { planBatch } from '../../../src/server/seed/bulk/planBatch';
import { seededRandom } from '../../../src/server/seed/bulk/seededRandom';

const owners = {
  owners: [{ organizationUuid: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', actor: 'agent' as const, userIds: [1, 2], weight: 1, company: null }],
  client: null,
};
const now = new Date('2026-11-27T09:00:00Z');
const planned = planBatch(seededRandom(390), 120, { owners, now, spanDays: 60 });
const sent = planned.filter((request) => request.banks.some((bank) => bank.path.sentAt >= 0));
const stepsOf = (request: (typeof planned)[number]): Record<string, Record<string, unknown>> =>
  Object.fromEntries(request.steps.map(({ step, data }) => [step, JSON.parse(data) as Record<string, unknown>]));

describe('demo seed: a sent request has what sending required', () => {
  it('plans sent requests, of companies and of sole entrepreneurs', () => {
    expect(sent.length).toBeGreaterThan(40);
    expect(sent.some((request) => request.isIp)).toBe(true);
  });

  it('gives every sent request every questionnaire step, each valid by the server\'s own step validation', () => {
    for (const request of sent) {
      const steps = stepsOf(request);
      const expected = ['detail-contacts', 'information-head', ...(request.isIp ? [] : ['information-founders'])];
      expect(Object.keys(steps), request.name).toEqual(expect.arrayContaining(expected));
      for (const [name, data] of Object.entries(steps)) {
        if (name === 'company-information' || name === 'guarantee-information') continue;
        expect(validateStep(name, data), `${request.name}: ${name}`).toEqual([]);
      }
    }
  });

  it('counts the questionnaire and the finance of a sent request as full', () => {
    for (const request of sent) {
      const banks = (JSON.parse(request.selectedBanks) as string[]).map((uuid) => banksConfig.banks.find((bank) => bank.uuid === uuid)!);
      const computed = progress(stepsOf(request), { is_ip: request.isIp, has_registry_number: request.tenderNumber !== null, needs_signers: false, selectedBanks: banks });
      // The parameters of a commercial procurement (its own step) are not seeded yet: the questionnaire and finance are.
      for (const block of ['questionnaire', 'finance'] as const) {
        expect(computed[block].count_points, `${request.name}: ${block}`).toBe(computed[block].total_points);
      }
      expect(computed.questionnaire.total_points).toBeGreaterThan(0);
    }
  });

  it('dates the finance by the reporting calendar of the seed\'s day', () => {
    const calendar = new Map<string, string>(reportingPeriods('2026-11-27').map((entry) => [entry.period, entry.date]));
    const reports = sent.map((request) => stepsOf(request).finance?.report as Record<string, { date?: string }> | undefined).filter((report) => report !== undefined);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      for (const [period, entry] of Object.entries(report)) if (period.startsWith('period')) expect(entry.date).toBe(calendar.get(period));
    }
  });

  it('leaves a draft that was never sent as the agent left it', () => {
    const drafts = planned.filter((request) => request.banks.every((bank) => bank.path.sentAt < 0));
    expect(drafts.length).toBeGreaterThan(0);
    for (const request of drafts) expect(Object.keys(stepsOf(request)).sort()).toEqual(['company-information', 'guarantee-information', 'guaranty-detail-info']);
  });
});
