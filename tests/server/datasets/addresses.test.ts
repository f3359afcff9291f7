import { describe, expect, it } from 'vitest';
import { isValidOktmo } from '../../../src/domain/checks/checkOktmo';
import { allAddresses, searchAddresses } from '../../../src/server/integrations/datasets';

const addresses = allAddresses();
const regions = addresses.filter((a) => a.data.fias_level === '1');
const cities = addresses.filter((a) => a.data.fias_level === '4' || (a.data.fias_level === '1' && a.data.city !== null));
const streets = addresses.filter((a) => a.data.fias_level === '7');

describe('addresses dataset: every record', () => {
  it('holds all 89 federal subjects, each with its capital', () => {
    expect(regions).toHaveLength(89);
    const kladr = regions.map((r) => r.data.region_kladr_id);
    expect(new Set(kladr).size).toBe(89);
    for (const region of regions) {
      expect(region.data.capital, region.value).toBeTruthy();
      const capital = cities.find((c) => c.data.region_with_type === region.data.region_with_type && c.data.city === region.data.capital);
      expect(capital, region.value).toBeDefined();
    }
  });

  it.each(addresses.map((a) => [a.value, a] as const))('%s is well-formed', (_value, { data, value, unrestricted_value }) => {
    expect(data.country).toBe('Россия');
    expect(value).toContain(data.region_with_type);
    expect(unrestricted_value).toContain(value);
    expect(['1', '4', '7']).toContain(data.fias_level);
    expect(data.region_kladr_id).toMatch(/^\d{2}0{11}$/);
    if (data.region_fias_id !== null) expect(data.region_fias_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    if (data.okato !== null) expect(data.okato).toMatch(/^\d{11}$/);
    if (data.oktmo !== null) expect(isValidOktmo(data.oktmo)).toBe(true);
    if (data.okato !== null && data.oktmo !== null && data.fias_level === '4') {
      // Outside the autonomous okrugs the OKATO and OKTMO of a town share their region prefix.
      if (!['71', '11'].includes(data.okato.slice(0, 2))) expect(data.oktmo.slice(0, 2)).toBe(data.okato.slice(0, 2));
    }
    if (data.fias_level === '7') {
      expect(data.street_with_type).toContain(data.street!);
      expect(value).toContain(data.street_with_type!);
    }
  });

  it('has the cities of a quarter of a million and more, and streets of the fifteen largest', () => {
    expect(cities.length).toBeGreaterThanOrEqual(110);
    const withStreets = new Set(streets.map((s) => s.data.city));
    expect(withStreets.size).toBe(15);
    expect(streets.length).toBeGreaterThanOrEqual(100);
    const values = addresses.map((a) => a.value);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('addresses dataset: search', () => {
  it("puts г Москва first for 'моск', then the region", () => {
    const found = searchAddresses('моск');
    expect(found[0]?.value).toBe('г Москва');
    expect(found.map((a) => a.value)).toContain('Московская обл');
  });

  it('finds a street with its city, with or without place types', () => {
    expect(searchAddresses('москва тверская')[0]?.value).toBe('г Москва, ул Тверская');
    expect(searchAddresses('г. Москва, ул. Тверская')[0]?.value).toBe('г Москва, ул Тверская');
    expect(searchAddresses('казань баумана')[0]?.data.street).toBe('Баумана');
  });

  it('ignores ё and the keyboard layout, and ranks large cities first', () => {
    expect(searchAddresses('орел')[0]?.data.city).toBe('Орёл');
    // 'rfpfym' is 'казань' typed with the Latin layout on
    expect(searchAddresses('rfpfym')[0]?.data.city).toBe('Казань');
    const novo = searchAddresses('ново').map((a) => a.data.city);
    expect(novo.indexOf('Новосибирск')).toBeLessThan(novo.indexOf('Новокузнецк'));
  });

  it('accepts either division and respects the count', () => {
    expect(searchAddresses('самара', { division: 'MUNICIPAL' })[0]?.data.city).toBe('Самара');
    expect(searchAddresses('обл', { count: 4 })).toHaveLength(4);
    expect(searchAddresses('zzzzqqq')).toEqual([]);
  });
});
