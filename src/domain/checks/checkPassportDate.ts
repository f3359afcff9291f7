import { addDays, addYears, calendarDateOf, compareCalendarDates, parseCalendarDate } from './calendarDate';
import { passportAge, passportGraceDays, passportReissueAges } from './identityDocumentAges';

/** What the issue date of an identity document is checked against. */
export interface IdentityDocumentContext {
  /** Date of birth (YYYY-MM-DD or DD.MM.YYYY); without it only the future-date rule applies. */
  readonly birthDate?: unknown;
  /** Citizenship key of the wire form; the spec's default is 'rf'. */
  readonly citizenship?: unknown;
  /** Identity document type; the spec's default is 'passport'. */
  readonly docType?: unknown;
}

const messages = {
  format: 'Укажите дату выдачи в формате ДД.ММ.ГГГГ',
  future: 'Дата выдачи документа не может быть в будущем',
  beforeBirth: 'Дата выдачи документа не может быть раньше даты рождения',
  tooYoung: `Паспорт гражданина РФ выдаётся не ранее ${passportAge} лет: проверьте дату выдачи и дату рождения`,
  reissue: (age: number) => `Паспорт нужно было заменить по достижении ${age} лет: укажите данные нового паспорта`,
} as const;

/**
 * Checks the issue date of an identity document (spec-2 §5.5): not in the future and not before birth;
 * for a Russian citizen's passport, issued at 14 or later and, once 20 or 45 plus 90 days of grace have
 * passed, issued at or after that age.
 * @param today the current moment; its local calendar date is used.
 * @returns a Russian message, or null when the date is acceptable.
 */
export function checkPassportDate(issueDate: string, context: IdentityDocumentContext, today: Date): string | null {
  const issued = parseCalendarDate(issueDate);
  if (!issued) return messages.format;
  const now = calendarDateOf(today);
  if (compareCalendarDates(issued, now) > 0) return messages.future;
  const birth = parseCalendarDate(context.birthDate);
  if (!birth) return null;
  if (compareCalendarDates(issued, birth) < 0) return messages.beforeBirth;
  const russianPassport = (context.citizenship ?? 'rf') === 'rf' && (context.docType ?? 'passport') === 'passport';
  if (!russianPassport) return null;
  if (compareCalendarDates(issued, addYears(birth, passportAge)) < 0) return messages.tooYoung;
  for (const age of passportReissueAges) {
    const reached = addYears(birth, age);
    const graceOver = compareCalendarDates(now, addDays(reached, passportGraceDays)) > 0;
    if (graceOver && compareCalendarDates(issued, reached) < 0) return messages.reissue(age);
  }
  return null;
}

/** True when {@link checkPassportDate} finds nothing wrong. */
export function isValidPassportDate(issueDate: string, context: IdentityDocumentContext, today: Date): boolean {
  return checkPassportDate(issueDate, context, today) === null;
}
