import { describe, expect, it } from 'vitest';
import { guaranteeFindings, type GuaranteeParameters } from '../../../src/domain/guarantee/guaranteeFindings';
import { purchaseTerms, type PurchaseTerms } from '../../../src/domain/guarantee/purchaseTerms';

const execution: GuaranteeParameters = { stage: 'i_without_a', sum: 2_425_000, contractSum: 48_500_000, dateFrom: '2026-03-01', dateTo: '2026-11-02' };
const participation: GuaranteeParameters = { stage: 'y', sum: 485_000, dateFrom: '2026-02-10', dateTo: '2026-03-30' };
const tender44: PurchaseTerms = { law: 44, max_price: 48_500_000, execution_to: '2026-09-30' };
const small44: PurchaseTerms = { law: 44, max_price: 10_000_000, execution_to: '2026-09-30' };
const commercial: PurchaseTerms = { law: 1, max_price: 1_000, execution_to: '2026-09-30' };

type Row = readonly [name: string, parameters: GuaranteeParameters, purchase: PurchaseTerms | null, today: string | null, expected: readonly (readonly [rule: string, severity: 'error' | 'warning', path: string, message: string])[]];

// Every rule of config/guarantee-rules.json, broken and kept, with the words the person reads.
const rows: readonly Row[] = [
  ['a 44-FZ execution guarantee that fits', execution, tender44, '2026-03-01', []],
  ['a 44-FZ participation guarantee that fits (1 % of НМЦК)', participation, tender44, '2026-02-10', []],
  [
    'the journey: 99 999 999 999 ₽ on a 1 000 ₽ contract ending 01.01.2020 before its start',
    { stage: 'i_without_a', sum: 99_999_999_999, contractSum: 1_000, dateFrom: '2026-03-01', dateTo: '2020-01-01' },
    null,
    '2026-03-01',
    [
      ['end-after-start', 'error', '/dateTo', 'Окончание действия гарантии должно быть позже её начала (01.03.2026) (ГК РФ, ст. 368 ч. 4)'],
      ['end-not-past', 'error', '/dateTo', 'Срок действия гарантии уже истёк: окончание 01.01.2020 раньше сегодняшнего дня (01.03.2026) (ГК РФ, ст. 368 ч. 4)'],
      ['sum-not-above-price', 'error', '/sum', 'Сумма гарантии 99 999 999 999,00 ₽ больше цены контракта 1 000,00 ₽ (ГК РФ, ст. 368 ч. 1: гарантия обеспечивает обязательство по контракту)'],
    ],
  ],
  ['the end on the start day', { ...execution, dateTo: '2026-03-01' }, null, null, [['end-after-start', 'error', '/dateTo', 'Окончание действия гарантии должно быть позже её начала (01.03.2026) (ГК РФ, ст. 368 ч. 4)']]],
  ['the end today is not past', { ...execution, dateFrom: '2026-02-01', dateTo: '2026-03-01' }, null, '2026-03-01', []],
  ['without today the past rule sleeps', { ...execution, dateFrom: '2019-01-01', dateTo: '2019-06-01' }, null, null, []],
  ['the price of the contract wins over НМЦК', { ...execution, sum: 2_000, contractSum: 1_500 }, commercial, null, [['sum-not-above-price', 'error', '/sum', 'Сумма гарантии 2 000,00 ₽ больше цены контракта 1 500,00 ₽ (ГК РФ, ст. 368 ч. 1: гарантия обеспечивает обязательство по контракту)']]],
  ['without a contract price НМЦК is the price', { stage: 'y', sum: 1_001, dateFrom: '2026-03-01', dateTo: '2026-04-01' }, commercial, null, [['sum-not-above-price', 'error', '/sum', 'Сумма гарантии 1 001,00 ₽ больше цены контракта 1 000,00 ₽ (ГК РФ, ст. 368 ч. 1: гарантия обеспечивает обязательство по контракту)']]],
  ['a sum equal to the price passes', { stage: 'y', sum: 1_000, dateFrom: '2026-03-01', dateTo: '2026-04-01' }, commercial, null, []],
  ['a zero sum is left to the field\'s own rule', { ...execution, sum: 0 }, tender44, null, []],
  ['no price known: nothing to compare', { ...execution, contractSum: undefined, sum: 5 }, null, null, []],
  [
    '44-FZ art. 96 p. 3: execution guarantee ends a day short of a month past the contract',
    { ...execution, dateTo: '2026-10-29' },
    tender44,
    null,
    [['execution-term-44', 'error', '/dateTo', 'Гарантия исполнения контракта должна действовать не меньше месяца после окончания срока исполнения контракта (30.09.2026): окончание — не раньше 30.10.2026 (44-ФЗ, ст. 96 ч. 3)']],
  ],
  ['44-FZ art. 96 p. 3: exactly a month passes', { ...execution, dateTo: '2026-10-30' }, tender44, null, []],
  ['advance return secures the contract too', { ...execution, stage: 'va', dateTo: '2026-10-01' }, tender44, null, [['execution-term-44', 'error', '/dateTo', 'Гарантия исполнения контракта должна действовать не меньше месяца после окончания срока исполнения контракта (30.09.2026): окончание — не раньше 30.10.2026 (44-ФЗ, ст. 96 ч. 3)']]],
  ['223-FZ leaves the term to the customer', { ...execution, dateTo: '2026-10-01' }, { ...tender44, law: 223 }, null, []],
  ['a participation guarantee has no execution term', { ...participation, dateTo: '2026-03-30' }, tender44, null, []],
  [
    '44-FZ art. 44: participation below 0.5 % of НМЦК',
    { ...participation, sum: 242_499.99 },
    tender44,
    null,
    [['participation-share-min-44', 'error', '/sum', 'Обеспечение заявки не может быть меньше 0,5% начальной (максимальной) цены контракта 48 500 000,00 ₽: не меньше 242 500,00 ₽ (44-ФЗ, ст. 44)']],
  ],
  ['44-FZ art. 44: exactly 0.5 %', { ...participation, sum: 242_500 }, tender44, null, []],
  ['44-FZ art. 44: НМЦК above 20 mln allows 5 %', { ...participation, sum: 2_425_000 }, tender44, null, []],
  [
    '44-FZ art. 44: above 5 % is a warning',
    { ...participation, sum: 2_425_000.01 },
    tender44,
    null,
    [['participation-share-max-44', 'warning', '/sum', 'Сумма гарантии больше 5% начальной (максимальной) цены контракта 48 500 000,00 ₽ (2 425 000,00 ₽) — больше, чем заказчик вправе требовать. Сверьте сумму с извещением о закупке (44-ФЗ, ст. 44)']],
  ],
  [
    '44-FZ art. 44: НМЦК up to 20 mln, above 1 % is a warning',
    { ...participation, sum: 100_001 },
    small44,
    null,
    [['participation-share-max-44', 'warning', '/sum', 'Сумма гарантии больше 1% начальной (максимальной) цены контракта 10 000 000,00 ₽ (100 000,00 ₽) — больше, чем заказчик вправе требовать. Сверьте сумму с извещением о закупке (44-ФЗ, ст. 44)']],
  ],
  [
    '44-FZ art. 96: execution below 0.5 % of the contract price',
    { ...execution, sum: 200_000 },
    tender44,
    null,
    [['execution-share-min-44', 'error', '/sum', 'Обеспечение исполнения контракта не может быть меньше 0,5% цены контракта 48 500 000,00 ₽: не меньше 242 500,00 ₽ (44-ФЗ, ст. 96 ч. 6)']],
  ],
  ['44-FZ art. 96: 30 % passes', { ...execution, sum: 14_550_000 }, tender44, null, []],
  [
    '44-FZ art. 96: above 30 % is a warning (anti-dumping may ask 1.5 times)',
    { ...execution, sum: 20_000_000 },
    tender44,
    null,
    [['execution-share-max-44', 'warning', '/sum', 'Сумма гарантии больше 30% цены контракта 48 500 000,00 ₽ (14 550 000,00 ₽). Так бывает, только если цена на торгах снижена на 25% и больше (44-ФЗ, ст. 37); иначе сверьте сумму с извещением о закупке (44-ФЗ, ст. 96 ч. 6)']],
  ],
  ['commercial purchases have no percentage bounds', { ...execution, sum: 100, contractSum: 1_000 }, commercial, null, []],
  ['warranty guarantees have no 44-FZ percentage', { ...execution, stage: 'go', sum: 1 }, tender44, null, []],
];

describe('guaranteeFindings: the guarantee against its purchase (config/guarantee-rules.json)', () => {
  it.each(rows)('%s', (_name, parameters, purchase, today, expected) => {
    const found = guaranteeFindings(parameters, purchase, today).map((f) => [f.rule, f.severity, f.path, f.message]);
    expect(found).toEqual(expected);
  });
});

describe('purchaseTerms: what the rules read of a purchase', () => {
  it.each([
    ['an EIS tender', { law: 44, fz: '44', max_price: 48_500_000, execution_to: '2026-09-30', participation_sum_bg: 485_000 }, tender44],
    ['a tender whose law is a key', { law: '44fz', max_price: '1000' }, { law: 44, max_price: 1_000, execution_to: null }],
    ['the purchase step', { law: 1, max_price: 1_000, execution_to: '2026-09-30', customer_name: 'ООО' }, commercial],
    ['nothing known', { customer_name: 'ООО', max_price: 0, execution_to: 'завтра' }, null],
    ['not an object', 'тендер', null],
  ] as const)('%s', (_name, source, expected) => {
    expect(purchaseTerms(source)).toEqual(expected);
  });
});
