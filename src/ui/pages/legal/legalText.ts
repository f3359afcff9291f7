export { fillParties, type LegalParties } from '../../../domain/legal/fillParties';
export { parseLegalText, type LegalBlock } from '../../../domain/legal/parseLegalText';

// The texts live in config/legal: the server prints the same texts into the documents organisations sign.
const loaders = import.meta.glob<string>('../../../../config/legal/*.md', { query: '?raw', import: 'default' });

/** Which text file a legal route shows: /legal/x -> x.md, /legal/b/x -> b-x.md, /legal/:fo/x -> f-x.md. */
export function legalFileName(routeName: string, document: string): string {
  if (routeName === 'LegalPartner') return `b-${document}`;
  if (routeName === 'LegalFinancial') return `f-${document}`;
  return document;
}

/** Loads the raw text of a legal document, or null when there is no such file. */
export async function loadLegalText(fileName: string): Promise<string | null> {
  const load = loaders[`../../../../config/legal/${fileName}.md`];
  return load ? load() : null;
}
