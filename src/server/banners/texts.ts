/** Russian texts of the banner plates (spec-2 §4.4; docs/operator-desk.md). */
export const bannerTexts = {
  notFound: 'Объявление не найдено',
  notClosable: 'Это объявление нельзя закрыть',
  empty: 'Текст объявления пуст: после очистки HTML в нём не осталось текста',
  organizationNotFound: (inn: string) => `Организация с ИНН ${inn} не найдена`,
  alreadyWithdrawn: 'Объявление уже снято',
} as const;
