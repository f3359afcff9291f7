/** Russian texts of the request list calls. */
export const requestListTexts = {
  badClientId: 'Поле «Клиент»: ожидается ИНН или ИНН/КПП, как его вернул поиск',
  badPeriod: 'Поле «Период»: дата окончания раньше даты начала',
} as const;
