/**
 * Every validation rule of spec-2 §5.1–5.6 (and the start page) as one table: which step, which
 * request, what is entered where, and the Russian message the rule answers with. The same rows drive
 * the browser journey (e2e/request-form-invalid.spec.ts: a person types the values and presses «Далее»)
 * and the API suite (tests/server/requestForm/invalidPayloads.test.ts: the values are laid over a
 * must-pass example of the step and POSTed straight to the step's endpoint), so a rule whose words
 * differ between the browser and the server fails one of the two.
 *
 * This module is data only: no Playwright, no server imports, so both runners can read it.
 */

/** The steps a row belongs to: the request-form steps by schema name, and the two start steps. */
export type RuleStep =
  | 'company-information'
  | 'guarantee-information'
  | 'commercial-detail-info'
  | 'guaranty-detail-info'
  | 'detail-contacts'
  | 'information-head'
  | 'information-founders'
  | 'information-signers'
  | 'finance'
  | 'documents';

/**
 * The request a row is entered on. Each is created once in the browser journey and once per row in
 * the API suite, with the same start data and the same banks chosen.
 */
export type RequestKind = 'commercial' | 'tender' | 'tender-gazprombank' | 'tender-absolut' | 'joint';

/** How a person enters a value (the API gets `value` itself). */
export type Input =
  | { kind: 'text'; text?: string }
  | { kind: 'select'; option: string }
  | { kind: 'radio'; option: string }
  | { kind: 'date' }
  | { kind: 'check' }
  /** A field of a joint customer, typed in the customer's drawer opened from the customers panel. */
  | { kind: 'customer'; name: string; field: string }
  /** A cell of the finance grid, found by its id (`finance-period1-2110`): its label names a date that moves with today. */
  | { kind: 'cell'; id: string }
  /** Nothing is typed: the value is what the form holds anyway (an empty list, a file not uploaded). */
  | { kind: 'none' };

/** One value at a JSON pointer of the step's data; `undefined` clears the field. */
export interface Entry {
  at: string;
  value: unknown;
  input: Input;
}

export interface InvalidRule {
  /** Section of spec-2 (or 'start' for the create page). */
  spec: string;
  /** What the rule says, in English. */
  rule: string;
  step: RuleStep;
  request: RequestKind;
  /** The must-pass example (schemas/examples/valid/<step>/<base>.json) the API lays the entries over. */
  base: string;
  /** Entries that set up the rule's condition, then the invalid one (last). */
  entries: Entry[];
  /** The message of the rule, exactly as the server answers and the browser shows it. */
  message: string;
  /** Where the message belongs (JSON pointer; '' for the whole step); the last entry's pointer if absent. */
  errorAt?: string;
  /** Why a person cannot make this payload in the browser (the form prevents it); the API still refuses it. */
  formPrevents?: string;
}

/** Start data of a request kind (the body of POST /v1/bgrequest/write), the banks chosen on the preview and the steps saved before the rows. */
export interface RequestSetup {
  company: Record<string, unknown>;
  guarantee: Record<string, unknown>;
  banks: string[];
  /** Steps saved with a must-pass example first ([step, example]), as a person who filled them earlier. */
  saved: Array<[RuleStep, string]>;
}

const gazprombank = '8dc09f8c-56ff-5434-ada5-bdf151af5e16';
const absolutBank = '5cd919cd-de97-56e2-837c-fcb2770134bb';
const tender44 = { has_registry_number: true, tender_number: '0173100007926000041', tender_lot_number: 1, stage: 'i_with_a' };

export const requestKinds: Record<RequestKind, RequestSetup> = {
  commercial: { company: rostelecom(), guarantee: { has_registry_number: false, stage: 'i_without_a' }, banks: [], saved: [] },
  tender: { company: rostelecom(), guarantee: tender44, banks: [], saved: [] },
  // Газпромбанк asks for the customer's contacts and an indirect participant.
  'tender-gazprombank': { company: rostelecom(), guarantee: tender44, banks: [gazprombank], saved: [['guaranty-detail-info', 'performance-with-advance']] },
  // Абсолют Банк asks for periods 1 and 2 and four documents; the saved guarantee of 7 312 500 ₽ brings the 350 000 rule.
  'tender-absolut': { company: rostelecom(), guarantee: tender44, banks: [absolutBank], saved: [['guaranty-detail-info', 'performance-with-advance']] },
  // A joint purchase of three customers (is_joint comes with the EIS tender).
  joint: {
    company: rostelecom(),
    guarantee: { has_registry_number: true, tender_number: '0173100009526000033', tender_lot_number: 1, stage: 'y' },
    banks: [],
    saved: [],
  },
};

