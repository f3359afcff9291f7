import type { BankData, PartyData, SuggestionItem } from '../../../../src/api/suggestions';

/** Suggestions in the service's own shape, with the requisites of real organisations. */
export const sberbank: SuggestionItem<PartyData> = {
  value: 'ПАО "Сбербанк"',
  unrestricted_value: 'ПАО "Сбербанк"',
  data: {
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    okpo: '00032537',
    okato: null,
    oktmo: '45397000',
    okved: '64.19',
    name: { full_with_opf: 'Публичное акционерное общество "Сбербанк России"', short_with_opf: 'ПАО "Сбербанк"' },
    management: { name: 'Греф Герман Оскарович', post: 'Президент, Председатель Правления' },
    state: { status: 'ACTIVE', registration_date: 677376000000 },
    address: {
      value: 'г Москва, ул Вавилова, д 19',
      unrestricted_value: '117312, г Москва, ул Вавилова, д 19',
      data: { postal_code: '117312', region_with_type: 'г Москва' },
    },
  },
};

/** A sole trader: no KPP and no management. */
export const soleTrader: SuggestionItem<PartyData> = {
  value: 'ИП Петров Пётр Петрович',
  unrestricted_value: 'ИП Петров Пётр Петрович',
  data: {
    inn: '500100732259',
    kpp: null,
    ogrn: '304500116000157',
    okpo: null,
    okato: null,
    oktmo: null,
    okved: '47.11',
    name: { full_with_opf: 'Индивидуальный предприниматель Петров Пётр Петрович', short_with_opf: 'ИП Петров Пётр Петрович' },
    management: null,
    state: { status: 'ACTIVE', registration_date: null },
    address: null,
  },
};

export const sberbankBank: SuggestionItem<BankData> = {
  value: 'ПАО Сбербанк',
  unrestricted_value: 'ПАО Сбербанк',
  data: {
    bic: '044525225',
    correspondent_account: '30101810400000000225',
    name: { payment: 'ПАО Сбербанк', short: 'ПАО Сбербанк' },
    address: { value: 'г Москва, ул Вавилова, д 19' },
  },
};

export const vavilova: SuggestionItem = {
  value: 'г Москва, ул Вавилова, д 19',
  unrestricted_value: '117312, г Москва, ул Вавилова, д 19',
  data: { postal_code: '117312', region_with_type: 'г Москва', city_with_type: 'г Москва', street_with_type: 'ул Вавилова', house: '19', okato: '45293554000', oktmo: '45397000', fias_id: null },
};

export const moscowIssuer: SuggestionItem = {
  value: 'ГУ МВД России по г. Москве',
  unrestricted_value: 'ГУ МВД России по г. Москве',
  data: { code: '770-001', name: 'ГУ МВД России по г. Москве' },
};
