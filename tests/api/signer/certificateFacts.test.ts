import { describe, expect, it } from 'vitest';
import { certificateFacts } from '../../../src/api/signer/certificateFacts';
import { parseDistinguishedName } from '../../../src/api/signer/parseDistinguishedName';

const ISSUER = 'CN=Тестовый УЦ, O=ООО «УЦ», C=RU';

describe('the facts of a certificate from the names the plug-in prints', () => {
  it.each([
    {
      case: 'CryptoPro CSP 5: «ИНН ЮЛ» beside the person\'s «ИНН»',
      subject: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН ЮЛ=7701234560, ОГРН=1027700132195, СНИЛС=12345678901, ИНН=770123456789, O=ООО «Ромашка», T=Генеральный директор',
      facts: { subject_name: 'Иванов Иван Иванович', last_name: 'Иванов', first_name: 'Иван', middle_name: 'Иванович', inn: '770123456789', inn_le: '7701234560', ogrn: '1027700132195', snils: '12345678901', organization: 'ООО «Ромашка»', position: 'Генеральный директор' },
    },
    {
      case: 'older CSP: bare OIDs for ИНН ЮЛ, ОГРН and СНИЛС',
      subject: 'OID.1.2.643.100.4=7701234560, OID.1.2.643.100.1=1027700132195, OID.1.2.643.100.3=12345678901, OID.1.2.643.3.131.1.1=770123456789, CN=Иванов Иван Иванович',
      facts: { subject_name: 'Иванов Иван Иванович', inn: '770123456789', inn_le: '7701234560', ogrn: '1027700132195', snils: '12345678901', organization: null, position: null },
    },
    {
      case: 'a company\'s INN padded with «00» in the INN attribute',
      subject: 'CN=ООО Ромашка, ИНН=007701234560, OGRN=1027700132195',
      facts: { subject_name: 'ООО Ромашка', inn: null, inn_le: '7701234560', ogrn: '1027700132195', snils: null, organization: null, position: null },
    },
    {
      case: 'an ИНН ЮЛ written with the «00» padding',
      subject: 'CN=ООО Ромашка, ИНН ЮЛ=007701234560, ИНН=770123456789',
      facts: { subject_name: 'ООО Ромашка', inn: '770123456789', inn_le: '7701234560', ogrn: null, snils: null, organization: null, position: null },
    },
    {
      case: '«ИНН организации» and Latin names',
      subject: 'CN=Петров П. П., ИНН организации=7701234560, INN=500100732259, SNILS=11223344595, title=Главный бухгалтер',
      facts: { subject_name: 'Петров П. П.', inn: '500100732259', inn_le: '7701234560', ogrn: null, snils: '11223344595', organization: null, position: 'Главный бухгалтер' },
    },
    {
      case: 'quoted values with commas and doubled quotes; no CN, so the organisation names it',
      subject: 'O="ООО ""Ромашка, Лютик и Ко""", STREET="ул. Тверская, д. 1", ИННЮЛ=7701234560',
      facts: { subject_name: 'ООО "Ромашка, Лютик и Ко"', inn: null, inn_le: '7701234560', ogrn: null, snils: null, organization: 'ООО "Ромашка, Лютик и Ко"', position: null },
    },
  ])('$case', ({ subject, facts }) => {
    expect(certificateFacts(subject, ISSUER)).toEqual({ last_name: null, first_name: null, middle_name: null, ...facts, issuer_name: 'Тестовый УЦ' });
  });

  it('names the issuer by its CN, else its O', () => {
    expect(certificateFacts('CN=Иванов', 'O=ООО «Такском», C=RU').issuer_name).toBe('ООО «Такском»');
  });

  it('splits a name into its attributes in order', () => {
    expect(parseDistinguishedName('CN="А, Б", E=a@b.ru,C=RU')).toEqual([
      { name: 'CN', value: 'А, Б' },
      { name: 'E', value: 'a@b.ru' },
      { name: 'C', value: 'RU' },
    ]);
  });
});
