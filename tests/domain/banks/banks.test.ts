import { describe, expect, it, vi } from 'vitest';
import {
  bankGroupLabels,
  banksConfig,
  banksForEnvironment,
  emptyBankSettings,
  findBankSettings,
  groupByBankType,
  sortByBankOrder,
  unknownBankMessage,
  type BankSettings,
} from '../../../src/domain/banks';
import { isValidBik } from '../../../src/domain/checks/checkBik';
import { checkCorrespondentAccount } from '../../../src/domain/checks/checkCorrespondentAccount';
import { checkInn } from '../../../src/domain/checks/checkInn';

const { banks } = banksConfig;
const byName = (name: string): BankSettings => {
  const bank = banks.find((b) => b.internal_name === name);
  if (!bank) throw new Error(`no bank ${name}`);
  return bank;
};

describe('config/banks.json', () => {
  it('holds about 22 banks, each with a unique uuid, order and internal name', () => {
    expect(banks.length).toBeGreaterThanOrEqual(20);
    expect(banks.length).toBeLessThanOrEqual(25);
    for (const key of ['uuid', 'order', 'internal_name', 'bik'] as const) {
      expect(new Set(banks.map((b) => b[key])).size).toBe(banks.length);
    }
  });

  it.each(banks.map((b) => [b.middle_name, b] as const))('%s has real requisites: INN, BIK and correspondent account agree', (_name, bank) => {
    expect(checkInn(bank.inn, 'legal')).toBeNull();
    expect(isValidBik(bank.bik)).toBe(true);
    expect(checkCorrespondentAccount(bank.corr_account, bank.bik)).toBeNull();
  });

  it('offers delivery at exactly four banks, with a cost of 1000 at exactly one (spec-2 §9)', () => {
    const delivering = banks.filter((b) => b.delivery.enabled);
    expect(delivering).toHaveLength(4);
    expect(delivering.filter((b) => b.delivery.cost === 1000)).toHaveLength(1);
    expect(delivering.filter((b) => b.delivery.cost === null)).toHaveLength(3);
    expect(banks.filter((b) => !b.delivery.enabled).every((b) => b.delivery.cost === null)).toBe(true);
  });

  it('marks exactly one bank for signing in the chat in dev and demo', () => {
    expect(banks.filter((b) => b.dev_sending_for_sign)).toHaveLength(1);
  });

  it('is mostly platform banks, with several partners and one or two in the archive', () => {
    const count = (type: string): number => banks.filter((b) => b.type === type).length;
    expect(count('platform')).toBeGreaterThan(banks.length / 2);
    expect(count('partner')).toBeGreaterThanOrEqual(3);
    expect(count('archive')).toBeGreaterThanOrEqual(1);
    expect(count('archive')).toBeLessThanOrEqual(2);
  });

  it('has sensible pre-scoring limits and variety where later rules need it', () => {
    for (const bank of banks) expect(bank.prescoring.min_sum).toBeLessThanOrEqual(bank.prescoring.max_sum);
    expect(banks.some((b) => b.finance_periods.length === 0)).toBe(true);
    expect(banks.filter((b) => !b.send_requirements.signing).length).toBeGreaterThanOrEqual(2);
    expect(banks.some((b) => b.chat.readonly_exclude.includes('splittedDemand'))).toBe(true);
    expect(banks.some((b) => b.cannot_be_revoked && b.cannot_be_revoked_exclude.length > 0)).toBe(true);
    expect(new Set(banks.map((b) => b.discuss_type))).toEqual(new Set(['form', 'chat']));
  });

  it('names every required document type from the shared list', () => {
    const known = new Set(Object.keys(banksConfig.document_types));
    for (const bank of banks) for (const doc of bank.required_documents) expect(known.has(doc.type)).toBe(true);
  });
});

describe('findBankSettings', () => {
  it('finds a bank by uuid without logging', () => {
    const logger = { error: vi.fn() };
    const sber = byName('sberbank');
    expect(findBankSettings(banks, sber.uuid, logger)).toBe(sber);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('gives an unknown bank the default empty setting and logs it with name and id', () => {
    const logger = { error: vi.fn() };
    const uuid = '00000000-0000-4000-8000-000000000000';
    const settings = findBankSettings(banks, uuid, logger, 'Новый Банк');
    expect(settings).toEqual(emptyBankSettings(uuid, 'Новый Банк'));
    expect(settings.middle_name).toBe('Новый Банк');
    expect(settings.chat.readonly).toBe(false);
    expect(settings.claim_allowed).toBe(false);
    expect(settings.cannot_be_revoked).toBe(false);
    expect(settings.send_requirements).toEqual({ agreement: true, verification: true, signing: true });
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledWith('Не найдены настройки для банка', { bankUuid: uuid, bankName: 'Новый Банк' });
    expect(unknownBankMessage).toBe('Не найдены настройки для банка');
  });
});

describe('banksForEnvironment', () => {
  const marked = banks.find((b) => b.dev_sending_for_sign);

  it('leaves prod as configured', () => {
    expect(banksForEnvironment(banks, 'prod')).toBe(banks);
  });

  it.each(['dev', 'demo'] as const)('turns on sending for signing at the marked bank only in %s', (environment) => {
    const seen = banksForEnvironment(banks, environment);
    const signing = seen.filter((b) => b.chat.sending_for_sign).map((b) => b.internal_name);
    const configured = banks.filter((b) => b.chat.sending_for_sign).map((b) => b.internal_name);
    expect(new Set(signing)).toEqual(new Set([...configured, marked?.internal_name]));
    expect(marked?.chat.sending_for_sign).toBe(false);
  });
});

describe('bank order and groups', () => {
  const rows = [
    { uuid: byName('open').uuid, name: 'Банк Открытие' },
    { uuid: byName('zenit').uuid, name: 'Банк Зенит' },
    { uuid: '11111111-1111-4111-8111-111111111111', name: 'Яр-Банк' },
    { uuid: byName('vtb').uuid, name: 'ВТБ' },
    { uuid: '22222222-2222-4222-8222-222222222222', name: 'Альт-Банк' },
    { uuid: byName('sberbank').uuid, name: 'Сбербанк' },
  ];
  const uuidOf = (row: { uuid: string }): string => row.uuid;
  const nameOf = (row: { name: string }): string => row.name;

  it('sorts by the fixed bank order, unknown banks last by name', () => {
    expect(sortByBankOrder(rows, uuidOf, banks, nameOf).map(nameOf)).toEqual(['Сбербанк', 'ВТБ', 'Банк Зенит', 'Банк Открытие', 'Альт-Банк', 'Яр-Банк']);
  });

  it('groups into platform, partner and archive banks with the spec titles', () => {
    const groups = groupByBankType(rows, uuidOf, banks, nameOf);
    expect(groups.map((g) => [g.label, g.items.map(nameOf)])).toEqual([
      ['Банки платформы', ['Сбербанк', 'ВТБ', 'Альт-Банк', 'Яр-Банк']],
      ['Банки партнёров', ['Банк Зенит']],
      ['Архив', ['Банк Открытие']],
    ]);
    expect(bankGroupLabels).toEqual({ platform: 'Банки платформы', partner: 'Банки партнёров', archive: 'Архив' });
  });

  it('leaves out empty groups', () => {
    expect(groupByBankType(rows.slice(5), uuidOf, banks).map((g) => g.type)).toEqual(['platform']);
  });

  it('lists all configured banks in their order', () => {
    const ordered = sortByBankOrder(banks, (b) => b.uuid, banks);
    expect(ordered.map((b) => b.order)).toEqual([...banks.map((b) => b.order)].sort((a, b) => a - b));
  });
});
