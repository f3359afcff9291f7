import { describe, expect, it } from 'vitest';
import progressJson from '../../../config/progress.json';
import { isProgressComplete, progress, type ProgressContext } from '../../../src/domain/progress/progress';
import { createProgressConfig, ProgressConfigError, shippedProgressConfig, type ProgressConfig } from '../../../src/domain/progress/progressConfig';
import { progressHint } from '../../../src/domain/progress/progressHint';
import { bank, completeRequest, founderOrganization, headAndOwner } from './fixtures';

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
      // the head who is also a participant counts once; the indirect owner counts in no point
      questionnaire: { count_points: 26, total_points: 26 },
      // a sum of 2 500 000 adds capital 1300: five lines in two periods and the confirmation
      finance: { count_points: 11, total_points: 11 },
      documents: { count_points: 7, total_points: 7 },
    });
    expect(isProgressComplete(counters)).toBe(true);
  });

  it('a participation guarantee has no contract sum to fill', () => {
    const data = completeRequest();
    data['parameters'] = { stage: 'y', sum: 150_000, dateFrom: '2026-12-01', dateTo: '2027-03-01' };
    expect(progress(data, company).parameters).toEqual({ count_points: 4, total_points: 4 });
  });

  it('a sum from 350 000 adds capital 1300 to each required period', () => {
    const data = completeRequest();
    (data['parameters'] as Record<string, unknown>)['sum'] = 349_999;
    expect(progress(data, company).finance).toEqual({ count_points: 9, total_points: 9 });
    (data['parameters'] as Record<string, unknown>)['sum'] = 350_000;
    expect(progress(data, company).finance).toEqual({ count_points: 11, total_points: 11 });
    const lines = (data['finance'] as { lines: Record<string, unknown> }).lines;
    delete lines['1300'];
    expect(progress(data, company).finance).toEqual({ count_points: 9, total_points: 11 });
  });

  it('counts each person and organisation as 10 points, filled fields as earned', () => {
    const data = completeRequest();
    const questionnaire = data['questionnaire'] as Record<string, unknown>;
    questionnaire['persons'] = [{ ...headAndOwner, passport_issuer: '', address: null }];
    questionnaire['organizations'] = [{ ...founderOrganization, kpp: undefined }, { name: 'АО «Ладога»', percent: 0 }];
    // 6 fields + head 8/10 + organisations 9/10 and 2/10
    expect(progress(data, company).questionnaire).toEqual({ count_points: 6 + 8 + 9 + 2, total_points: 6 + 30 });
  });

  it('asks for the participant when only the head is named', () => {
    const data = completeRequest();
    const questionnaire = data['questionnaire'] as Record<string, unknown>;
    questionnaire['persons'] = [{ ...headAndOwner, is_stakeholder: false }];
    questionnaire['organizations'] = [];
    expect(progress(data, company).questionnaire).toEqual({ count_points: 16, total_points: 26 });
  });

  it.each<[string, Partial<ProgressContext>, Record<string, unknown>, Partial<Record<string, { count_points: number; total_points: number }>>]>([
    [
      'a sole entrepreneur: no founders; revenue only for Альфа-Банк (period1)',
      { is_ip: true, selectedBanks: [bank('alfabank')] },
      { finance: { lines: { '2110': { period1: 9_400 } }, bo_like_for_ifns: true } },
      { questionnaire: { count_points: 0, total_points: 16 }, finance: { count_points: 2, total_points: 2 } },
    ],
    [
      'a commercial purchase without a registry number: the commercial step counts',
      { has_registry_number: false },
      { tender: { customer_name: 'ООО «Лента»', law: 'commercial', order_name: 'Поставка холодильного оборудования' } },
      { parameters: { count_points: 3, total_points: 9 } },
    ],
    [
      'a 44-FZ purchase without a registry number also needs the IKZ',
      { has_registry_number: false },
      { tender: { law: '44fz', ikz: '263780001234578010100100010014399244' } },
      { parameters: { count_points: 2, total_points: 10 } },
    ],
    [
      'a company that needs a signer: the signer counts',
      { needs_signers: true },
      {},
      { questionnaire: { count_points: 0, total_points: 36 } },
    ],
    [
      'a bank without finance periods or many documents: finance is empty and complete',
      { selectedBanks: [bank('tbank')] },
      { documents: { passport_head: [{ id: 'f' }] } },
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
    (data['documents'] as Record<string, unknown>)['charter'] = [];
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
});
