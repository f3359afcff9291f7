import consentsJson from '../../config/consents.json';
import { fillTemplate } from './fillTemplate';

/** config/consents.json: statement texts with the consent periods and red flags they quote. */
export interface ConsentsConfig {
  readonly periods: object;
  readonly redFlags: object;
  readonly statements: Readonly<Record<string, { readonly title: string; readonly rows: readonly string[] }>>;
}

/** One consent statement, ready to show: its title and rows with every figure filled in. */
export interface ConsentStatement {
  readonly key: string;
  readonly title: string;
  readonly rows: readonly string[];
}

/**
 * The consent statements (spec-2 §3.2) with `{periods.…}` and `{redFlags.…}` filled from the same
 * file, so a consent period or red-flag threshold is changed in one place (spec-2 §9.1).
 */
export function consentStatementsOf(config: ConsentsConfig): readonly ConsentStatement[] {
  const figures = { periods: config.periods, redFlags: config.redFlags };
  return Object.entries(config.statements).map(([key, { title, rows }]) => ({
    key,
    title,
    rows: rows.map((row) => fillTemplate(row, figures)),
  }));
}

/** The shipped consent statements. */
export const consentStatements: readonly ConsentStatement[] = consentStatementsOf(consentsJson);
