import { describe, expect, it } from 'vitest';
import { checkEmail, isValidEmail } from '../../../src/domain/checks/checkEmail';
import { checkKpp, isValidKpp } from '../../../src/domain/checks/checkKpp';
import { checkOktmo, isValidOktmo } from '../../../src/domain/checks/checkOktmo';
import { checkPhone, isValidPhone } from '../../../src/domain/checks/checkPhone';

describe('checkKpp', () => {
  it.each(['773601001', '784201001', '997950001', '7707AB001'])('accepts %j', (kpp) => {
    expect(checkKpp(kpp)).toBeNull();
  });
  it.each(['77360100', '7736010011', '7736ab001', 'A73601001', '773601A01', '7736-01001', ''])('rejects %j', (kpp) => {
    expect(checkKpp(kpp)).toMatch(/^КПП должен содержать 9 символов/);
    expect(isValidKpp(kpp)).toBe(false);
  });
});

describe('checkOktmo', () => {
  it.each(['45380000', '45380000000', '92701000001'])('accepts %j', (oktmo) => {
    expect(checkOktmo(oktmo)).toBeNull();
  });
  it.each(['4538000', '453800000', '4538000000', '453800000000', '4538000A', ''])('rejects %j', (oktmo) => {
    expect(checkOktmo(oktmo)).toBe('ОКТМО должен содержать 8 или 11 цифр');
    expect(isValidOktmo(oktmo)).toBe(false);
  });
});

describe('checkPhone', () => {
  it.each(['+7 (495) 500-55-50', '84955005550', '+79991234567', '8 800 555 35 35', '+375 29 123 45 67'])('accepts %j', (phone) => {
    expect(checkPhone(phone)).toBeNull();
  });
  it.each([
    ['+7 (495) 500-55-5', 'Телефон должен содержать не менее 11 цифр, например +7 999 123-45-67'],
    ['', 'Телефон должен содержать не менее 11 цифр, например +7 999 123-45-67'],
    ['+7 495 500 55 50 доб. 12', 'Телефон может содержать только цифры, пробелы, скобки, дефисы и знак +'],
    ['8-800-555-35-3S', 'Телефон может содержать только цифры, пробелы, скобки, дефисы и знак +'],
  ])('rejects %j', (phone, message) => {
    expect(checkPhone(phone)).toBe(message);
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('checkEmail', () => {
  it.each(['sbrf@sberbank.ru', 'ivan.petrov+bg@mail.example.com', 'info@почта.рф', 'a_b-c@x-y.org'])('accepts %j', (email) => {
    expect(checkEmail(email)).toBeNull();
  });
  it.each(['sbrf@sberbank', 'sbrf.sberbank.ru', 'sb rf@sberbank.ru', 'sbrf@@sberbank.ru', '@sberbank.ru', 'sbrf@-sberbank.ru', 'sbrf@sberbank.r', '', `${'a'.repeat(250)}@b.ru`])(
    'rejects %j',
    (email) => {
      expect(checkEmail(email)).toBe('Введите корректный адрес электронной почты, например ivanov@example.ru');
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
