import { describe, expect, it } from 'vitest';
import { isValidCorrespondentAccount } from '../../../src/domain/checks/checkCorrespondentAccount';
import { isValidInn } from '../../../src/domain/checks/checkInn';
import { isValidKpp } from '../../../src/domain/checks/checkKpp';
import { allAddresses, allBanks, findBankByBic, searchBanks } from '../../../src/server/integrations/datasets';

const banks = allBanks();

describe('banks dataset: every record', () => {
  it('holds the large and medium banks and the regional branches of the largest', () => {
    expect(banks.length).toBeGreaterThanOrEqual(80);
    expect(banks.filter((b) => b.data.opf.type === 'BANK').length).toBeGreaterThanOrEqual(50);
  });

  it.each(banks.map((b) => [b.value, b] as const))('%s has a valid BIK and correspondent account', (_name, { data }) => {
    expect(data.bic).toMatch(/^04\d{7}$/);
    expect(data.correspondent_account).toMatch(/^30101810\d{12}$/);
    expect(data.correspondent_account.slice(-3)).toBe(data.bic.slice(-3));
    expect(isValidCorrespondentAccount(data.correspondent_account, data.bic)).toBe(true);
    expect(isValidInn(data.inn, 'legal')).toBe(true);
    if (data.kpp !== null) expect(isValidKpp(data.kpp)).toBe(true);
    expect(data.registration_number).toMatch(/^\d{1,4}$/);
    expect(data.swift === null || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(data.swift)).toBe(true);
    expect(data.name.payment.length).toBeGreaterThan(3);
    expect(data.payment_city).toMatch(/^г /);
  });

  it('has no duplicate BIK and one registration number per bank', () => {
    const bics = banks.map((b) => b.data.bic);
    expect(new Set(bics).size).toBe(bics.length);
    const byInn = new Map<string, string>();
    for (const { data } of banks) {
      const known = byInn.get(data.inn);
      if (known !== undefined) expect(known, data.name.payment).toBe(data.registration_number);
      byInn.set(data.inn, data.registration_number);
    }
  });

  it("carries the OKATO code of the bank's region in BIK digits 3-4", () => {
    const okatoByCity = new Map<string, string>();
    for (const a of allAddresses()) {
      if (a.data.city && a.data.okato && a.data.street === null) okatoByCity.set(a.data.city, a.data.okato.slice(0, 2));
    }
    let compared = 0;
    for (const { data } of banks) {
      const okato = okatoByCity.get(data.payment_city.slice(2));
      if (okato === undefined) continue;
      compared += 1;
      expect(data.bic.slice(2, 4), data.name.payment).toBe(okato);
    }
    expect(compared).toBeGreaterThan(banks.length * 0.8);
  });
});

describe('banks dataset: search', () => {
  it("finds ПАО Сбербанк by 'сбер', by BIK, by INN and by correspondent account", () => {
    expect(searchBanks('сбер')[0]?.data.bic).toBe('044525225');
    expect(searchBanks('044525225')[0]?.value).toBe('ПАО Сбербанк');
    expect(findBankByBic('044525225')?.data.correspondent_account).toBe('30101810400000000225');
    expect(searchBanks('7707083893').every((b) => b.data.inn === '7707083893')).toBe(true);
    expect(searchBanks('30101810200000000593')[0]?.data.bic).toBe('044525593');
  });

  it('finds branches by city and by the Latin keyboard layout', () => {
    expect(searchBanks('сбербанк новосибирск').map((b) => b.data.bic)).toContain('045004641');
    // 'fkmaf' is 'альфа' typed with the Latin layout on
    expect(searchBanks('fkmaf')[0]?.data.inn).toBe('7728168971');
    expect(searchBanks('SABRRUMM')[0]?.data.bic).toBe('044525225');
  });

  it('answers nothing for an unknown BIK and respects the count', () => {
    expect(findBankByBic('049999999')).toBeNull();
    expect(searchBanks('банк', 5)).toHaveLength(5);
  });
});
