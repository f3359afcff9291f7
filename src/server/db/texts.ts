/** What a person is told when the database cannot be reached. */
export const databaseTexts = {
  unavailable: 'Сервис временно недоступен, повторите попытку через несколько секунд',
} as const;
