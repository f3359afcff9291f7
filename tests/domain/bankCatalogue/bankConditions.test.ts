import { describe, expect, it } from 'vitest';
import { bankConditions } from '../../../src/domain/bankCatalogue/bankConditions';
import { banksConfig, emptyBankSettings, type BankSettings } from '../../../src/domain/banks';

const bank = (name: string): BankSettings => banksConfig.banks.find((b) => b.internal_name === name)!;
const values = (settings: BankSettings) => Object.fromEntries(bankConditions(settings).map((row) => [row.key, row.value.replace(/\u00a0/g, ' ')]));

describe('a bank`s conditions in words, from config/banks.json', () => {
  it('Сбербанк: every condition of its settings', () => {
    expect(values(bank('sberbank'))).toEqual({
      sum: 'от 10 000 до 500 000 000 ₽',
      term: 'до 2 555 дней',
      laws: '44-ФЗ, 223-ФЗ, 615-ПП, коммерческие',
      guaranteeTypes:
        'Обеспечение заявки на участие; Обеспечение исполнения контракта с авансом; Обеспечение исполнения контракта без аванса; Возврат аванса; Гарантийные обязательства',
      companyAge: 'не моложе 12 мес.',
      delivery: 'курьером банка, 1 000 ₽',
      digital: 'выдаёт',
      claims: 'принимает',
      discussion: 'по форме: правки к проекту гарантии',
      sending: 'согласие клиента на обработку данных, проверка данных оператором, подпись заявки электронной подписью',
    });
  });

  it.each<[string, Partial<BankSettings>, Partial<Record<string, string>>]>([
    ['no limits at all', { prescoring: { ...emptyBankSettings('x').prescoring } }, { sum: 'не ограничен', term: 'не ограничен', companyAge: 'любой' }],
    ['delivery without a cost is free', { delivery: { enabled: true, cost: null } }, { delivery: 'курьером банка, бесплатно' }],
    ['no delivery', { delivery: { enabled: false, cost: null } }, { delivery: 'нет, гарантию забирают сами или получают электронной' }],
    ['paper only, no claims, discussed in the chat', { digital_guarantee: { enabled: false }, claim_allowed: false, discuss_type: 'chat' }, { digital: 'только на бумаге', claims: 'не принимает', discussion: 'в чате с банком' }],
    ['nothing needed before sending', { send_requirements: { agreement: false, verification: false, signing: false } }, { sending: 'ничего дополнительно' }],
    ['only the signature before sending', { send_requirements: { agreement: false, verification: false, signing: true } }, { sending: 'подпись заявки электронной подписью' }],
  ])('%s', (_name, change, expected) => {
    expect(values({ ...bank('sberbank'), ...change })).toMatchObject(expected);
  });

  it('names every bank`s ten conditions in the same order, so banks line up side by side', () => {
    const keys = bankConditions(bank('sberbank')).map((row) => row.key);
    for (const settings of banksConfig.banks) expect(bankConditions(settings).map((row) => row.key)).toEqual(keys);
    expect(keys).toHaveLength(10);
  });
});
