import { describe, expect, it } from 'vitest';
import progressJson from '../../../config/progress.json';
import type { Points } from '../../../src/domain/persons/personTotals';
import { isProgressComplete, progress, type ProgressContext } from '../../../src/domain/progress/progress';
import { createProgressConfig, ProgressConfigError, shippedProgressConfig, type ProgressConfig } from '../../../src/domain/progress/progressConfig';
import { progressHint } from '../../../src/domain/progress/progressHint';
import { bank, completeRequest, founderOrganization, headAndOwner, indirectOwner } from './fixtures';

const sber = bank('sberbank');
const company: ProgressContext = { is_ip: false, has_registry_number: true, needs_signers: false, selectedBanks: [sber] };

describe('progress: the point model of config/progress.json', () => {
  it('an empty request to Сбербанк: everything possible, nothing earned', () => {
    expect(progress({}, company)).toEqual({
      // stage, sum, contract sum (the stage is not participation yet), date from, date to
      parameters: { count_points: 0, total_points: 5 },
      // six requisites and contacts, a head and a participant of 10 fields each
      questionnaire: { count_points: 0, total_points: 26 },
      // 1310, 1600, 1700, 2110 in period1 and period2, and the confirmation
      finance: { count_points: 0, total_points: 9 },
      // the seven documents Сбербанк requires
      documents: { count_points: 0, total_points: 7 },
    });
  });

  it('a complete request is at 100 % in every block', () => {
    const counters = progress(completeRequest(), company);
    expect(counters).toEqual({
      parameters: { count_points: 5, total_points: 5 },
      // the head, who is also a participant, counts once; the organisation and the indirect owner add 10 each
      questionnaire: { count_points: 36, total_points: 36 },
      // a sum of 2 500 000 adds capital 1300: five lines in two periods, and the confirmation
      finance: { count_points: 11, total_points: 11 },
      documents: { count_points: 7, total_points: 7 },
    });
    expect(isProgressComplete(counters)).toBe(true);
  });

  it('a participation guarantee has no contract sum to fill', () => {
    const data = completeRequest();
    data['guaranty-detail-info'] = { stage: 'y', sum: 150_000, dateFrom: '2026-12-01', dateTo: '2027-03-01' };
    expect(progress(data, company).parameters).toEqual({ count_points: 4, total_points: 4 });
  });

  it('from 350 000 capital 1300 joins each required period, and capital and revenue must not be zero', () => {
    const data = completeRequest();
    data['guaranty-detail-info']!['sum'] = 349_999;
    expect(progress(data, company).finance).toEqual({ count_points: 9, total_points: 9 });
    data['guaranty-detail-info']!['sum'] = 350_000;
    expect(progress(data, company).finance).toEqual({ count_points: 11, total_points: 11 });
    const report = data['finance']!['report'] as Record<string, { lines: Record<string, unknown> }>;
    delete report['period1']!.lines['1300'];
    report['period2']!.lines['2110'] = 0;
    expect(progress(data, company).finance).toEqual({ count_points: 9, total_points: 11 });
  });

  it('counts each person and organisation as 10 points, filled fields as earned', () => {
    const data = completeRequest();
    const head = { ...headAndOwner, passport_issuer: '', address: null };
    data['information-head'] = { head };
    data['information-founders'] = { persons: [head], organizations: [{ ...founderOrganization, kpp: undefined }, { name: 'АО «Ладога»', percent: 0 }] };
    // 6 fields + head 8/10 + organisations 9/10 and 2/10
    expect(progress(data, company).questionnaire).toEqual({ count_points: 6 + 8 + 9 + 2, total_points: 6 + 30 });
  });

  it('asks for a participant when the founders step names only a beneficiary', () => {
    const data = completeRequest();
    data['information-founders'] = { persons: [indirectOwner], organizations: [] };
    // 6 fields + head 10 + the missing participant 0/10 + the beneficiary 10
    expect(progress(data, company).questionnaire).toEqual({ count_points: 26, total_points: 36 });
  });

  it.each<[string, Partial<ProgressContext>, Record<string, unknown>, Partial<Record<string, Points>>]>([
    [
      'a sole entrepreneur: no founders; revenue only for Альфа-Банк (period1)',
      { is_ip: true, selectedBanks: [bank('alfabank')] },
      { finance: { report: { period1: { lines: { '2110': 9_400 } } }, bo_like_for_ifns: true } },
      { questionnaire: { count_points: 0, total_points: 16 }, finance: { count_points: 2, total_points: 2 } },
    ],
    [
      'a commercial purchase without a registry number: the commercial step counts',
      { has_registry_number: false },
      { 'commercial-detail-info': { customer_name: 'ООО «Лента»', law: 1, placement_type: 0 } },
      { parameters: { count_points: 3, total_points: 9 } },
    ],
    [
      'a 44-FZ purchase without a registry number also needs the IKZ',
      { has_registry_number: false },
      { 'commercial-detail-info': { law: 44, ikz: '263780001234578010100100010014399244' } },
      { parameters: { count_points: 2, total_points: 10 } },
    ],
    ['a company that needs a signer: the signer counts', { needs_signers: true }, {}, { questionnaire: { count_points: 0, total_points: 36 } }],
    ['a sole entrepreneur never has the signers step', { is_ip: true, needs_signers: true }, {}, { questionnaire: { count_points: 0, total_points: 16 } }],
    [
      'a bank without finance periods: finance is empty and complete; files keyed by type count too',
      { selectedBanks: [bank('tbank')] },
      { documents: { documents: { passport_head: [{ uuid: 'f' }] } } },
      { finance: { count_points: 0, total_points: 0 }, documents: { count_points: 1, total_points: 1 } },
    ],
    [
      'no banks selected yet',
      { selectedBanks: [] },
      {},
      { finance: { count_points: 0, total_points: 0 }, documents: { count_points: 0, total_points: 0 } },
    ],
  ])('%s', (_case, context, data, expected) => {
    expect(progress(data, { ...company, ...context })).toMatchObject(expected);
  });

  it('is not complete while any block is short', () => {
    const data = completeRequest();
    const entries = data['documents']!['documents'] as { files: unknown[] }[];
    entries[0]!.files = [];
    const counters = progress(data, company);
    expect(counters.documents).toEqual({ count_points: 6, total_points: 7 });
    expect(isProgressComplete(counters)).toBe(false);
  });
});

