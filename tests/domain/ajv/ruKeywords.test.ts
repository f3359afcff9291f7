import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addRuKeywords } from '../../../src/domain/ajv/ruKeywords';
import { ruKeywordChecks } from '../../../src/domain/ajv/keywordChecks';

const sberbank = { inn: '7707083893', ogrn: '1027700132195', kpp: '773601001', bik: '044525225', corr: '30101810400000000225' };

const organisation = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    inn: { type: 'string', ruInn: 'legal' },
    ogrn: { type: 'string', ruOgrn: 'legal' },
    kpp: { type: 'string', ruKpp: true },
    bank_bik: { type: 'string', ruBik: true },
    cur_account: { type: 'string', ruAccount: { bikField: 'bank_bik' } },
    cor_account: { type: 'string', ruCorrAccount: { bikField: 'bank_bik' } },
    oktmo: { type: 'string', ruOktmo: true },
    phone: { type: 'string', ruPhone: true },
    email: { type: 'string', ruEmail: true },
    snils: { type: 'string', ruSnils: true },
    founders: { type: 'array', sharesTotal: { max: 100, field: 'percent' } },
    balance: { type: 'object', balanceEqual: { left: '1600', right: '1700', tolerance: 1 } },
  },
} as const;

/** A settlement account at the bank with this BIK: the control digit (position 9) is solved for. */
function accountFor(bik: string, head = '40702810', tail = '38000012345'): string {
  for (let k = 0; k < 10; k += 1) {
    const account = `${head}${k}${tail}`;
    if (ruKeywordChecks.ruAccount(account, { bikField: 'bik' }, { bik }) === null) return account;
  }
  throw new Error('no control digit');
}

const valid = {
  ...sberbank,
  bank_bik: sberbank.bik,
  cur_account: accountFor(sberbank.bik),
  cor_account: sberbank.corr,
  oktmo: '45380000',
  phone: '+7 (495) 500-55-50',
  email: 'sbrf@sberbank.ru',
  snils: '112-233-445 95',
  founders: [{ percent: 60 }, { percent: '40' }],
  balance: { '1600': 1000, '1700': 1000.5 },
};

