import type { ClaimStatusWire } from '../../domain/wire/offersWire';

/** Russian texts of claims (spec-1 §4 "Claims"; the refusals themselves come from config/statuses.json). */
export const claimTexts = {
  claimNotFound: 'Претензия не найдена',
  activeClaim: 'По гарантии уже есть претензия на рассмотрении банка.',
  noGuarantee: 'Нет данных о выпущенной гарантии.',
  textRequired: 'Опишите изменения гарантии.',
  sumInvalid: 'Новая сумма гарантии должна быть больше нуля, с точностью до копеек.',
  dateInvalid: 'Новая дата окончания гарантии должна быть датой в формате ГГГГ-ММ-ДД.',
  datePast: 'Новая дата окончания гарантии не может быть раньше сегодняшнего дня.',
  dateBeforeStart: 'Новая дата окончания гарантии должна быть позже даты её начала.',
  statusNames: {
    sent: 'Отправлена в банк',
    responded: 'Банк одобрил претензию',
    rejected: 'Отклонена банком',
    approved: 'Дополнительное соглашение согласовано',
    wait_payment: 'Ожидает оплаты изменений',
    wait_sign: 'Изменения ожидают подписания',
    signed: 'Изменения к гарантии выпущены',
  } satisfies Record<ClaimStatusWire, string>,
} as const;
