/** Texts of the search fields and the form around them. */
export const widgetTexts = {
  nothingFound: 'Ничего не найдено',
  searching: 'Ищем…',
  placeholders: {
    party: 'Название, ИНН или ОГРН организации',
    bank: 'БИК или название банка',
    address: 'Город, улица, дом',
    fms_unit: 'Например, 770-001',
  },
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  bik: 'БИК',
  corAccount: 'к/с',
  liquidating: 'ликвидируется',
  masks: {
    phone: '+7 (___) ___-__-__',
    snils: '___-___-___ __',
    sum: '0,00',
  },
  unlimited: 'Бессрочно',
  datePlaceholder: 'ДД.ММ.ГГГГ',
} as const;
