import { describe, expect, it } from 'vitest';
import { validateStep } from '../../../src/domain/steps/validateStep';
import { example } from './support';

type Data = Record<string, unknown>;
type Row = readonly [rule: string, step: string, base: string, change: (data: Data) => void, path: string, message: string];

const list = (data: Data, key: string): Data[] => data[key] as Data[];
const obj = (data: Data, key: string): Data => data[key] as Data;
const periodLines = (data: Data, period: string): Data => obj(obj(obj(data, 'report'), period), 'lines');

// Each rule of spec-2 §5.1–5.6, broken one at a time on a valid step; the spec's own words where it gives them.
const rules: readonly Row[] = [
  ['5.1 customer name required', 'commercial-detail-info', 'open-commercial-purchase', (d) => delete d.customer_name, '/customer_name', 'Не указан заказчик'],
  ['5.1 open: contract type', 'commercial-detail-info', 'open-commercial-purchase', (d) => delete d.contract_type, '/contract_type', 'Укажите вид договора'],
  ['5.1 open: number', 'commercial-detail-info', 'open-commercial-purchase', (d) => delete d.contract_number, '/contract_number', 'Укажите номер договора'],
  ['5.1 open: subject', 'commercial-detail-info', 'open-commercial-purchase', (d) => (d.order_name = ''), '/order_name', 'Укажите предмет договора'],
  ['5.1 open: execution start', 'commercial-detail-info', 'open-commercial-purchase', (d) => delete d.execution_from, '/execution_from', 'Укажите дату начала исполнения договора'],
  ['5.1 open: execution end', 'commercial-detail-info', 'open-commercial-purchase', (d) => delete d.execution_to, '/execution_to', 'Укажите дату окончания исполнения договора'],
  ['5.1 contract start date', 'commercial-detail-info', 'closed-44fz-auction', (d) => delete d.contract_date, '/contract_date', 'Укажите дату начала действия договора'],
  ['5.1 closed: selection link', 'commercial-detail-info', 'closed-44fz-auction', (d) => delete d.supplier_selection_link, '/supplier_selection_link', 'Укажите ссылку на определение поставщика'],
  ['5.1 without placement: selection link', 'commercial-detail-info', 'direct-223fz-contract', (d) => delete d.supplier_selection_link, '/supplier_selection_link', 'Укажите ссылку на определение поставщика'],
  ['5.1 other selection: purchase type', 'commercial-detail-info', 'open-commercial-purchase', (d) => (d.supplier_selection = 5), '/purchase_type', 'Укажите способ закупки'],
  ['5.1 223-FZ without placement: link', 'commercial-detail-info', 'direct-223fz-contract', (d) => delete d.link, '/link', 'Укажите ссылку на закупку'],
  ['5.1 44-FZ: IKZ', 'commercial-detail-info', 'closed-44fz-auction', (d) => delete d.ikz, '/ikz', 'Укажите ИКЗ'],
  ['5.1 law required', 'commercial-detail-info', 'open-commercial-purchase', (d) => delete d.law, '/law', 'Закон не указан'],
  ['5.1 law "not set"', 'commercial-detail-info', 'open-commercial-purchase', (d) => (d.law = 0), '/law', 'Закон не указан'],
  ['5.2 stage', 'guaranty-detail-info', 'performance-with-advance', (d) => delete d.stage, '/stage', 'Укажите вид гарантии'],
  ['5.2 sum', 'guaranty-detail-info', 'performance-with-advance', (d) => delete d.sum, '/sum', 'Укажите сумму гарантии'],
  ['5.2 date from', 'guaranty-detail-info', 'performance-with-advance', (d) => delete d.dateFrom, '/dateFrom', 'Укажите дату начала действия гарантии'],
  ['5.2 date to', 'guaranty-detail-info', 'performance-with-advance', (d) => delete d.dateTo, '/dateTo', 'Укажите дату окончания действия гарантии'],
  ['5.2 contract sum unless participation', 'guaranty-detail-info', 'performance-with-advance', (d) => delete d.contractSum, '/contractSum', 'Укажите сумму контракта'],
  ['5.2 joint: sum of active customers', 'guaranty-detail-info', 'joint-participation', (d) => (d.sum = 1250000), '/sum', 'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 1 250 000,50 ₽'],
  ['5.2 joint: active sum non-zero', 'guaranty-detail-info', 'joint-participation', (d) => (list(d, 'customers')[0]!.sum = 0), '/customers/0/sum', 'Сумма гарантии по активному заказчику не может быть нулевой'],
  ['5.3 contact person', 'detail-contacts', 'company-with-customer-contacts', (d) => delete d.contact_person, '/contact_person', 'Укажите контактное лицо'],
  ['5.3 customer oktmo 8 or 11', 'detail-contacts', 'company-with-customer-contacts', (d) => (d.customer_oktmo = '4538300'), '/customer_oktmo', 'ОКТМО должен содержать 8 или 11 цифр'],
  ['5.3 phone >= 11 digits', 'detail-contacts', 'company-with-customer-contacts', (d) => (d.contact_phone = '123-45-67'), '/contact_phone', 'Телефон должен содержать не менее 11 цифр, например +7 999 123-45-67'],
  ['5.3 e-mail pattern', 'detail-contacts', 'company-with-customer-contacts', (d) => (d.contact_email = 'tender.severnaya-zvezda.ru'), '/contact_email', 'Введите корректный адрес электронной почты, например ivanov@example.ru'],
  ['5.3 customer phone when required', 'detail-contacts', 'company-with-customer-contacts', (d) => delete d.customer_phone, '/customer_phone', 'Укажите телефон заказчика'],
  ['5.3 customer confirmation when required', 'detail-contacts', 'company-with-customer-contacts', (d) => delete d.customer_confirmed, '/customer_confirmed', 'Подтвердите контакты заказчика'],
  ['5.3 bik 9 digits', 'detail-contacts', 'company-with-customer-contacts', (d) => (d.bank_bik = '0445252250'), '/bank_bik', 'БИК должен состоять ровно из 9 цифр'],
  ['5.3 account key with the BIK', 'detail-contacts', 'company-with-customer-contacts', (d) => (d.bank_bik = '044525187'), '/cur_account', 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ'],
  ['5.3 joint active: oktmo', 'detail-contacts', 'joint-customers', (d) => delete list(d, 'customers')[0]!.oktmo, '/customers/0/oktmo', 'Укажите ОКТМО заказчика'],
  ['5.3 joint active: confirmation', 'detail-contacts', 'joint-customers', (d) => delete list(d, 'customers')[1]!.contacts_confirmed, '/customers/1/contacts_confirmed', 'Подтвердите контакты заказчика'],
  ['5.3 tax system', 'detail-contacts', 'company-with-customer-contacts', (d) => delete d.tax_system, '/tax_system', 'Система налогообложения не указана'],
  ['5.4 birth country of an entrepreneur', 'information-head', 'entrepreneur-born-abroad', (d) => delete obj(d, 'head').birth_country, '/head/birth_country', 'Укажите страну рождения'],
  ['5.4 at least one participant', 'information-founders', 'single-member-company', (d) => (obj(d, 'persons') as unknown as Data[]).forEach((p) => (p.is_stakeholder = false)), '/persons', 'Укажите хотя бы одного участника'],
  ['5.4 indirect participant', 'information-founders', 'two-persons-and-a-company', (d) => (list(d, 'persons')[1]!.beneficiarReason = 'direct'), '/persons', 'Выбранный банк требует указать косвенного участника — физическое лицо, которое владеет долей через организацию-учредителя'],
  ['5.4 shares at most 100%', 'information-founders', 'two-persons-and-a-company', (d) => (list(d, 'organizations')[0]!.percent = 15.01), '', 'Совокупная доля учредителей не должна быть более 100%.'],
  ['5.4 one signer', 'information-signers', 'head-signs', (d) => list(d, 'signers').push({ ...list(d, 'signers')[0]!, uuid: undefined, is_head: false, procuration: '1', procuration_date: '2026-01-01' }), '/signers', 'Подписант может быть только один'],
  ['5.5 passport not in the future', 'information-head', 'general-director', (d) => (obj(d, 'head').passport_date = '2199-01-01'), '/head/passport_date', 'Дата выдачи документа не может быть в будущем'],
  ['5.5 passport at 14 or later', 'information-head', 'general-director', (d) => (obj(d, 'head').passport_date = '1992-06-13'), '/head/passport_date', 'Паспорт гражданина РФ выдаётся не ранее 14 лет: проверьте дату выдачи и дату рождения'],
  ['5.5 reissue at 20', 'information-head', 'general-director', (d) => Object.assign(obj(d, 'head'), { birthdate: '1990-01-10', passport_date: '2004-02-01' }), '/head/passport_date', 'Паспорт нужно было заменить по достижении 20 лет: укажите данные нового паспорта'],
  ['5.5 birth certificate serial', 'information-head', 'general-director', (d) => Object.assign(obj(d, 'head'), { birthdate: '2013-01-10', passport_date: '2013-02-01', doc_type: 'birthDoc', passport_serial: '4-АБ' }), '/head/passport_serial', 'Серия свидетельства о рождении — римское число, дефис и две русские заглавные буквы, например IV-АН'],
  ['5.6 documents a bank requires', 'documents', 'required-documents-uploaded', (d) => (list(d, 'documents')[0]!.files = []), '/documents/0/files', 'Загрузите'],
  ['5.6 balance 1600 = 1700 within 1', 'finance', 'company-two-years', (d) => (periodLines(d, 'period1')['1700'] = 81235.5), '/report/period1/lines/1700', 'Баланс не сходится: строка 1600 должна быть равна строке 1700 (допустимое расхождение — 1)'],
  ['5.6 line 2110', 'finance', 'entrepreneur-revenue-only', (d) => delete periodLines(d, 'period5')['2110'], '/report/period5/lines/2110', 'Заполните строку 2110 «Выручка»'],
  ['5.6 line 1310 for a company', 'finance', 'company-two-years', (d) => delete periodLines(d, 'period2')['1310'], '/report/period2/lines/1310', 'Заполните строку 1310 «Уставный капитал (складочный капитал, уставный фонд, вклады товарищей)»'],
  ['5.6 capital from 350 000', 'finance', 'company-two-years', (d) => (periodLines(d, 'period1')['1300'] = 0), '/report/period1/lines/1300', 'При сумме гарантии от 350 000 ₽ строка 1300 «Итого капитал и резервы (раздел III)» должна быть заполнена'],
  ['5.6 tax office confirmation', 'finance', 'company-two-years', (d) => delete d.bo_like_for_ifns, '/bo_like_for_ifns', 'Подтвердите, что данные совпадают с отчётностью, сданной в налоговую инспекцию'],
  ['5.6 periods each bank requires', 'finance', 'company-two-years', (d) => delete obj(d, 'report').period2, '/report/period2', 'Заполните отчётность за период 2: её требует выбранный банк'],
];

describe('validation rules of spec-2 §5.1–5.6', () => {
  it.each(rules)('%s', (_rule, step, base, change, path, message) => {
    const data = example<Data>(step, base);
    expect(validateStep(step, data)).toEqual([]);
    change(data);
    const errors = validateStep(step, data);
    expect(errors.find((e) => e.path === path), JSON.stringify(errors)).toMatchObject({ message });
  });
});

describe('rules that hold only in their conditions', () => {
  const cases: readonly [string, string, string, (d: Data) => void][] = [
    ['participation needs no contract sum', 'guaranty-detail-info', 'participation-without-contract-sum', () => undefined],
    ['inactive joint customers keep a zero sum and no contacts', 'guaranty-detail-info', 'joint-participation', (d) => (list(d, 'customers')[2]!.sum = 0)],
    ['customer contacts may stay empty when not required', 'detail-contacts', 'customer-contacts-not-required', () => undefined],
    ['an entrepreneur needs no line 1310 and, below 350 000, no capital', 'finance', 'entrepreneur-revenue-only', () => undefined],
    ['a period no bank requires may be empty', 'finance', 'company-two-years', (d) => (obj(d, 'report').period4 = { year: 2022 })],
    ['the indirect rule sleeps when no bank asks for it', 'information-founders', 'two-persons-and-a-company', (d) => {
      obj(obj(d, 'context'), 'selected_banks_require').indirect_founders = false;
      list(d, 'persons')[1]!.beneficiarReason = 'direct';
    }],
    ['documents no bank requires may have no files', 'documents', 'required-documents-uploaded', (d) => (list(d, 'documents')[2]!.files = [])],
    ['an entrepreneur born in Russia gives no birth country', 'information-head', 'entrepreneur-born-abroad', (d) => {
      obj(d, 'context').birth_country_required = false;
      delete obj(d, 'head').birth_country;
    }],
    ['a 44-FZ purchase with placement needs no link', 'commercial-detail-info', 'closed-44fz-auction', (d) => delete d.link],
  ];
  it.each(cases)('%s', (_name, step, base, change) => {
    const data = example<Data>(step, base);
    change(data);
    expect(validateStep(step, data)).toEqual([]);
  });
});
