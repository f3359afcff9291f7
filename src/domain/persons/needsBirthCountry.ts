import countries from '../../../config/countries.json';
import { birthCountry, type CountriesConfig } from '../birthCountry';
import type { Person } from './person';

const shippedCountries = countries as CountriesConfig;

/** What about the request decides whether a person's birth country is asked. */
export interface BirthCountryContext {
  /** The applicant is a sole entrepreneur. */
  readonly is_ip: boolean;
  /** The applicant's INN, used when the person's own INN is not filled in yet. */
  readonly inn?: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Whether the questionnaire must ask this person's birth country (spec-2 §5.4): only a sole
 * entrepreneur is asked, and then exactly when the birth-country rule (`birthCountry`) says so — a
 * foreign citizen, or a birth place outside Russia.
 */
export function needsBirthCountry(person: Person, context: BirthCountryContext, config: CountriesConfig = shippedCountries): boolean {
  if (!context.is_ip) return false;
  return birthCountry(
    {
      birth_place: text(person['birthplace']) ?? '',
      birth_date: text(person['birthdate']),
      citizenship: text(person['citizenship']),
      inn: text(person['inn']) ?? context.inn ?? null,
    },
    config,
  ).required;
}

/** Shown under the birth country field when it is needed and empty. */
export const birthCountryMissing = 'Укажите страну рождения';

/**
 * The birth-country error of a person, or null: a sole entrepreneur who needs a birth country
 * ({@link needsBirthCountry}) and has none chosen.
 */
export function birthCountryError(person: Person, context: BirthCountryContext, config: CountriesConfig = shippedCountries): string | null {
  if (text(person['birth_country']) !== null || text(person['birth_country_code']) !== null) return null;
  return needsBirthCountry(person, context, config) ? birthCountryMissing : null;
}
