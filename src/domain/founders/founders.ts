import type { Person } from '../persons/person';

/**
 * A founder organisation (spec-1 §3 Founder organization): name, inn, kpp, ogrn, address, percent,
 * position, recordDate, role flags, head's name and head's inn. Untyped fields travel through.
 */
export interface FounderOrganization {
  readonly uuid?: string;
  readonly name?: string | null;
  readonly inn?: string | null;
  /** Share of the charter capital in percent; typed text ('33,3') is read too. */
  readonly percent?: number | string | null;
  readonly [field: string]: unknown;
}

/** The founders of an organisation: the persons of the questionnaire and the founder organisations. */
export interface Founders {
  readonly persons: readonly Person[];
  readonly organizations: readonly FounderOrganization[];
}

/** A list field of the founders data, or none when the data holds something else there. */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** An entry of a list that is an object; anything else in the list is skipped. */
export function isEntry(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
