import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api';
import { banksConfig } from '../../../src/domain/banks';
import type { OrganizationDocumentsWire } from '../../../src/domain/wire/accessionWire';
import { BanksPageStore } from '../../../src/runtime/bankCatalogue/BanksPageStore';
import { RequirementsStore } from '../../../src/runtime/bankCatalogue/RequirementsStore';

const at = Date.parse('2026-11-28T09:00:00Z');
const zenit = banksConfig.banks.find((bank) => bank.internal_name === 'zenit')!;
const lockobank = banksConfig.banks.find((bank) => bank.internal_name === 'lockobank')!;

function documents(overrides: Partial<OrganizationDocumentsWire> = {}): OrganizationDocumentsWire {
  return {
    is_regulations_signed: true,
    need_sign_add_agreement: true,
    has_unsigned_docs: true,
    regulations_overdue: false,
    regulations_deadline: null,
    organization: { uuid: 'o', name: 'ООО «Гарант-Брокер»', inn: '7707083893', kpp: null, ogrn: null, type: 'agent', registered_on: '2025-01-10' },
    scope_uuid: 'o',
    documents: [
      { uuid: null, kind: 'accession_agent', title: 'Заявление о присоединении к Агентскому договору', version: 1, since: '2026-11-01', bank: null, deadline: '2026-12-01', blocks: '', is_signed: true, overdue: false, file: null, signatures: [] },
      { uuid: null, kind: 'partner_agreement', title: 'Дополнительное соглашение', version: 1, since: '2025-10-06', bank: { uuid: zenit.uuid, name: zenit.bank_name }, deadline: null, blocks: '', is_signed: false, overdue: false, file: null, signatures: [] },
    ],
    covered_banks: [{ uuid: lockobank.uuid, name: lockobank.bank_name }],
    earlier: [],
    ...overrides,
  };
}

function makePage(read: () => Promise<OrganizationDocumentsWire>) {
  let calls = 0;
  const store = new BanksPageStore({
    accession: { readDocuments: () => ((calls += 1), read()) },
    clock: { now: () => at },
    banks: banksConfig.banks,
  });
  return { store, calls: () => calls };
}

describe('the banks page', () => {
  it('shows every bank in its group and order at once; the standing follows one call', async () => {
    const { store, calls } = makePage(async () => documents());
    expect(store.groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Банки платформы', banksConfig.banks.filter((bank) => bank.type === 'platform').length],
      ['Банки партнёров', banksConfig.banks.filter((bank) => bank.type === 'partner').length],
      ['Архив', banksConfig.banks.filter((bank) => bank.type === 'archive').length],
    ]);
    expect(store.foundCount).toBe(22);
    expect(store.cards.find((card) => card.bank.type === 'platform')?.standing).toBeNull();
    await store.load();
    expect(calls()).toBe(1);
    const standing = (uuid: string) => store.cards.find((card) => card.bank.uuid === uuid)?.standing?.kind;
    expect(standing(zenit.uuid)).toBe('agreementDue');
    expect(standing(lockobank.uuid)).toBe('covered');
    expect(standing(banksConfig.banks[0]!.uuid)).toBe('signed');
    expect(store.closedCount).toBe(1);
  });

  it('filters by name as typed, groups that empty out go', () => {
    const { store } = makePage(async () => documents());
    store.setQuery('зенит');
    expect(store.groups.map((group) => group.label)).toEqual(['Банки партнёров']);
    expect(store.groups[0]!.items.map((card) => card.bank.uuid)).toEqual([zenit.uuid]);
    store.setQuery('нет такого банка');
    expect(store.groups).toEqual([]);
    expect(store.foundCount).toBe(0);
  });

  it('a failed read leaves the standing unknown, the list stays', async () => {
    const { store } = makePage(async () => {
      throw new ApiFailure({ source: 'http', status: 500 });
    });
    await store.load();
    expect(store.state).toBe('failed');
    expect(store.cards.find((card) => card.bank.type === 'platform')?.standing?.kind).toBe('unknown');
    expect(store.cards.find((card) => card.bank.type === 'archive')?.standing?.kind).toBe('archive');
  });

  it('opens and closes a bank`s conditions', () => {
    const { store } = makePage(async () => documents());
    store.open(zenit.uuid);
    expect(store.openCard?.bank.internal_name).toBe('zenit');
    expect(store.openCard?.conditions.find((row) => row.key === 'term')?.value.replace(/\u00a0/g, ' ')).toBe('до 1 460 дней');
    store.close();
    expect(store.openCard).toBeNull();
  });
});

describe('the requirements page', () => {
  const make = () => new RequirementsStore({ clock: { now: () => at }, config: banksConfig });

  it('lists the banks that take requests, searchable by name or by what they require', () => {
    const store = make();
    expect(store.all).toHaveLength(banksConfig.banks.filter((bank) => bank.type !== 'archive').length);
    store.setQuery('лицензии');
    const wanting = banksConfig.banks.filter((bank) => bank.type !== 'archive' && bank.required_documents.some((document) => document.type === 'licenses'));
    expect(store.found.map((item) => item.bank.uuid)).toEqual(wanting.map((bank) => bank.uuid));
  });

  it('compares from two banks to four; a fifth is not taken; putting one back', () => {
    const store = make();
    const [a, b, c, d, e] = store.all.map((item) => item.bank.uuid);
    store.toggle(a!);
    expect(store.comparison).toBeNull();
    store.toggle(b!);
    expect(store.comparison?.every((row) => row.values.length === 2)).toBe(true);
    store.toggle(c!);
    store.toggle(d!);
    expect(store.canPickMore).toBe(false);
    store.toggle(e!);
    expect(store.picked).toEqual([a, b, c, d]);
    store.toggle(a!);
    expect(store.picked).toEqual([b, c, d]);
    expect(store.shownRows).toHaveLength(store.comparison!.length);
    store.setOnlyDiffering(true);
    expect(store.shownRows.every((row) => row.differs)).toBe(true);
    expect(store.shownRows.length).toBeLessThan(store.comparison!.length);
    store.clearPicked();
    expect(store.picked).toEqual([]);
  });

  it('an archived bank cannot be picked', () => {
    const store = make();
    store.toggle(banksConfig.banks.find((bank) => bank.type === 'archive')!.uuid);
    expect(store.picked).toEqual([]);
  });
});