function rostelecom(): Record<string, unknown> {
  return { name: 'ПАО "Ростелеком"', inn: '7707049388', kpp: '784001001', ogrn: '1027700198767', is_ip: false };
}

const text = (at: string, value: unknown, typed?: string): Entry => ({ at, value, input: typed === undefined ? { kind: 'text' } : { kind: 'text', text: typed } });
const cleared = (at: string): Entry => ({ at, value: undefined, input: { kind: 'text' } });
const date = (at: string, value: string | undefined): Entry => ({ at, value, input: { kind: 'date' } });
const select = (at: string, value: unknown, option: string): Entry => ({ at, value, input: { kind: 'select', option } });
const radio = (at: string, value: unknown, option: string): Entry => ({ at, value, input: { kind: 'radio', option } });
/** A check box set (true) or cleared; the form keeps a cleared confirmation as no value (undefined). */
const check = (at: string, value: true | undefined): Entry => ({ at, value, input: { kind: 'check' } });
const cell = (period: number, line: string, value: number | undefined): Entry => ({
  at: `/report/period${period}/lines/${line}`,
  value,
  input: { kind: 'cell', id: `finance-period${period}-${line}` },
});

/** A date `years` years and `days` days before today (UTC), as YYYY-MM-DD. */
export function yearsAgo(years: number, days = 0, today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days));
  return d.toISOString().slice(0, 10);
}

