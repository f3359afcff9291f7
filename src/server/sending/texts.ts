/** Russian texts of sending requests to banks and of what follows (spec-1 §4, spec-2 §5.7, §8). */
export const sendingTexts = {
  ownerOnly: 'Это действие доступно только организации, оформившей заявку',
  clientOnly: 'Согласие в приложении может дать только клиент, для которого оформлена заявка',
  operatorOnly: 'Действие доступно только оператору платформы',
  noBanks: 'Не выбраны банки для отправки',
  unknownBank: 'Банк не найден',
  archivedBank: 'Банк в архиве: заявки в него не отправляются',
  archivedSubRequest: 'Заявка в этот банк в архиве: сначала верните её из архива',
  canceledSubRequest: 'Банк отказал по этой заявке',
  prescoringFailed: (reasons: readonly string[]) => `Не проходим: ${reasons.length > 0 ? reasons.join('; ') : 'параметры заявки не подходят банку'}`,
  incomplete: (missing: readonly string[]) => `Заявка заполнена не полностью: ${missing.join(', ')}. Заполните все шаги на 100 %, затем отправьте заявку в банк`,
  wrongData: (problems: readonly string[]) => `Заявку нельзя отправить: ${problems.join('. ')}. Исправьте данные и отправьте заявку снова`,
  notSelected: 'Банк не выбран для этой заявки',
  notDraft: 'Заявка в этот банк уже отправлена: выбор банка больше не меняется',
  failedTitle: 'Не проходим',
  notPrescored: 'Предварительная проверка для этого банка не проводилась',
  consentNotFound: 'Ссылка на согласие недействительна или устарела',
  consentAlreadyGiven: 'Согласие уже получено',
  nothingToVerify: 'Нет заявок, ожидающих верификации',
  nothingToReturn: 'Нет заявок, ожидающих клиента',
  noRevocable: 'Нет банков, из которых можно отозвать заявку',
  managerNotFound: 'Сотрудник не найден в организации',
  notArchived: 'Заявка не в архиве',
  nothingToArchive: 'Нет банков, заявки в которые можно перенести в архив',
  infoNotFound: 'Сведения не найдены',
  demandText: 'Оператор платформы запросил дополнительные сведения',
  verificationFailed: 'Верификация не пройдена: заявка возвращена в черновик',
} as const;

/** How the history names who made a change. */
export const actorLabels: Readonly<Record<string, string>> = {
  user: 'Пользователь',
  bank: 'Банк',
  operator: 'Оператор платформы',
  system: 'Система',
};
