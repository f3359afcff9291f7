import { describe, expect, it } from 'vitest';
import { allAddresses, allFmsUnits, findFmsUnitsByCode, searchFmsUnits } from '../../../src/server/integrations/datasets';

const units = allFmsUnits();

describe('passport issuers dataset: every record', () => {
  it('covers every federal subject', () => {
    expect(units.length).toBeGreaterThanOrEqual(150);
    const regionCodes = new Set(units.map((u) => u.data.region_code));
    const regionCount = allAddresses().filter((a) => a.data.fias_level === '1').length;
    expect(regionCodes.size).toBe(regionCount);
  });

  it.each(units.map((u) => [`${u.data.code} ${u.data.name}`, u] as const))('%s is well-formed', (_label, { data, value }) => {
    expect(data.code).toMatch(/^\d{3}-\d{3}$/);
    expect(data.region_code).toBe(data.code.slice(0, 2));
    expect(data.type).toBe(data.code.slice(2, 3));
    expect(value).toBe(data.name);
    expect(data.name).toMatch(/(МВД|УФМС)/);
  });

  it('has no duplicate code and name pair', () => {
    const keys = units.map((u) => `${u.data.code}|${u.data.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('passport issuers dataset: search', () => {
  it('finds by the beginning of the code, with or without the dash', () => {
    expect(searchFmsUnits('770').every((u) => u.data.code.startsWith('770'))).toBe(true);
    expect(searchFmsUnits('770-0')[0]?.data.region_code).toBe('77');
    expect(searchFmsUnits('7700')[0]?.data.region_code).toBe('77');
    expect(findFmsUnitsByCode('770001').map((u) => u.data.name)).toContain('ГУ МВД России по г. Москве');
    expect(findFmsUnitsByCode('77-0001')).toHaveLength(findFmsUnitsByCode('770-001').length);
    expect(findFmsUnitsByCode('12345')).toEqual([]);
  });

  it('finds by words of the name', () => {
    expect(searchFmsUnits('татарстан').every((u) => u.data.region_code === '16')).toBe(true);
    expect(searchFmsUnits('мвд москв')[0]?.data.code).toBe('770-001');
    expect(searchFmsUnits('уфмс свердловской', 1)).toHaveLength(1);
  });
});
