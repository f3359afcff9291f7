import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../src/runtime/routeTable';
import { pages } from '../../src/ui/app/pages';
import { fillParties, legalFileName, loadLegalText, parseLegalText } from '../../src/ui/pages/legal/legalText';

const table = new RouteTable('agent');

describe('the route table and the page registry', () => {
  it('every page the table names exists in the registry, and every registered page is used', () => {
    const named = new Set(table.names.map((name) => table.entry(name).page).filter((page): page is string => page !== undefined));
    for (const page of named) expect(Object.keys(pages)).toContain(page);
    for (const page of Object.keys(pages)) expect(named).toContain(page);
  });

  it('every section shown as planned says what it will hold', () => {
    for (const name of table.names) {
      if (table.entry(name).page === 'PlannedPage') expect(table.entry(name).summary, name).toBeTruthy();
    }
  });
});

describe('legal documents', () => {
  const legalPaths: [string, Record<string, string>][] = [];
  for (const name of ['LegalDocument', 'LegalPartner', 'LegalFinancial']) {
    const rules = table.entry(name).params ?? {};
    const documents = Object.keys(rules.document?.values ?? {});
    const fos = Object.keys(rules.fo?.values ?? {});
    for (const document of documents) {
      if (fos.length === 0) legalPaths.push([name, { document }]);
      for (const fo of fos) legalPaths.push([name, { document, fo }]);
    }
  }

  it('covers every legal path of spec-2 §2', () => {
    const paths = legalPaths.map(([name, params]) => table.path(name, params));
    for (const path of ['/legal/edm', '/legal/terms', '/legal/privacy', '/legal/b/agreement', '/legal/b/privacy', '/legal/consent_user', '/legal/consent_customer', '/legal/b/consent_customer']) {
      expect(paths).toContain(path);
    }
    for (const document of ['agreement', 'privacy', 'consent_customer']) {
      expect(paths.filter((path) => /^\/legal\/(?!b\/)[^/]+\//.test(path) && path.endsWith(`/${document}`))).toHaveLength(3);
    }
  });

  it.each(legalPaths)('%s %j has a substantial text with every placeholder filled', async (name, params) => {
    const raw = await loadLegalText(legalFileName(name, params.document ?? ''));
    expect(raw).not.toBeNull();
    const text = fillParties(raw ?? '', params.fo);
    expect(text).not.toMatch(/\{[\w.]+\}/);
    const blocks = parseLegalText(text);
    expect(blocks[0]?.kind).toBe('title');
    expect(blocks.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(4);
    expect(text.split(/\s+/).length).toBeGreaterThan(250);
    if (params.fo) expect(text).toContain(table.entry('LegalFinancial').params?.fo?.values?.[params.fo] ?? '');
  });

  it('reads the markdown subset of the texts', () => {
    expect(parseLegalText('# Заголовок\n\n_Редакция_\n\n## 1. Раздел\n\n1.1. Первый\nабзац.\n- пункт один\n- пункт два\nХвост.')).toEqual([
      { kind: 'title', text: 'Заголовок' },
      { kind: 'note', text: 'Редакция' },
      { kind: 'heading', text: '1. Раздел' },
      { kind: 'paragraph', text: '1.1. Первый абзац.' },
      { kind: 'list', items: ['пункт один', 'пункт два'] },
      { kind: 'paragraph', text: 'Хвост.' },
    ]);
  });
});
