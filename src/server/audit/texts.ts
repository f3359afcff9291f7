/** The audit log's Russian texts: the short descriptions of entries and the refusals of its calls. */
export const auditTexts = {
  forbidden: 'Журнал действий доступен администратору организации (право «Просмотр и редактирование сотрудников») и оператору платформы',
  organizationFilterForbidden: 'Фильтр по организации доступен только оператору платформы',
  unknownAction: (key: string) => `Поле «Действие»: неизвестное действие «${key}»`,
  badPeriod: 'Поле «Период»: дата начала позже даты окончания',
  badDate: (title: string) => `Поле «${title}»: нужна дата в виде ГГГГ-ММ-ДД`,

  request: (id: number | string) => `Заявка № ${id}`,
  passportRead: (id: number, parts: readonly string[]) => `Заявка № ${id}: ${parts.join(', ')}`,
  personSteps: {
    'information-head': 'руководитель',
    'information-founders': 'учредители',
    'information-signers': 'подписанты',
    questionnaire: 'анкета',
  } as Record<string, string>,
  questionnaireRead: (id: number, type: 'juridical' | 'individual') =>
    `Заявка № ${id}: анкета ${type === 'juridical' ? 'юридического лица' : 'индивидуального предпринимателя'}`,
  archives: {
    customerDocuments: 'документы клиента (zip)',
    dossier: 'досье заявки (zip)',
    signed: 'подписанные документы банка (zip)',
  },
  documentsDownloaded: (id: number, what: string, bank: string | null) => `Заявка № ${id}: ${what}${bank ? `, банк ${bank}` : ''}`,
  sendOutcomes: {
    sent: 'в банк',
    wait_confirm_data: 'ждёт подтверждения данных',
    admin_verification: 'на проверку оператора',
    sent_to_client: 'клиенту на подпись',
  } as Record<string, string>,
  requestSent: (id: number, banks: readonly string[]) => `Заявка № ${id} отправлена: ${banks.join('; ')}`,
  requestRevoked: (id: number, banks: readonly string[]) => `Заявка № ${id} отозвана: ${banks.join(', ')}`,
  offerAccepted: (id: number, bank: string, version: number, delivery: string | null) => `Заявка № ${id}: принято предложение банка ${bank} (версия ${version})${delivery ? `, ${delivery}` : ''}`,
  deliveries: {
    digital: 'электронная гарантия',
    pickup: 'бумажная гарантия, самовывоз',
    courier_delivery: 'бумажная гарантия, курьер банка',
  } as Record<string, string>,
  signed: (files: readonly string[], where: string | null, holder: string) =>
    `${files.length === 1 ? 'Подписан документ' : 'Подписаны документы'} ${files.map((name) => `«${name}»`).join(', ')}${where ? ` (${where})` : ''}; сертификат: ${holder}`,
  signedByLink: 'по ссылке на подписание',
  verdicts: {
    passed: 'проверка пройдена',
    failed: 'возвращена на доработку',
    demand: 'запрошены документы',
  } as Record<string, string>,
  verification: (id: number, verdict: string, banks: readonly string[], comment: string | null) =>
    `Заявка № ${id}: ${verdict} — ${banks.join(', ')}${comment ? `. Комментарий: ${comment}` : ''}`,

  actChanges: {
    form: 'сформирован',
    reform: 'сформирован заново',
    send: 'отправлен агенту',
    dispute: 'оспорен агентом',
    agent_sign: 'подписан агентом',
    operator_sign: 'подписан оператором',
    paid: 'отмечен оплаченным',
  } as Record<string, string>,
  actChanged: (number: string, period: string, organization: string, change: string, total: string) =>
    `Акт № ${number} за ${period} (${organization}): ${change}; итого ${total}`,

  csvHeader: ['Дата и время (МСК)', 'Действие', 'Пользователь', 'Логин', 'Организация', 'IP-адрес', 'Браузер', 'Заявка', 'Банк', 'Описание'],
  csvFileName: (day: string) => `Журнал действий ${day}.csv`,
  noUser: 'по ссылке, без учётной записи',
} as const;
