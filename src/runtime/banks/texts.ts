import type { SendOutcomeWire } from '../../domain/wire/banksWire';

/** Russian words of the banks panel stores: results of actions shown as toasts and notices. */
export const banksTexts = {
  loadFailed: 'Не удалось загрузить банки заявки',
  pageLoadFailed: 'Не удалось загрузить данные страницы. Обновите страницу или вернитесь к заявке.',
  sentTitle: 'Заявка № {n} отправлена в банки',
  sendNothing: 'Выберите банки, готовые к отправке',
  outcomes: {
    sent: 'отправлена',
    wait_confirm_data: 'ждёт согласия клиента',
    admin_verification: 'на верификации',
    sent_to_client: 'ждёт подписания',
    already_sent: 'уже отправлена',
    refused: 'не отправлена',
  } satisfies Record<SendOutcomeWire, string>,
  revoked: 'Заявка отозвана из банка {bank}',
  archived: 'Заявка перенесена в архив',
  unarchived: 'Заявка возвращена из архива',
  commissionChanged: 'Комиссия изменена: новая версия предложения {bank}',
  sentForApproval: 'Предложение {bank} отправлено клиенту на согласование',
  consentCopied: 'Ссылка на согласие скопирована',
  accepted: 'Предложение {bank} принято',
  discussionSent: 'Проект отправлен на согласование в {bank}',
  claimSent: 'Претензия отправлена в {bank}',
  consentGiven: 'Спасибо! Согласие на обработку персональных данных получено.',
  consentFailed: 'Ссылка на согласие недействительна или устарела',
  bankNotFound: 'Банк не найден среди банков заявки',
  commissionInvalid: 'Укажите комиссию числом, например 15000,50',
  sumInvalid: 'Укажите сумму числом, например 1 500 000',
  addressRequired: 'Укажите адрес доставки',
  methodRequired: 'Выберите способ получения бумажной гарантии',
  agreementsRequired: 'Подтвердите обязательные условия',
  datesRequired: 'Укажите даты и сумму',
  changesRequired: 'Опишите изменения гарантии',
} as const;

