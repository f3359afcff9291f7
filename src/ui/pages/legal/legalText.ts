import parties from './texts/parties.json';

/** One block of a legal document, as the renderer draws it. */
export type LegalBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export interface LegalParties {
  operator: Record<string, string>;
  edition: string;
  financial: Record<string, Record<string, string>>;
}

const loaders = import.meta.glob<string>('./texts/*.md', { query: '?raw', import: 'default' });

/** Which text file a legal route shows: /legal/x -> x.md, /legal/b/x -> b-x.md, /legal/:fo/x -> f-x.md. */
export function legalFileName(routeName: string, document: string): string {
  if (routeName === 'LegalPartner') return `b-${document}`;
  if (routeName === 'LegalFinancial') return `f-${document}`;
  return document;
}

/** Loads the raw text of a legal document, or null when there is no such file. */
export async function loadLegalText(fileName: string): Promise<string | null> {
  const load = loaders[`./texts/${fileName}.md`];
  return load ? load() : null;
}

/** Puts the operator's and the financial organisation's names into a text ({operator.name}, {fo.licence} …). */
export function fillParties(text: string, fo: string | undefined, data: LegalParties = parties as LegalParties): string {
  const values: Record<string, string> = { edition: data.edition };
  for (const [key, value] of Object.entries(data.operator)) values[`operator.${key}`] = value;
  for (const [key, value] of Object.entries((fo && data.financial[fo]) || {})) values[`fo.${key}`] = value;
  return text.replace(/\{([\w.]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Reads the small markdown subset the legal texts are written in: '# ' title, '## ' headings,
 * '_…_' notes, '- ' list items, and paragraphs separated by blank lines.
 */
export function parseLegalText(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'title', text: line.slice(2).trim() });
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      list.push(line.slice(2).trim());
    } else if (/^_.+_$/.test(line)) {
      flush();
      blocks.push({ kind: 'note', text: line.slice(1, -1) });
    } else {
      if (list.length) {
        blocks.push({ kind: 'list', items: list });
        list = [];
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
