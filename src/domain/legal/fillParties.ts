import parties from '../../../config/legal/parties.json';

/** The parties the legal texts name: the operator, the edition date and the financial organisations. */
export interface LegalParties {
  operator: Record<string, string>;
  edition: string;
  financial: Record<string, Record<string, string>>;
}

/** The shipped parties (config/legal/parties.json). */
export const legalParties: LegalParties = parties as LegalParties;

/** Puts the operator's and the financial organisation's names into a text ({operator.name}, {fo.licence} …). */
export function fillParties(text: string, fo: string | undefined, data: LegalParties = legalParties): string {
  const values: Record<string, string> = { edition: data.edition };
  for (const [key, value] of Object.entries(data.operator)) values[`operator.${key}`] = value;
  for (const [key, value] of Object.entries((fo && data.financial[fo]) || {})) values[`fo.${key}`] = value;
  return text.replace(/\{([\w.]+)\}/g, (whole, name: string) => values[name] ?? whole);
}
