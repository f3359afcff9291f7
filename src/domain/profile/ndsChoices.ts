import nds from '../../../config/nds.json';

/** One choice of the profile's «НДС по умолчанию» (config/nds.json). */
export interface NdsChoice {
  value: string;
  /** Percent; null without VAT. */
  rate: number | null;
  description?: string;
}

/** The choices, in the order the profile offers them. */
export const ndsChoices: readonly NdsChoice[] = nds.choices;

/** What a user who chose nothing has (spec-1 §3: 'Без НДС'). */
export const ndsDefault: string = nds.default;

/** The choice with this value, or undefined when the table has none. */
export function ndsChoiceOf(value: string): NdsChoice | undefined {
  return ndsChoices.find((choice) => choice.value === value);
}

/**
 * The user's NDS as User.nds shows it: the stored choice while the table still offers it, otherwise the
 * default (a choice removed from the table falls back rather than showing a value nobody can pick).
 */
export function effectiveNds(stored: string | null | undefined): string {
  return stored && ndsChoiceOf(stored) ? stored : ndsDefault;
}
