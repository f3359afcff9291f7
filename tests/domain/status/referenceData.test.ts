import { describe, expect, it } from 'vitest';
import constants from '../../../config/constants.json';
import consents from '../../../config/consents.json';
import dictionaries from '../../../config/dictionaries.json';
import toasts from '../../../config/toasts.json';
import { consentStatements } from '../../../src/domain/consentStatements';
import { placeholdersOf } from '../../../src/domain/fillTemplate';

// spec-2 §3.1: every dictionary with its keys in order.
const dictionaryKeys: [string, (string | number)[]][] = [
  ['laws', ['44fz', '223fz', '615pp']],
  ['guaranteeTypes', ['y', 'i_with_a', 'i_without_a', 'va', 'go']],
  ['ownershipTypes', ['nongoverment', 'federal', 'goverment', 'ip']],
  ['organizationTypes', ['commerce', 'noncommerce', 'finance', 'ip']],
  ['activityGoals', ['benefit', 'social', 'finance', 'increacesales', 'provision', 'other']],
  ['bankRelationGoals', ['bg', 'credit', 'rko', 'bank_client_system', 'other']],
  ['taxSystems', ['osn', 'usn', 'envd', 'patent', 'eshn']],
  ['accountingArrangements', ['accountant', 'eio', 'outsource', 'other']],
  ['higherControlBodies', ['single_member', 'multiply_members', 'single_stakeholder', 'multiply_stakeholders', 'none']],
  ['executiveBodies', ['general', 'director', 'president', 'uk', 'none', 'other']],
  ['authorizationDocumentTypes', [2, 3, 4, 1]],
  ['genders', ['Муж', 'Жен']],
  ['currencies', ['rub', 'tng', 'br']],
  ['rubleIndications', ['RUB', '643']],
  ['citizenships', ['rf', 'by', 'kz', 'az', 'rk', 'am', 'rm', 'rt', 'uz', 'other']],
  ['identityDocumentTypes', ['passport', 'passportForeign', 'permits', 'temp', 'visa', 'migration', 'birthDoc', 'other']],
  ['executivePosts', ['general', 'director', 'president', 'other']],
  ['beneficiaryReasons', ['direct', 'indirect', 'direct_indirect']],
  ['reputationSources', ['gosprojects', 'tenders', 'smi', 'website', 'court', 'impact', 'other']],
  ['ownershipKinds', ['direct', 'indirect', 'direct_indirect']],
  ['deliveryTypes', ['noneeded', 'pickup', 'delivery', 'courier_delivery']],
  ['documentForms', ['digital', 'paper']],
  ['bankGroups', ['platform', 'partner', 'archive']],
  ['supplierSelections', [2, 3, 4, 6, 7, 5]],
];

const cyrillic = /[А-Яа-яЁё]/;

describe('dictionaries (spec-2 §3.1)', () => {
  const all: Record<string, { label: string; items: { key: string | number; label: string; symbol?: string }[] }> =
    dictionaries.dictionaries;

  it.each(dictionaryKeys)('%s has keys %j with Russian labels', (name, keys) => {
    const dictionary = all[name];
    expect(dictionary?.items.map((item) => item.key)).toEqual(keys);
    for (const item of dictionary?.items ?? []) expect(item.label).toMatch(cyrillic);
  });

  it('has no dictionary the spec does not list', () => {
    expect(Object.keys(all).sort()).toEqual(dictionaryKeys.map(([name]) => name).sort());
  });

  it('gives currency symbols, bank group labels and the read-only dropdowns', () => {
    expect(all.currencies?.items.map((item) => item.symbol)).toEqual(['₽', '₸', 'Br']);
    expect(all.bankGroups?.items.map((item) => item.label)).toEqual(['Банки платформы', 'Банки партнёров', 'Архив']);
    expect(dictionaries.readonlyDropdowns).toEqual(['currency', 'doc_types', 'citizenships', 'posts', 'preview']);
  });
});

