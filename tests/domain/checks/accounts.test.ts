import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBik, isValidBik } from '../../../src/domain/checks/checkBik';
import { checkCorrespondentAccount, isValidCorrespondentAccount } from '../../../src/domain/checks/checkCorrespondentAccount';
import { checkSettlementAccount, isValidSettlementAccount } from '../../../src/domain/checks/checkSettlementAccount';
import { singleDigitMutants } from './mutants';
import { realBanks } from './realRequisites';

const bikArb = fc.stringMatching(/^04\d{7}$/);
const accountArb = fc.stringMatching(/^\d{20}$/);

/** The one digit at `position` that makes the account valid at this bank. */
function solve(account: string, position: number, valid: (candidate: string) => boolean): string[] {
  return Array.from({ length: 10 }, (_, d) => account.slice(0, position) + String(d) + account.slice(position + 1)).filter(valid);
}

describe('checkBik', () => {
  it.each(realBanks)('accepts the BIK of $name', ({ bik }) => {
    expect(checkBik(bik)).toBeNull();
  });
  it.each(['04452522', '0445252250', '04452522A', ' 044525225', ''])('rejects %j', (bik) => {
    expect(checkBik(bik)).toBe('БИК должен состоять ровно из 9 цифр');
    expect(isValidBik(bik)).toBe(false);
  });
});

describe('checkCorrespondentAccount', () => {
  it.each(realBanks)('accepts the correspondent account of $name with its BIK', ({ bik, corr }) => {
    expect(checkCorrespondentAccount(corr, bik)).toBeNull();
  });

  // Weights 7, 1, 3 are all prime to 10, so every one-digit typo changes the key: none may pass.
  it.each(realBanks)('rejects every one-digit typo in the account of $name', ({ bik, corr }) => {
    for (const typo of singleDigitMutants(corr)) expect(isValidCorrespondentAccount(typo, bik)).toBe(false);
  });

  it.each(realBanks)('rejects the account of $name paired with a changed BIK', ({ bik, corr }) => {
    const relevant = singleDigitMutants(bik).filter((m) => m.slice(4, 6) !== bik.slice(4, 6));
    for (const otherBik of relevant) {
      expect(checkCorrespondentAccount(corr, otherBik)).toBe('Корреспондентский счёт не соответствует БИК: не сходится контрольный ключ');
    }
  });

  it.each([
    ['3010181040000000022', 'Корреспондентский счёт должен состоять ровно из 20 цифр'],
    ['3010181040000000022X', 'Корреспондентский счёт должен состоять ровно из 20 цифр'],
    ['40702810400000000225', 'Корреспондентский счёт банка начинается с 301'],
  ])('rejects %j', (corr, message) => {
    expect(checkCorrespondentAccount(corr, '044525225')).toBe(message);
  });

  it('checks only the shape while the BIK is missing or malformed', () => {
    expect(checkCorrespondentAccount('30101810500000000225', undefined)).toBeNull();
    expect(checkCorrespondentAccount('30101810500000000225', '0445')).toBeNull();
    expect(checkCorrespondentAccount('301018105000000002', undefined)).toBe('Корреспондентский счёт должен состоять ровно из 20 цифр');
  });
});

describe('checkSettlementAccount', () => {
  it('has exactly one control digit (position 9) for any bank and account body', () => {
    fc.assert(fc.property(bikArb, accountArb, (bik, account) => solve(account, 8, (a) => isValidSettlementAccount(a, bik)).length === 1));
  });

  it('rejects every one-digit typo of a valid account', () => {
    fc.assert(
      fc.property(bikArb, accountArb, (bik, body) => {
        const [account] = solve(body, 8, (a) => isValidSettlementAccount(a, bik));
        if (account === undefined) return false;
        return singleDigitMutants(account).every((typo) => checkSettlementAccount(typo, bik) === 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ');
      }),
      { numRuns: 30 },
    );
  });

  it.each(realBanks)('uses the last three digits of the BIK of $name', ({ bik }) => {
    const [account] = solve('40702810000000012345', 8, (a) => isValidSettlementAccount(a, bik));
    expect(account).toBeDefined();
    const sameTail = `${bik.slice(0, 6) === '044525' ? '044030' : '044525'}${bik.slice(-3)}`;
    expect(checkSettlementAccount(account ?? '', sameTail)).toBeNull();
    const otherTail = `${bik.slice(0, 6)}${String((Number(bik.slice(-3)) + 1) % 1000).padStart(3, '0')}`;
    expect(checkSettlementAccount(account ?? '', otherTail)).not.toBeNull();
  });

  it.each(['4070281093800000000', '407028109380000000011', '4070281093800000000O', '40702 810938000000001'])('rejects %j by shape', (account) => {
    expect(checkSettlementAccount(account, '044525225')).toBe('Расчётный счёт должен состоять ровно из 20 цифр');
  });

  it('checks only the shape while the BIK is missing or malformed', () => {
    expect(checkSettlementAccount('40702810000000012345')).toBeNull();
    expect(checkSettlementAccount('40702810000000012345', 44525225)).toBeNull();
  });
});
