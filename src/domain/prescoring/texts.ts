import dictionaries from '../../../config/dictionaries.json';
import { formatNumber } from '../format/formatNumber';
import { pluralRu } from '../format/pluralRu';
import type { GuaranteeType, PrescoringLaw } from '../banks';

function labels(items: readonly { key: string; label: string }[]): ReadonlyMap<string, string> {
  return new Map(items.map((item) => [item.key, item.label]));
}

const lawLabels = labels(dictionaries.dictionaries.laws.items);
const guaranteeTypeLabels = labels(dictionaries.dictionaries.guaranteeTypes.items);

/** A law as a short label: '44-ФЗ' from the laws dictionary; commercial procurement is not in it. */
export function lawLabel(law: PrescoringLaw): string {
  return law === 'commercial' ? 'коммерческие закупки' : (lawLabels.get(law) ?? law);
}

function lawWithWhom(law: PrescoringLaw): string {
  return law === 'commercial' ? 'коммерческими закупками' : `закупками по ${lawLabel(law)}`;
}

/** A guarantee type as the guarantee types dictionary names it. */
export function guaranteeTypeLabel(type: GuaranteeType | string): string {
  return guaranteeTypeLabels.get(type) ?? type;
}

const rubles = (value: number): string => `${formatNumber(value)} ₽`;

/** «1 830 дней», «21 день». */
export function daysText(days: number): string {
  return `${formatNumber(days)} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
}

/** Every Russian reason of pre-scoring, each naming the bank's limit it broke. */
export const prescoringTexts = {
  sumAboveMax: (sum: number, max: number): string => `Сумма гарантии ${rubles(sum)} больше лимита банка ${rubles(max)}`,
  sumBelowMin: (sum: number, min: number): string => `Сумма гарантии ${rubles(sum)} меньше минимальной суммы банка ${rubles(min)}`,
  termAboveMax: (days: number, max: number): string => `Срок гарантии ${daysText(days)} больше наибольшего срока банка ${daysText(max)}`,
  lawNotAllowed: (law: PrescoringLaw, allowed: readonly PrescoringLaw[]): string =>
    `Банк не работает с ${lawWithWhom(law)}. Условия банка: ${allowed.length === 0 ? 'нет' : allowed.map(lawLabel).join(', ')}`,
  typeNotAllowed: (type: string, allowed: readonly string[]): string =>
    `Банк не выдаёт гарантии вида «${guaranteeTypeLabel(type)}». Условия банка: ${
      allowed.length === 0 ? 'нет' : allowed.map((item) => `«${guaranteeTypeLabel(item)}»`).join(', ')
    }`,
  companyTooYoung: (ageMonths: number, minMonths: number): string =>
    `Компания зарегистрирована ${ageMonths} мес. назад, а банк рассматривает компании не моложе ${minMonths} мес.`,
  stopFactor: (reason: string): string => `Стоп-фактор банка: ${reason}`,
} as const;