describe.each([
  ['Ajv 2020-12 strict (server, checker)', () => new Ajv2020({ strict: true, allErrors: true })],
  ['Ajv draft-07 (form validator)', () => new Ajv({ allErrors: true, strict: false })],
])('addRuKeywords on %s', (_name, make) => {
  const schema = { ...organisation, $schema: undefined };
  const validate = addRuKeywords(make()).compile(schema);

  it('accepts the requisites of a real bank', () => {
    expect(validate(valid), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['inn', '7707083894', '/inn', 'Неверный ИНН: не сходится контрольное число'],
    ['inn', '500100732259', '/inn', 'ИНН организации должен содержать 10 цифр'],
    ['ogrn', '1027700132194', '/ogrn', 'Неверный ОГРН: не сходится контрольное число'],
    ['kpp', '77360100', '/kpp', 'КПП должен содержать 9 символов'],
    ['bank_bik', '04452522', '/bank_bik', 'БИК должен состоять ровно из 9 цифр'],
    ['cur_account', '40702810038000012346', '/cur_account', 'Расчётный счёт не соответствует БИК'],
    ['cor_account', '30101810500000000225', '/cor_account', 'Корреспондентский счёт не соответствует БИК'],
    ['oktmo', '4538000', '/oktmo', 'ОКТМО должен содержать 8 или 11 цифр'],
    ['phone', '8 495 500', '/phone', 'не менее 11 цифр'],
    ['email', 'sbrf@sberbank', '/email', 'Введите корректный адрес электронной почты'],
    ['snils', '112-233-445 96', '/snils', 'Неверный СНИЛС'],
    ['founders', [{ percent: 60 }, { percent: 40.01 }], '/founders', 'Совокупная доля учредителей не должна быть более 100%.'],
    ['balance', { '1600': 1000, '1700': 1001.5 }, '/balance/1700', 'Баланс не сходится: строка 1600 должна быть равна строке 1700'],
  ])('reports a bad %s at %s with a Russian message', (field, value, path, message) => {
    expect(validate({ ...valid, [field]: value })).toBe(false);
    const errors = validate.errors ?? [];
    expect(errors).toHaveLength(1);
    expect(errors[0]?.instancePath).toBe(path);
    expect(errors[0]?.message).toContain(message);
  });

  it('reports the account only once when the BIK itself is wrong', () => {
    expect(validate({ ...valid, bank_bik: '04452522X' })).toBe(false);
    expect((validate.errors ?? []).map((e) => e.instancePath)).toEqual(['/bank_bik']);
  });
});

describe('passport keywords', () => {
  const person = {
    type: 'object',
    properties: {
      birthdate: { type: 'string' },
      citizenship: { type: 'string' },
      doc_type: { type: 'string', ruDocTypeForAge: { birthDateField: 'birthdate', citizenshipField: 'citizenship' } },
      passport_date: {
        type: 'string',
        ruPassportDate: { birthDateField: 'birthdate', citizenshipField: 'citizenship', docTypeField: 'doc_type' },
      },
      birth_serial: { type: 'string', ruBirthCertificateSerial: true },
      birth_number: { type: 'string', ruBirthCertificateNumber: true },
    },
  };
  const validate = addRuKeywords(new Ajv2020({ strict: true, allErrors: true })).compile(person);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 5, 15, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a passport issued at 14 to a 17-year-old citizen', () => {
    expect(validate({ birthdate: '2009-03-01', citizenship: 'rf', doc_type: 'passport', passport_date: '2023-03-20' })).toBe(true);
  });

  it('uses the clock at validation time, not at compile time', () => {
    expect(validate({ birthdate: '2009-03-01', doc_type: 'passport', passport_date: '2026-06-16' })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe('Дата выдачи документа не может быть в будущем');
    vi.setSystemTime(new Date(2026, 5, 16, 12));
    expect(validate({ birthdate: '2009-03-01', doc_type: 'passport', passport_date: '2026-06-16' })).toBe(true);
  });

  it('asks for a new passport after 20 and 90 days', () => {
    expect(validate({ birthdate: '2006-01-10', doc_type: 'passport', passport_date: '2020-02-01' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/passport_date', message: expect.stringContaining('20 лет') });
  });

  it('checks the document type and the birth certificate fields', () => {
    expect(validate({ birthdate: '2010-01-10', doc_type: 'birthDoc', birth_serial: 'IV-АН', birth_number: '123456' })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(['/doc_type']);
    expect(validate({ birthdate: '2013-01-10', doc_type: 'birthDoc', birth_serial: 'IIII-АН', birth_number: '12345' })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(['/birth_serial', '/birth_number']);
  });
});

describe('keyword values are checked when a schema is compiled', () => {
  const ajv = addRuKeywords(new Ajv2020({ strict: true }));
  it.each([
    [{ type: 'string', ruInn: 'company' }],
    [{ type: 'string', ruKpp: false }],
    [{ type: 'string', ruAccount: { bik: 'bank_bik' } }],
    [{ type: 'string', ruAccount: {} }],
    [{ type: 'array', sharesTotal: { max: 0 } }],
    [{ type: 'object', balanceEqual: { left: '1600' } }],
    [{ type: 'string', ruPassportDate: { citizenshipField: 'citizenship' } }],
  ])('rejects %j', (schema) => {
    expect(() => ajv.compile(schema)).toThrow(/value is invalid/);
  });

  it('registers twice without complaint', () => {
    expect(() => addRuKeywords(ajv)).not.toThrow();
  });
});

describe('precompiled (standalone) validators', () => {
  it('emit code that imports the checks from the named module and validates the same way', () => {
    const ajv = addRuKeywords(new Ajv2020({ code: { source: true }, allErrors: true }), {
      standaloneModule: 'garant/keyword-checks',
    });
    const code = standaloneCode(ajv, ajv.compile(organisation));
    expect(code).toContain('require("garant/keyword-checks").ruKeywordChecks["ruAccount"]');
    const module: { exports: ((data: unknown) => boolean) & { errors?: unknown } } = { exports: Object.assign(() => false) };
    const load = (name: string): unknown => {
      if (name === 'garant/keyword-checks') return { ruKeywordChecks };
      throw new Error(`unexpected import ${name}`);
    };
    new Function('require', 'module', 'exports', code)(load, module, module.exports);
    const precompiled = module.exports;
    expect(precompiled(valid)).toBe(true);
    expect(precompiled({ ...valid, inn: '7707083894' })).toBe(false);
  });

  it('refuse to emit code when no module is named', () => {
    const ajv = addRuKeywords(new Ajv2020({ code: { source: true } }));
    expect(() => standaloneCode(ajv, ajv.compile({ type: 'string', ruInn: true }))).toThrow(/not defined/);
  });
});