describe('consents (spec-2 §3.2, §9.1)', () => {
  it.each([
    ['bki', 9],
    ['fact_address', 1],
    ['mrot', 3],
    ['real', 14],
    ['approve', 63],
    ['approveReceiveInfo', 4],
    ['approveCorrectInfo', 6],
    ['approveFullInfo', 3],
  ])('%s has %i Russian rows with every figure filled in', (key, count) => {
    const statement = consentStatements.find((s) => s.key === key);
    expect(statement?.rows).toHaveLength(count);
    for (const row of statement?.rows ?? []) {
      expect(row).toMatch(cyrillic);
      expect(placeholdersOf(row)).toEqual([]);
    }
  });

  it('quotes the consent periods and red flags of §9.1', () => {
    const text = consentStatements.flatMap((s) => s.rows).join('\n');
    expect(text).toContain('в течение 2 месяцев со дня его подписания');
    expect(text).toContain('действует 5 лет со дня его подписания');
    expect(text).toContain('и 5 лет после его прекращения');
    expect(text).toContain('на каждые следующие 5 лет');
    expect(text).toContain('в течение 3 рабочих дней');
    expect(text).toContain('не менялся 3 и более раз');
    expect(text).toContain('не более 2 раз');
    expect(text).toContain('сроком 6 месяцев и более');
    expect(text).toContain('не более 2 просрочек платежей длительностью свыше 30 дней');
    expect(consents.periods).toEqual({
      bki: { months: 2, yearsIfContract: 5 },
      personalData: { yearsAfterContract: 5, renewalYears: 5 },
      changeNoticeWorkingDays: 3,
    });
  });
});

describe('constants (spec-2 §9)', () => {
  it.each([
    ['success envelope code', constants.envelope.successCode, 20000],
    ['default request list', constants.requestList, { pageSize: 50, pageNumber: 1, sort: { field: 'updated_at', direction: 'desc' }, showOnly: 'myorg', pageSizeKeptIn: 'localStorage' }],
    ['toast lifetimes', constants.toast.lifetimes, { error: 20000, verification: 5000, offer: 10000, waitAccept: 10000, waitPay: 10000, guaranteeIssued: 300000, guaranteeChanged: 300000, claimApproved: 20000, requestDemand: 600000, returned: 5000, cancel: null }],
    ['autocomplete', constants.autocomplete, { minChars: 3, addressMinChars: 3, debounceMs: 200, inputMaxLength: 255 }],
    ['layout throttle', constants.layoutThrottleMs, 200],
    ['real-time channel', constants.realtime, { reconnectDelaysMs: [0, 2000, 10000, 30000], serverTimeoutMs: 30000, keepAliveMs: 15000, startRetryMs: 5000, eventThrottleMs: 1000 }],
    ['delivery', constants.delivery, { cost: 1000, banksWithCost: 1, banksWithoutCost: 3 }],
    ['finance threshold and tolerance', [constants.finance.extraRulesSumThreshold, constants.finance.balanceTolerance], [350000, 1]],
    ['finance periods', { ...constants.finance.periods, calendar: undefined }, { count: 8, shown: ['period1'], shownForSoleTrader: ['period1', 'period5'], calendar: undefined }],
    ['ages', constants.ages, { passportFromYears: 14, passportReissueYears: [20, 45], graceDays: 90 }],
    ['field sizes', constants.fieldSizes, { oktmo: [8, 11], account: 20, bik: 9, phoneMinDigits: 11 }],
    ['shares cap', constants.sharesCapPercent, 100],
    ['totals per person on save', constants.totalsFieldsOnSave, 10],
    ['logger', constants.logger, { maxEntries: 250, exportFormat: 'csv' }],
    ['date and number formats', [constants.displayFormats.date, constants.displayFormats.number, constants.displayFormats.moneyDecimals], ['DD.MM.YYYY', { thousandsSeparator: ' ', decimalSeparator: ',' }, 2]],
    ['file size and sum shortening', [constants.displayFormats.fileSize, constants.displayFormats.sumShortenedAbove], [{ unit: 'KB', megabytesAboveKb: 1000 }, 1000000]],
    ['customers plural', constants.displayFormats.customersPlural, ['заказчик', 'заказчика', 'заказчиков']],
    ['password generator', constants.passwordGenerator, { length: 10, upper: true, lower: true, digits: true }],
    ['e-mail prompt', constants.emailPromptRepeatMs, 3600000],
    ['mobile width', constants.mobileWidth, 767],
    ['date picker', constants.datePicker, { locale: 'ru', weekStartsOn: 'monday', format: 'YYYY-MM-DD' }],
    ['loader', constants.loaderHideDelayMs, 1000],
    ['currency, bank groups, discussion types', [constants.currencyDefault, constants.bankGroups, constants.discussionTypes], ['rub', ['platform', 'partner', 'archive'], ['form', 'chat']]],
  ])('%s', (_row, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('points at toasts.json for the copy confirmation and the hide-all threshold instead of repeating them', () => {
    const at = (pointer: string) => (toasts as Record<string, unknown>)[pointer.slice(1)];
    expect(at(constants.toast.copyConfirmation.pointer)).toBe(2000);
    expect(at(constants.toast.hideAllThreshold.pointer)).toBe(2);
  });
});