describe('createProgressConfig: what the meta-schema cannot check', () => {
  const source = progressJson as unknown as Pick<ProgressConfig, 'fieldSets' | 'blocks'>;

  it('builds the shipped model with 10 points per person or organisation', () => {
    expect(shippedProgressConfig.totalsPerItem).toBe(10);
  });

  it('refuses a field set of another size than totalsFieldsOnSave, in Russian', () => {
    const broken = { ...source, fieldSets: { ...source.fieldSets, person: source.fieldSets['person']!.slice(0, 9) } };
    expect(() => createProgressConfig(broken)).toThrow(ProgressConfigError);
    expect(() => createProgressConfig(broken)).toThrow('набор полей «person» содержит 9 полей, а должен ровно 10 (totalsFieldsOnSave)');
  });

  it('refuses a list counted by a field set that does not exist', () => {
    const { person: _dropped, ...rest } = source.fieldSets;
    expect(() => createProgressConfig({ ...source, fieldSets: rest })).toThrow('/blocks/questionnaire/points/6: нет набора полей «person»');
  });

  it('counts by another fixed total when the constant changes', () => {
    const five = { person: ['last_name', 'first_name', 'birthdate', 'birthplace', 'inn'], organization: ['name', 'inn', 'kpp', 'ogrn', 'percent'] };
    const config = createProgressConfig({ fieldSets: five, blocks: source.blocks }, 5);
    expect(progress({}, company, config).questionnaire).toEqual({ count_points: 0, total_points: 6 + 5 + 5 });
  });
});

describe('progressHint (spec-2 §5.7)', () => {
  it.each([
    [false, 'Заполните текущий шаг'],
    [true, 'Продолжайте заполнение'],
  ])('current step valid: %s -> %s', (valid, hint) => {
    expect(progressHint(valid)).toBe(hint);
  });

  it.each([true, false])('a request sent to the banks has nothing to fill, whatever the step (valid: %s)', (valid) => {
    expect(progressHint(valid, true)).toBe('Заявка отправлена в банки');
  });
});