/** A date `days` days after today (UTC), as YYYY-MM-DD. */
export function daysAhead(days: number, today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

const sharesTotal = 'Совокупная доля учредителей не должна быть более 100%.';

export const invalidRules: InvalidRule[] = [
  // ---- The start page (/agent/request/create) ----
  {
    spec: 'start',
    rule: 'A company INN has a valid control digit',
    step: 'company-information',
    request: 'tender',
    base: 'limited-company',
    entries: [text('/inn', '7707049389')],
    message: 'Неверный ИНН: не сходится контрольное число',
  },
  {
    spec: 'start',
    rule: 'A registry number is 19 digits (44-FZ, 615-PP) or 11 digits (223-FZ)',
    step: 'guarantee-information',
    request: 'tender',
    base: 'registry-number-44fz',
    entries: [text('/tender_number', '017310000792')],
    message: 'Реестровый номер — 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ)',
  },
  {
    spec: 'start',
    rule: 'The guarantee type is required',
    step: 'guarantee-information',
    request: 'tender',
    base: 'registry-number-44fz',
    entries: [{ at: '/stage', value: undefined, input: { kind: 'none' } }],
    message: 'Укажите вид гарантии',
  },

  // ---- 5.1 Commercial step (a purchase without a registry number) ----
  {
    spec: '5.1',
    rule: 'Customer name is required',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [cleared('/customer_name')],
    message: 'Не указан заказчик',
  },
  {
    spec: '5.1',
    rule: 'Law is required',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [{ at: '/law', value: undefined, input: { kind: 'none' } }],
    message: 'Закон не указан',
  },
  ...(
    [
      ['/contract_type', 'Укажите вид договора'],
      ['/contract_number', 'Укажите номер договора'],
      ['/order_name', 'Укажите предмет договора'],
      ['/execution_from', 'Укажите дату начала исполнения договора'],
      ['/execution_to', 'Укажите дату окончания исполнения договора'],
    ] as const
  ).map(
    ([at, message]): InvalidRule => ({
      spec: '5.1',
      rule: 'An open placement needs the contract type, number, subject, execution start and end',
      step: 'commercial-detail-info',
      request: 'commercial',
      base: 'open-commercial-purchase',
      entries: [
        radio('/placement_type', 0, 'Открытая'),
        at.startsWith('/execution') ? date(at, undefined) : at === '/contract_type' ? { at, value: undefined, input: { kind: 'none' } } : cleared(at),
      ],
      message,
    }),
  ),
  {
    spec: '5.1',
    rule: 'The contract start date is required',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [date('/contract_date', undefined)],
    message: 'Укажите дату начала действия договора',
  },
  {
    spec: '5.1',
    rule: 'A closed placement needs the supplier selection link',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [radio('/placement_type', 1, 'Закрытая'), cleared('/supplier_selection_link')],
    message: 'Укажите ссылку на определение поставщика',
  },
  {
    spec: '5.1',
    rule: 'A placement without placement needs the supplier selection link',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [radio('/placement_type', 2, 'Без размещения'), cleared('/supplier_selection_link')],
    message: 'Укажите ссылку на определение поставщика',
  },
  {
    spec: '5.1',
    rule: 'Another supplier selection needs the purchase type',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [select('/supplier_selection', 5, 'Иной способ'), cleared('/purchase_type')],
    message: 'Укажите способ закупки',
  },
  {
    spec: '5.1',
    rule: 'A 44-FZ purchase without placement needs the purchase link',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [
      select('/law', 44, '44-ФЗ'),
      text('/ikz', '261770108361877010100100010014120244'),
      radio('/placement_type', 2, 'Без размещения'),
      text('/supplier_selection_link', 'https://mosinzhproekt.ru/purchases/1187'),
      cleared('/link'),
    ],
    message: 'Укажите ссылку на закупку',
  },
  {
    spec: '5.1',
    rule: 'A 223-FZ purchase without placement needs the purchase link',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [
      select('/law', 223, '223-ФЗ'),
      radio('/placement_type', 2, 'Без размещения'),
      text('/supplier_selection_link', 'https://mosinzhproekt.ru/purchases/1187'),
      cleared('/link'),
    ],
    message: 'Укажите ссылку на закупку',
  },
  {
    spec: '5.1',
    rule: 'IKZ is required for 44-FZ',
    step: 'commercial-detail-info',
    request: 'commercial',
    base: 'open-commercial-purchase',
    entries: [select('/law', 44, '44-ФЗ'), cleared('/ikz')],
    message: 'Укажите ИКЗ',
  },

  // ---- 5.2 Guarantee step ----
  {
    spec: '5.2',
    rule: 'The guarantee sum is required',
    step: 'guaranty-detail-info',
    request: 'tender',
    base: 'performance-with-advance',
    entries: [cleared('/sum')],
    message: 'Укажите сумму гарантии',
  },
  {
    spec: '5.2',
    rule: 'The guarantee sum is above zero',
    step: 'guaranty-detail-info',
    request: 'tender',
    base: 'performance-with-advance',
    entries: [text('/sum', 0)],
    message: 'Сумма гарантии должна быть больше нуля',
  },
  {
    spec: '5.2',
    rule: 'The end date is required',
    step: 'guaranty-detail-info',
    request: 'tender',
    base: 'performance-with-advance',
    entries: [date('/dateTo', undefined)],
    message: 'Укажите дату окончания действия гарантии',
  },
  {
    spec: '5.2',
    rule: 'The contract sum is required unless the stage is participation',
    step: 'guaranty-detail-info',
    request: 'tender',
    base: 'performance-with-advance',
    entries: [select('/stage', 'i_with_a', 'Обеспечение исполнения контракта с авансом'), cleared('/contractSum')],
    message: 'Укажите сумму контракта',
  },
  {
    spec: '5.2',
    rule: 'A joint request: the guarantee sum equals the sum of the active customers',
    step: 'guaranty-detail-info',
    request: 'joint',
    base: 'joint-participation',
    entries: [text('/sum', 1300000)],
    message: 'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 1 250 000,50 ₽',
  },
  {
    spec: '5.2',
    rule: 'A joint request: each active customer sum is non-zero',
    step: 'guaranty-detail-info',
    request: 'joint',
    base: 'joint-participation',
    entries: [text('/sum', 750000.25), { at: '/customers/1/sum', value: 0, input: { kind: 'customer', name: 'ГБУ «Жилищник района Арбат»', field: 'sum' } }],
    message: 'Сумма гарантии по активному заказчику не может быть нулевой',
  },

  // ---- 5.3 Requisites and contacts ----
  {
    spec: '5.3',
    rule: 'A contact person is required',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [cleared('/contact_person')],
    message: 'Укажите контактное лицо',
  },
  {
    spec: '5.3',
    rule: 'Customer oktmo is 8 or 11 characters',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [text('/customer_oktmo', '453830001')],
    message: 'ОКТМО должен содержать 8 или 11 цифр',
  },
  {
    spec: '5.3',
    rule: 'A phone has at least 11 digits',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [text('/contact_phone', '+7 (495) 123-45-6')],
    message: 'Телефон должен содержать не менее 11 цифр, например +7 999 123-45-67',
  },
  {
    spec: '5.3',
    rule: 'An e-mail matches the e-mail pattern',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [text('/contact_email', 'orlova@')],
    message: 'Введите корректный адрес электронной почты, например ivanov@example.ru',
  },
  {
    spec: '5.3',
    rule: 'Bank bik is exactly 9 digits',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [text('/bank_bik', '04452522')],
    message: 'БИК должен состоять ровно из 9 цифр',
  },
  {
    spec: '5.3',
    rule: 'The current account is 20 digits',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [text('/bank_bik', '044525225'), text('/cur_account', '4070281093800001234')],
    message: 'Расчётный счёт должен состоять ровно из 20 цифр',
  },
  {
    spec: '5.3',
    rule: 'The current account checksum uses the last three digits of the bik',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [text('/bank_bik', '044525225'), text('/cur_account', '40702810938000012346')],
    message: 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ',
  },
  {
    spec: '5.3',
    rule: 'The tax system is required',
    step: 'detail-contacts',
    request: 'tender',
    base: 'customer-contacts-not-required',
    entries: [{ at: '/tax_system', value: undefined, input: { kind: 'none' } }],
    message: 'Система налогообложения не указана',
  },
  {
    spec: '5.3',
    rule: 'The customer phone is required when a bank needs the customer contacts',
    step: 'detail-contacts',
    request: 'tender-gazprombank',
    base: 'company-with-customer-contacts',
    entries: [cleared('/customer_phone')],
    message: 'Укажите телефон заказчика',
  },
  {
    spec: '5.3',
    rule: 'The customer contacts are confirmed when a bank needs them',
    step: 'detail-contacts',
    request: 'tender-gazprombank',
    base: 'company-with-customer-contacts',
    entries: [check('/customer_confirmed', undefined)],
    message: 'Подтвердите контакты заказчика',
  },

  // ---- 5.4 Head, founders, signers ----
  {
    spec: '5.4',
    rule: 'At least one participant among the founders',
    step: 'information-founders',
    request: 'tender',
    base: 'single-member-company',
    entries: [{ at: '/persons', value: [], input: { kind: 'none' } }, { at: '/organizations', value: [], input: { kind: 'none' } }],
    message: 'Укажите хотя бы одного участника',
    errorAt: '/persons',
  },
  {
    spec: '5.4',
    rule: 'The total shares must not exceed 100%',
    step: 'information-founders',
    request: 'tender',
    base: 'two-persons-and-a-company',
    entries: [text('/organizations/0/percent', 60)],
    message: sharesTotal,
    errorAt: '',
  },
  {
    spec: '5.4',
    rule: 'An indirect participant is required when a bank needs it and an organisation holds a share',
    step: 'information-founders',
    request: 'tender-gazprombank',
    base: 'owned-by-a-company',
    entries: [],
    message: 'Выбранный банк требует указать косвенного участника — физическое лицо, которое владеет долей через организацию-учредителя',
    errorAt: '/persons',
  },
  {
    spec: '5.4',
    rule: 'At most one signer',
    step: 'information-signers',
    request: 'tender',
    base: 'signer-by-power-of-attorney',
    entries: [check('/signers/0/is_signer', true)],
    message: 'Подписант может быть только один',
    formPrevents: 'choosing a signer in the form clears the other signers (assignSigner), so two never sign at once',
    errorAt: '/signers',
  },

  // ---- 5.5 Dates of identity documents (the head) ----
  {
    spec: '5.5',
    rule: 'The passport date is not in the future',
    step: 'information-head',
    request: 'tender',
    base: 'general-director',
    entries: [date('/head/passport_date', daysAhead(30))],
    message: 'Дата выдачи документа не может быть в будущем',
  },
  {
    spec: '5.5',
    rule: 'A Russian passport is issued at 14 at the earliest',
    step: 'information-head',
    request: 'tender',
    base: 'general-director',
    entries: [date('/head/birthdate', '1978-06-14'), date('/head/passport_date', '1991-07-01')],
    message: 'Паспорт гражданина РФ выдаётся не ранее 14 лет: проверьте дату выдачи и дату рождения',
  },
  {
    spec: '5.5',
    rule: 'A passport is replaced at 45 (90 days of grace)',
    step: 'information-head',
    request: 'tender',
    base: 'general-director',
    entries: [date('/head/birthdate', yearsAgo(46)), date('/head/passport_date', yearsAgo(26))],
    message: 'Паспорт нужно было заменить по достижении 45 лет: укажите данные нового паспорта',
  },
  {
    spec: '5.5',
    rule: 'A Russian citizen over 14 shows a passport, not a birth certificate',
    step: 'information-head',
    request: 'tender',
    base: 'general-director',
    entries: [select('/head/doc_type', 'birthDoc', 'Свидетельство о рождении'), text('/head/passport_serial', 'IV-АН'), text('/head/passport_number', '123456')],
    message: 'Гражданин РФ старше 14 лет предъявляет паспорт, а не свидетельство о рождении',
    errorAt: '/head/doc_type',
  },
  {
    spec: '5.5',
    rule: 'A birth certificate serial is roman numerals, a dash and two Cyrillic letters',
    step: 'information-head',
    request: 'tender',
    base: 'general-director',
    entries: [select('/head/doc_type', 'birthDoc', 'Свидетельство о рождении'), text('/head/passport_serial', '45 23')],
    message: 'Серия свидетельства о рождении — римское число, дефис и две русские заглавные буквы, например IV-АН',
  },

  // ---- 5.6 Documents and finance (Абсолют Банк: periods 1 and 2, four documents) ----
  {
    spec: '5.6',
    rule: 'Balance line 1600 equals line 1700 within 1',
    step: 'finance',
    request: 'tender-absolut',
    base: 'company-two-years',
    entries: [cell(1, '1600', 81234), cell(1, '1700', 81236)],
    message: 'Баланс не сходится: строка 1600 должна быть равна строке 1700 (допустимое расхождение — 1)',
    errorAt: '/report/period1/lines/1700',
  },
  {
    spec: '5.6',
    rule: 'Line 2110 is required',
    step: 'finance',
    request: 'tender-absolut',
    base: 'company-two-years',
    entries: [cell(2, '2110', undefined)],
    message: 'Заполните строку 2110 «Выручка»',
  },
  {
    spec: '5.6',
    rule: 'Line 1310 is required for a company',
    step: 'finance',
    request: 'tender-absolut',
    base: 'company-two-years',
    entries: [cell(1, '1310', undefined)],
    message: 'Заполните строку 1310 «Уставный капитал (складочный капитал, уставный фонд, вклады товарищей)»',
  },
  {
    spec: '5.6',
    rule: 'From a guarantee sum of 350 000 the capital total is filled (not zero)',
    step: 'finance',
    request: 'tender-absolut',
    base: 'company-two-years',
    entries: [cell(2, '1300', 0)],
    message: 'При сумме гарантии от 350 000 ₽ строка 1300 «Итого капитал и резервы (раздел III)» должна быть заполнена',
  },
  {
    spec: '5.6',
    rule: 'The confirmation that the data equals the tax office data is required',
    step: 'finance',
    request: 'tender-absolut',
    base: 'company-two-years',
    entries: [check('/bo_like_for_ifns', undefined)],
    message: 'Подтвердите, что данные совпадают с отчётностью, сданной в налоговую инспекцию',
  },
  {
    spec: '5.6',
    rule: 'The periods each bank requires are filled',
    step: 'finance',
    request: 'tender-absolut',
    base: 'company-two-years',
    entries: [{ at: '/report/period2', value: undefined, input: { kind: 'none' } }],
    message: 'Заполните отчётность за период 2: её требует выбранный банк',
  },
  {
    spec: '5.6',
    rule: 'Every document type a selected bank requires has files',
    step: 'documents',
    request: 'tender-absolut',
    base: 'required-documents-uploaded',
    entries: [{ at: '/documents', value: [], input: { kind: 'none' } }],
    message: 'Загрузите',
    errorAt: '/documents/0/files',
  },
];

/** Where the row's message belongs. */
export function errorPointer(row: InvalidRule): string {
  return row.errorAt ?? row.entries.at(-1)?.at ?? '';
}

/** Sets (or, for `undefined`, removes) the value at a JSON pointer, creating objects on the way. */
export function setAt(data: Record<string, unknown>, pointer: string, value: unknown): void {
  const tokens = pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: Record<string, unknown> | unknown[] = data;
  for (const token of tokens.slice(0, -1)) {
    const holder = node as Record<string, unknown>;
    if (holder[token] === null || typeof holder[token] !== 'object') holder[token] = {};
    node = holder[token] as Record<string, unknown>;
  }
  const last = tokens.at(-1);
  if (last === undefined) return;
  if (value === undefined) delete (node as Record<string, unknown>)[last];
  else (node as Record<string, unknown>)[last] = value;
}

/** The step data the API receives for a row: the must-pass example with the row's entries laid over it. */
export function payloadOf(row: InvalidRule, example: Record<string, unknown>): Record<string, unknown> {
  const data = structuredClone(example);
  delete data['context'];
  for (const entry of row.entries) setAt(data, entry.at, entry.value);
  return data;
}
