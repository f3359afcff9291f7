/** The recognised passport's fields as a person reads them (the demo page and the side panel show the same). */
export const passportFieldLabels = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  middle_name: 'Отчество',
  gender: 'Пол',
  birthdate: 'Дата рождения',
  birthplace: 'Место рождения',
  passport_serial: 'Серия',
  passport_number: 'Номер',
  passport_date: 'Дата выдачи',
  passport_issuer: 'Кем выдан',
  passport_code: 'Код подразделения',
} as const;
