import { addDays, addYears, calendarDateOf, compareCalendarDates, parseCalendarDate } from './calendarDate';
import { passportAge, passportGraceDays } from './identityDocumentAges';

const messages = {
  needsPassport: `Гражданин РФ старше ${passportAge} лет предъявляет паспорт, а не свидетельство о рождении`,
  needsBirthCertificate: `До ${passportAge} лет гражданин РФ предъявляет свидетельство о рождении`,
} as const;

/**
 * Checks that a Russian citizen's identity document suits the age (spec-2 §5.5): a birth certificate
 * until 14 years plus 90 days of grace, a passport from 14. Other citizenships are not judged here.
 * @param today the current moment; its local calendar date is used.
 * @returns a Russian message, or null when the document type fits.
 */
export function checkDocTypeForAge(docType: string, birthDate: unknown, citizenship: unknown, today: Date): string | null {
  if ((citizenship ?? 'rf') !== 'rf') return null;
  const birth = parseCalendarDate(birthDate);
  if (!birth) return null;
  const now = calendarDateOf(today);
  const fourteen = addYears(birth, passportAge);
  if (docType === 'birthDoc' && compareCalendarDates(now, addDays(fourteen, passportGraceDays)) > 0) {
    return messages.needsPassport;
  }
  if (docType === 'passport' && compareCalendarDates(now, fourteen) < 0) return messages.needsBirthCertificate;
  return null;
}

/** True when {@link checkDocTypeForAge} finds nothing wrong. */
export function isValidDocTypeForAge(docType: string, birthDate: unknown, citizenship: unknown, today: Date): boolean {
  return checkDocTypeForAge(docType, birthDate, citizenship, today) === null;
}
