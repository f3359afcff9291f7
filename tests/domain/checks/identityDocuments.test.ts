import { describe, expect, it } from 'vitest';
import { checkBirthCertificateNumber } from '../../../src/domain/checks/checkBirthCertificateNumber';
import { checkBirthCertificateSerial, isValidBirthCertificateSerial } from '../../../src/domain/checks/checkBirthCertificateSerial';
import { checkDocTypeForAge } from '../../../src/domain/checks/checkDocTypeForAge';
import { checkPassportDate, isValidPassportDate } from '../../../src/domain/checks/checkPassportDate';

// Midday local time, so the calendar date is unambiguous in any time zone the tests run in.
const today = new Date(2026, 5, 15, 12);
const future = 'Дата выдачи документа не может быть в будущем';
const beforeBirth = 'Дата выдачи документа не может быть раньше даты рождения';
const tooYoung = 'Паспорт гражданина РФ выдаётся не ранее 14 лет: проверьте дату выдачи и дату рождения';
const reissue20 = 'Паспорт нужно было заменить по достижении 20 лет: укажите данные нового паспорта';
const reissue45 = 'Паспорт нужно было заменить по достижении 45 лет: укажите данные нового паспорта';

describe('checkPassportDate (spec-2 §5.5)', () => {
  it.each([
    ['issued today', '2026-06-15', { birthDate: '1990-01-01' }, null],
    ['issued tomorrow', '2026-06-16', { birthDate: '1990-01-01' }, future],
    ['in the future without a birth date', '2027-01-01', {}, future],
    ['before birth', '1989-12-31', { birthDate: '1990-01-01', citizenship: 'by', docType: 'passportForeign' }, beforeBirth],
    ['on the 14th birthday', '2004-01-01', { birthDate: '1990-01-01' }, reissue20],
    ['the day before the 14th birthday', '2011-05-31', { birthDate: '1997-06-01', citizenship: 'rf', docType: 'passport' }, tooYoung],
    ['at 14 for a 17-year-old', '2023-06-01', { birthDate: '2009-06-01' }, null],
    ['display form of dates', '01.06.2023', { birthDate: '01.06.2009' }, null],
    ['14-year passport at 20 plus 90 days', '2020-03-20', { birthDate: '2006-03-17' }, null],
    ['14-year passport at 20 plus 91 days', '2020-03-20', { birthDate: '2006-03-16' }, reissue20],
    ['replaced at 20', '2026-04-01', { birthDate: '2006-03-15' }, null],
    ['20-year passport at 45 plus 90 days', '2001-04-01', { birthDate: '1981-03-17' }, null],
    ['20-year passport at 45 plus 91 days', '2001-04-01', { birthDate: '1981-03-16' }, reissue45],
    ['replaced at 45', '2026-03-20', { birthDate: '1981-03-16' }, null],
    ['issued at 46, valid for life', '1996-01-10', { birthDate: '1950-01-01' }, null],
    ['foreign citizen, no age rules', '2020-03-20', { birthDate: '2010-03-15', citizenship: 'kz', docType: 'passport' }, null],
    ['foreign passport of a Russian', '2020-03-20', { birthDate: '2010-03-15', citizenship: 'rf', docType: 'passportForeign' }, null],
    ['unknown birth date', '2020-01-01', { birthDate: '' }, null],
  ] as const)('%s', (_case, issueDate, context, expected) => {
    expect(checkPassportDate(issueDate, context, today)).toBe(expected);
    expect(isValidPassportDate(issueDate, context, today)).toBe(expected === null);
  });

  it('asks for a real date', () => {
    expect(checkPassportDate('2020-02-30', {}, today)).toBe('Укажите дату выдачи в формате ДД.ММ.ГГГГ');
    expect(checkPassportDate('вчера', {}, today)).toBe('Укажите дату выдачи в формате ДД.ММ.ГГГГ');
  });

  it('counts a 29 February birthday from 28 February in common years', () => {
    expect(checkPassportDate('2022-02-28', { birthDate: '2008-02-29' }, today)).toBeNull();
    expect(checkPassportDate('2022-02-27', { birthDate: '2008-02-29' }, today)).toBe(tooYoung);
  });
});

describe('checkDocTypeForAge (spec-2 §5.5)', () => {
  const needsPassport = 'Гражданин РФ старше 14 лет предъявляет паспорт, а не свидетельство о рождении';
  const needsCertificate = 'До 14 лет гражданин РФ предъявляет свидетельство о рождении';
  it.each([
    ['birth certificate at 13', 'birthDoc', '2013-01-01', 'rf', null],
    ['birth certificate at 14 plus 90 days', 'birthDoc', '2012-03-17', 'rf', null],
    ['birth certificate at 14 plus 91 days', 'birthDoc', '2012-03-16', 'rf', needsPassport],
    ['birth certificate at 30', 'birthDoc', '1996-01-01', undefined, needsPassport],
    ['passport at 13', 'passport', '2012-06-16', 'rf', needsCertificate],
    ['passport on the 14th birthday', 'passport', '2012-06-15', 'rf', null],
    ['foreign citizen at 30 with a birth certificate', 'birthDoc', '1996-01-01', 'uz', null],
    ['no birth date yet', 'birthDoc', undefined, 'rf', null],
  ] as const)('%s', (_case, docType, birthDate, citizenship, expected) => {
    expect(checkDocTypeForAge(docType, birthDate, citizenship, today)).toBe(expected);
  });
});

describe('birth certificate fields', () => {
  it.each(['I-АН', 'IV-МЮ', 'XII-ЖЁ', 'XC-АА', 'CCCXCIX-ЯЯ', 'LXIV-РС'])('accepts serial %j', (serial) => {
    expect(checkBirthCertificateSerial(serial)).toBeNull();
  });
  it.each(['IIII-АН', 'VV-АН', 'IC-АН', '-АН', 'IV-AH', 'IV-ан', 'IV АН', 'IV-А', 'IV-АНН', '4-АН', 'IV—АН', ''])('rejects serial %j', (serial) => {
    expect(checkBirthCertificateSerial(serial)).toBe('Серия свидетельства о рождении — римское число, дефис и две русские заглавные буквы, например IV-АН');
    expect(isValidBirthCertificateSerial(serial)).toBe(false);
  });
  it.each([
    ['123456', null],
    ['12345', 'Номер свидетельства о рождении должен состоять из 6 цифр'],
    ['1234567', 'Номер свидетельства о рождении должен состоять из 6 цифр'],
    ['12345А', 'Номер свидетельства о рождении должен состоять из 6 цифр'],
  ])('number %j -> %s', (value, expected) => {
    expect(checkBirthCertificateNumber(value)).toBe(expected);
  });
});
