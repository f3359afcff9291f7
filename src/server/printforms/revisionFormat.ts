import { legalParties } from '../../domain/legal/fillParties';
import { ndsLabel } from '../../domain/revisions/actTotals';
import { periodLabel } from '../../domain/revisions/period';
import { accrualDate } from '../../domain/revisions/accrualDate';
import { formatKopecks } from '../../domain/revisions/money';
import { formatDate } from './format';
import { kopecksInWords } from './rublesInWords';
import { revisionTexts } from './revisionTexts';

/** 92 500,00 for a table column that names the currency in its header; a hyphen-minus when negative. */
export const money = (kopecks: number): string => formatKopecks(kopecks, null);

/** DD.MM.YYYY of a moment on the operator's clock: an act formed at 01:00 Moscow time is of that Moscow day. */
export const moscowDateOf = (moment: string): string => formatDate(accrualDate(moment));

/** An amount of kopecks in words; a negative one (a month of refunds) as «Минус …». */
export function signedKopecksInWords(kopecks: number): string {
  if (kopecks >= 0) return kopecksInWords(kopecks);
  const words = kopecksInWords(-kopecks);
  const minus = revisionTexts.minus;
  return `${minus[0]!.toUpperCase()}${minus.slice(1)} ${words[0]!.toLowerCase()}${words.slice(1)}`;
}

/** The label actTotals gives the totals of an agent who pays no NDS ('Без НДС'). */
export const withoutNds = ndsLabel({ rate: null });

/** The operator as the settlements' documents name it: its full name with the INN and KPP it has on file. */
export function operatorRequisites(): string {
  const { fullName, name, inn, kpp } = legalParties.operator;
  return [fullName ?? name ?? '', inn ? `ИНН ${inn}` : null, kpp ? `КПП ${kpp}` : null].filter(Boolean).join(', ');
}

/** The act's month as documents write it: «ноябрь 2026 г.» («акт за ноябрь 2026 г.»). */
export const monthOf = (period: string): string => `${periodLabel(period)} г.`;
