import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentRequirements } from '../../../src/domain/documents/documentRequirements';
import { missingDocuments } from '../../../src/domain/documents/missingDocuments';
import type { UploadedFiles } from '../../../src/domain/documents/uploadedFiles';
import { financeErrors, type FinanceStepData } from '../../../src/domain/finance/financeErrors';
import { requiredPeriods } from '../../../src/domain/finance/requiredPeriods';
import { founderErrors } from '../../../src/domain/founders/founderErrors';
import type { Founders } from '../../../src/domain/founders/founders';
import { isProgressComplete, progress } from '../../../src/domain/progress/progress';
import { bank } from '../progress/fixtures';

const banks = [bank('sberbank'), bank('vtb'), bank('mkb')];
const json = fc.jsonValue({ maxDepth: 4 });
// Shapes close to the real ones, with anything at the leaves, so the rules go deep before meeting junk.
const stepLike = fc.record({
  report: fc.oneof(json, fc.dictionary(fc.constantFrom('period1', 'period2', 'period5', 'x'), fc.record({ year: json, lines: fc.oneof(json, fc.dictionary(fc.constantFrom('1600', '1700', '2110', '1310'), json)) }))),
  bo_like_for_ifns: json,
  persons: fc.oneof(json, fc.array(fc.oneof(json, fc.record({ uuid: json, is_stakeholder: json, percentAtRegulationsCapital: json, beneficiarReason: json })))),
  organizations: fc.oneof(json, fc.array(fc.oneof(json, fc.record({ percent: json, name: json })))),
  documents: fc.oneof(json, fc.array(fc.oneof(json, fc.record({ docType: fc.constantFrom('charter', 'passport_head'), files: json })))),
});

describe('the form rules answer any data the browser or a client may send, and never throw', () => {
  it('finance, founders, documents and progress', () => {
    fc.assert(
      fc.property(stepLike, fc.boolean(), fc.option(fc.integer(), { nil: null }), (data, isIp, sum) => {
        const finance = financeErrors(data as unknown as FinanceStepData, { is_ip: isIp, guaranteeSum: sum, requiredPeriods: requiredPeriods(banks) });
        const founders = founderErrors(data as unknown as Founders, banks);
        const documents = missingDocuments(documentRequirements(banks), data.documents as unknown as UploadedFiles);
        for (const error of [...finance, ...founders, ...documents]) expect(error.message).toMatch(/[А-Яа-я]/);
        const counters = progress(
          { 'information-founders': data, finance: data, documents: data, 'information-head': { head: data.persons } },
          { is_ip: isIp, has_registry_number: false, needs_signers: !isIp, selectedBanks: banks },
        );
        for (const points of Object.values(counters)) expect(points.count_points).toBeLessThanOrEqual(points.total_points);
        expect(typeof isProgressComplete(counters)).toBe('boolean');
      }),
      { numRuns: 150 },
    );
  });
});
