import { banksConfig, type BankSettings } from '../../../src/domain/banks';
import type { Person } from '../../../src/domain/persons/person';

/** A shipped bank by its internal name. */
export function bank(name: string): BankSettings {
  const found = banksConfig.banks.find((b) => b.internal_name === name);
  if (!found) throw new Error(`no bank ${name}`);
  return found;
}

const passport = {
  birthdate: '1979-04-12',
  birthplace: 'г. Тверь',
  passport_serial: '2804',
  passport_number: '512846',
  passport_date: '2024-05-14',
  passport_issuer: 'УМВД России по Тверской области',
  passport_department_code: '690-002',
  address: 'г. Тверь, ул. Советская, д. 12, кв. 4',
};

export const headAndOwner: Person = {
  uuid: '6f1c1d7e-8d0b-4a53-9a0e-2f7f4b8c1a01',
  last_name: 'Смирнов',
  first_name: 'Андрей',
  ...passport,
  is_head: true,
  is_signer: true,
  is_stakeholder: true,
  percentAtRegulationsCapital: 60,
  eioToDate: 'бессрочно',
};

export const founderOrganization = {
  uuid: '6f1c1d7e-8d0b-4a53-9a0e-2f7f4b8c1a02',
  name: 'ООО «Северный ветер»',
  inn: '7842349892',
  kpp: '784201001',
  ogrn: '1067847123456',
  address: 'г. Санкт-Петербург, Невский пр., д. 28',
  percent: 40,
  position: 'Участник',
  recordDate: '2019-03-01',
  head_name: 'Орлов Игорь Викторович',
  head_inn: '781012345678',
};

export const indirectOwner: Person = {
  uuid: '6f1c1d7e-8d0b-4a53-9a0e-2f7f4b8c1a03',
  last_name: 'Орлов',
  first_name: 'Игорь',
  ...passport,
  is_beneficiary: true,
  beneficiarReason: 'indirect',
};

const file = (name: string) => [{ uuid: '7d3c1f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6', name: `${name}.pdf` }];

/**
 * A request to Сбербанк filled in completely, one payload per step: a company whose head is also a
 * participant, a founder organisation and the person who owns through it.
 */
export function completeRequest(): Record<string, Record<string, unknown>> {
  return {
    'guaranty-detail-info': { stage: 'i_without_a', sum: 2_500_000, contractSum: 25_000_000, dateFrom: '2026-12-01', dateTo: '2027-12-31' },
    'detail-contacts': {
      contact_person: 'Смирнов Андрей',
      contact_phone: '+7 (912) 345-67-89',
      contact_email: 'tender@severny-veter.ru',
      bank_bik: '044525225',
      cur_account: '40702810938000012345',
      tax_system: 'osn',
    },
    'information-head': { head: headAndOwner },
    'information-founders': { persons: [headAndOwner, indirectOwner], organizations: [founderOrganization] },
    finance: {
      report: {
        period1: { year: 2024, lines: { '1300': 41_870, '1310': 10, '1600': 96_380, '1700': 96_380, '2110': 184_560 } },
        period2: { year: 2023, lines: { '1300': 35_102, '1310': 10, '1600': 76_329, '1700': 76_329, '2110': 152_310 } },
      },
      bo_like_for_ifns: true,
    },
    documents: {
      documents: bank('sberbank').required_documents.map((d) => ({ docType: d.type, docName: d.name, requiredForbanks: ['Сбербанк'], files: file(d.type) })),
    },
  };
}
