import { describe, expect, it } from 'vitest';
import { kppCheck, type RegistryKpp } from '../../../src/domain/kppCheck';

const registry: RegistryKpp = { kpp: '770101001', branchKpps: ['780245001', '502401001'] };

describe('kppCheck', () => {
  it.each<[string, string | null | undefined, RegistryKpp | null, { exist_kpp: boolean; kpp_changed: boolean }]>([
    ['the head office KPP as in the register', '770101001', registry, { exist_kpp: true, kpp_changed: false }],
    ['a branch KPP', '780245001', registry, { exist_kpp: true, kpp_changed: false }],
    ['the company moved to another tax office', '773001001', registry, { exist_kpp: false, kpp_changed: true }],
    ['the KPP is not filled in', '', registry, { exist_kpp: false, kpp_changed: true }],
    ['the KPP is absent', undefined, { kpp: '770101001' }, { exist_kpp: false, kpp_changed: true }],
    ['spaces around the KPP do not matter', ' 770101001 ', registry, { exist_kpp: true, kpp_changed: false }],
    ['a sole entrepreneur has no KPP', '', { kpp: null }, { exist_kpp: false, kpp_changed: false }],
    ['the company is not in the register', '770101001', null, { exist_kpp: false, kpp_changed: false }],
  ])('%s', (_name, requestKpp, record, expected) => {
    expect(kppCheck(requestKpp, record)).toEqual(expected);
  });
});
