/** What a person is told when the database cannot be reached. */
export const databaseTexts = {
  unavailable: 'Сервис временно недоступен, повторите попытку через несколько секунд',
  notAnswering: 'База данных не отвечает: сервер временно не принимает запросы',
} as const;
