import { describe, expect, it } from 'vitest';
import { isValidInn } from '../../../src/domain/checks/checkInn';
import { isValidKpp } from '../../../src/domain/checks/checkKpp';
import { isValidOgrn } from '../../../src/domain/checks/checkOgrn';
import { isValidOktmo } from '../../../src/domain/checks/checkOktmo';
import { allAddresses, allCompanies, findCompanyByInn, findCompanyByOgrn, searchCompanies } from '../../../src/server/integrations/datasets';

const companies = allCompanies();
const statuses = ['ACTIVE', 'LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING'];

describe('companies dataset: every record', () => {
  it('holds a few hundred real organisations', () => {
    expect(companies.length).toBeGreaterThanOrEqual(200);
  });

  it.each(companies.map((c) => [c.value, c] as const))('%s has valid requisites', (_name, { data }) => {
    expect(isValidInn(data.inn, data.type === 'LEGAL' ? 'legal' : 'individual')).toBe(true);
    expect(isValidOgrn(data.ogrn, data.type === 'LEGAL' ? 'legal' : 'individual')).toBe(true);
    if (data.kpp !== null) expect(isValidKpp(data.kpp)).toBe(true);
    if (data.oktmo !== null) expect(isValidOktmo(data.oktmo)).toBe(true);
    expect(data.okpo === null || /^\d{8}(\d{2})?$/.test(data.okpo)).toBe(true);
    expect(statuses).toContain(data.state.status);
    expect(data.name.full_with_opf.length).toBeGreaterThan(3);
    expect(data.name.short_with_opf).toBe(data.name.short_with_opf.trim());
    expect(data.opf.code).toMatch(/^\d{5}$/);
    expect(data.okved).toMatch(/^\d{2}(\.\d{1,2}){0,3}$/);
    expect(data.okved_name.length).toBeGreaterThan(5);
    expect(data.address.data.region_code).toMatch(/^\d{2}$/);
    expect(data.address.value).toContain(data.address.data.region === data.address.data.city ? data.address.data.city : data.address.data.region);
    if (data.address.data.postal_code !== null) expect(data.address.data.postal_code).toMatch(/^\d{6}$/);
  });

  it('registration, OGRN year and liquidation agree', () => {
    for (const { data, value } of companies) {
      // The OGRN carries the two last digits of the year the record was made (positions 2-3).
      const ogrnYear = 2000 + Number(data.ogrn.slice(1, 3));
      if (data.state.registration_date !== null) {
        expect(new Date(data.state.registration_date).getUTCFullYear(), value).toBeLessThanOrEqual(ogrnYear);
      }
      const closed = data.state.status === 'LIQUIDATED';
      if (data.state.liquidation_date !== null) expect(closed, value).toBe(true);
    }
  });

  it('has no duplicate INN or OGRN', () => {
    const inns = companies.map((c) => `${c.data.inn}/${c.data.kpp}`);
    const ogrns = companies.map((c) => c.data.ogrn);
    expect(new Set(inns).size).toBe(inns.length);
    expect(new Set(ogrns).size).toBe(ogrns.length);
  });

  it('names regions the way the address dataset does', () => {
    const regions = new Set(allAddresses().filter((a) => a.data.fias_level === '1').map((a) => a.data.region_with_type));
    for (const { data, value } of companies) expect(regions.has(data.address.data.region_with_type), value).toBe(true);
  });

  it('includes companies that are being wound up or are gone', () => {
    const seen = new Set(companies.map((c) => c.data.state.status));
    expect(seen.has('LIQUIDATED')).toBe(true);
    expect(seen.has('BANKRUPT')).toBe(true);
  });
});

describe('companies dataset: search', () => {
  it("finds ПАО Сбербанк by 'сбер', by its INN and by its OGRN", () => {
    expect(searchCompanies('сбер')[0]?.data.inn).toBe('7707083893');
    expect(searchCompanies('7707083893')[0]?.data.name.short).toBe('Сбербанк');
    expect(findCompanyByInn('7707083893')?.data.ogrn).toBe('1027700132195');
    expect(findCompanyByOgrn('1027700132195')?.data.inn).toBe('7707083893');
  });

  it('matches an INN prefix, a KPP, and answers null for an unknown INN', () => {
    expect(searchCompanies('770708').map((c) => c.data.inn)).toContain('7707083893');
    expect(findCompanyByInn('7707083893', '773601001')?.data.kpp).toBe('773601001');
    expect(findCompanyByInn('7707083893', '000000000')).toBeNull();
    expect(findCompanyByInn('7700000000')).toBeNull();
  });

  it('ignores case, ё and the keyboard layout', () => {
    expect(searchCompanies('ГАЗПРОМ НЕФТЬ')[0]?.data.inn).toBe('5504036333');
    expect(searchCompanies('Росатом')[0]?.data.inn).toBe('7706413348');
    // 'hjcfnjv' is 'росатом' typed with the Latin layout on
    expect(searchCompanies('hjcfnjv')[0]?.data.inn).toBe('7706413348');
    expect(searchCompanies('Белозёров').map((c) => c.data.inn)).toContain('7708503727');
    expect(searchCompanies('белозеров').map((c) => c.data.inn)).toContain('7708503727');
  });

  it('keeps to the requested statuses and count', () => {
    const active = searchCompanies('банк', { statuses: ['ACTIVE', 'LIQUIDATING'], count: 20 });
    expect(active.length).toBeGreaterThan(5);
    expect(active.every((c) => c.data.state.status === 'ACTIVE' || c.data.state.status === 'LIQUIDATING')).toBe(true);
    expect(searchCompanies('банк', { statuses: ['LIQUIDATED'] }).map((c) => c.data.inn)).toContain('7710353606');
    expect(searchCompanies('газпром', { count: 3 })).toHaveLength(3);
    expect(searchCompanies('газпром', { count: 100 }).length).toBeLessThanOrEqual(20);
  });

  it('does not list everything for a bare legal form and finds nothing for nonsense', () => {
    expect(searchCompanies('ооо газпром трансгаз казань')[0]?.data.inn).toBe('1600000036');
    expect(searchCompanies('ъъъщщщ')).toEqual([]);
    expect(searchCompanies('   ')).toEqual([]);
  });

  it('finds by the city and by the head', () => {
    expect(searchCompanies('Казань').every((c) => c.data.address.value.includes('Казань'))).toBe(true);
    expect(searchCompanies('Миллер')[0]?.data.inn).toBe('7736050003');
  });
});
