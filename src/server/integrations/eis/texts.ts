/** Every Russian text of the tender lookup, in one place. */
export const tenderTexts = {
  notFound: 'Закупка не найдена',
  lotNotFound: (lot: number) => `Лот № ${lot} в этой закупке не найден`,
  eisUnavailable: 'Сервис ЕИС недоступен, попробуйте позже',
  numberNotDigits:
    'Номер закупки должен состоять из цифр: 19 цифр для 44-ФЗ и 615-ПП (например, 0173100007926000041), 11 цифр для 223-ФЗ (например, 32615401234)',
  numberLength: (length: number) =>
    `Номер закупки должен содержать 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ), а указано цифр: ${length}`,
  lotNumber: 'Номер лота должен быть целым числом от 1 до 9999',
} as const;
