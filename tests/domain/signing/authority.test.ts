import { describe, expect, it } from 'vitest';
import { checkSigningAuthority, type AuthorityField, type OrganizationSigner, type SigningApplicant } from '../../../src/domain/signing/authority';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';

const certificate = (facts: Partial<CertificateFactsWire>): CertificateFactsWire => ({
  thumbprint: 'A4D691AC536D3D0947A6DA3E977BA8FB64ECC714',
  serial_number: '01',
  subject_name: 'ООО «СтройМонтаж»',
  last_name: 'Петров',
  first_name: 'Сергей',
  middle_name: 'Николаевич',
  inn: '770123456723',
  inn_le: '7701234560',
  ogrn: '1027700132195',
  ogrnip: null,
  snils: '11223344595',
  organization: 'ООО «СтройМонтаж»',
  position: 'Генеральный директор',
  issuer_name: 'Тестовый УЦ платформы',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2027-01-01T00:00:00.000Z',
  ...facts,
});

const company: SigningApplicant = {
  is_ip: false,
  inn: '7701234560',
  ogrn: '1027700132195',
  name: 'ООО «СтройМонтаж»',
  signer: { last_name: 'Петров', first_name: 'Сергей', middle_name: 'Николаевич', inn: '770123456723', snils: '112-233-445 95' },
};

const trader: SigningApplicant = {
  is_ip: true,
  inn: '500100732259',
  ogrn: '304500116000157',
  name: 'ИП Сидорова Анна Петровна',
  signer: { last_name: 'Сидорова', first_name: 'Анна', middle_name: 'Петровна', inn: null, snils: null },
};

const traderCertificate = certificate({
  subject_name: 'Сидорова Анна Петровна',
  last_name: 'Сидорова',
  first_name: 'Анна',
  middle_name: 'Петровна',
  inn: '500100732259',
  inn_le: null,
  ogrn: null,
  ogrnip: '304500116000157',
  snils: '11223344595',
  organization: null,
  position: null,
});

const withSigner = (applicant: SigningApplicant, signer: Partial<SigningApplicant['signer']>): SigningApplicant => ({
  ...applicant,
  signer: { ...applicant.signer, ...signer },
});

interface Row {
  title: string;
  facts: CertificateFactsWire;
  applicant: SigningApplicant;
  field: AuthorityField | null;
  message?: string;
}

const rows: Row[] = [
  // A legal entity.
  { title: 'the head of the company, everything equal', facts: certificate({}), applicant: company, field: null },
  { title: 'ОГРН unknown in the request', facts: certificate({}), applicant: { ...company, ogrn: null }, field: null },
  { title: 'ОГРН absent from the certificate', facts: certificate({ ogrn: null }), applicant: company, field: null },
  { title: 'ИНН ЮЛ with spaces in the request', facts: certificate({}), applicant: { ...company, inn: ' 77 0123 4560 ' }, field: null },
  { title: 'only the signer INN known', facts: certificate({}), applicant: withSigner(company, { snils: null }), field: null },
  { title: 'only the signer SNILS known', facts: certificate({}), applicant: withSigner(company, { inn: null }), field: null },
  { title: 'signer INN known, certificate without person INN, SNILS matches', facts: certificate({ inn: null }), applicant: company, field: null },
  { title: 'signer SNILS known, certificate without SNILS, INN matches', facts: certificate({ snils: null }), applicant: company, field: null },
  { title: 'name in other case and with ё', facts: certificate({ first_name: 'Пётр', middle_name: 'Семёнович' }), applicant: withSigner(company, { first_name: 'ПЕТР', middle_name: 'семенович' }), field: null },
  { title: 'name with extra spaces', facts: certificate({}), applicant: withSigner(company, { last_name: ' Петров ', first_name: 'Сергей  ' }), field: null },
  { title: 'double surname with spaces around the hyphen', facts: certificate({ last_name: 'Римский-Корсаков' }), applicant: withSigner(company, { last_name: 'Римский - Корсаков' }), field: null },
  { title: 'no middle name on either side', facts: certificate({ middle_name: null }), applicant: withSigner(company, { middle_name: null }), field: null },
  {
    title: 'another organisation',
    facts: certificate({ inn_le: '7702345671' }),
    applicant: company,
    field: 'inn_le',
    message: 'Сертификат выдан другой организации: ИНН ЮЛ в сертификате 7702345671, в заявке 7701234560',
  },
  {
    title: 'a person’s certificate for a company',
    facts: certificate({ inn_le: null, organization: null }),
    applicant: company,
    field: 'inn_le',
    message: 'Сертификат выдан не на организацию: ИНН ЮЛ в сертификате не указан, в заявке 7701234560. Нужен сертификат, выданный на организацию',
  },
  {
    title: 'another ОГРН',
    facts: certificate({ ogrn: '1037700013020' }),
    applicant: company,
    field: 'ogrn',
    message: 'Сертификат выдан другой организации: ОГРН в сертификате 1037700013020, в заявке 1027700132195',
  },
  {
    title: 'another person by INN',
    facts: certificate({ inn: '500100732259' }),
    applicant: company,
    field: 'inn',
    message: 'Сертификат выдан другому человеку: ИНН владельца в сертификате 500100732259, ИНН подписанта в заявке 770123456723',
  },
  {
    title: 'another person by SNILS',
    facts: certificate({ snils: '08765430300' }),
    applicant: company,
    field: 'snils',
    message: 'Сертификат выдан другому человеку: СНИЛС владельца в сертификате 087-654-303 00, СНИЛС подписанта в заявке 112-233-445 95',
  },
  { title: 'SNILS differs though INN matches', facts: certificate({ snils: '08765430300' }), applicant: withSigner(company, {}), field: 'snils' },
  {
    title: 'nothing to compare the person by: request without INN and SNILS',
    facts: certificate({}),
    applicant: withSigner(company, { inn: null, snils: null }),
    field: 'inn',
    message:
      'Не удалось сверить подписанта с владельцем сертификата: нет ИНН или СНИЛС, указанного и там и там (в сертификате ИНН 770123456723, СНИЛС 112-233-445 95; у подписанта в заявке ИНН не указан, СНИЛС не указан)',
  },
  { title: 'nothing to compare: only INN in the request, only SNILS in the certificate', facts: certificate({ inn: null }), applicant: withSigner(company, { snils: null }), field: 'inn' },
  { title: 'nothing to compare: only SNILS in the request, only INN in the certificate', facts: certificate({ snils: null }), applicant: withSigner(company, { inn: null }), field: 'snils' },
  {
    title: 'another name',
    facts: certificate({ last_name: 'Иванов', first_name: 'Иван', middle_name: 'Иванович' }),
    applicant: company,
    field: 'name',
    message: 'Сертификат выдан другому человеку: владелец в сертификате Иванов Иван Иванович, подписант в заявке Петров Сергей Николаевич',
  },
  { title: 'middle name missing in the certificate only', facts: certificate({ middle_name: null }), applicant: company, field: 'name' },
  { title: 'middle name missing in the request only', facts: certificate({}), applicant: withSigner(company, { middle_name: null }), field: 'name' },
  {
    title: 'certificate without a surname',
    facts: certificate({ last_name: null }),
    applicant: company,
    field: 'name',
    message: 'Сертификат не называет владельца: фамилия и имя в сертификате не указаны, подписант в заявке Петров Сергей Николаевич',
  },
  { title: 'the organisation is checked before the person', facts: certificate({ inn_le: '7702345671', inn: '500100732259' }), applicant: company, field: 'inn_le' },
  // A sole trader.
  { title: 'the trader himself', facts: traderCertificate, applicant: trader, field: null },
  { title: 'trader: ОГРНИП unknown in the request', facts: traderCertificate, applicant: { ...trader, ogrn: null }, field: null },
  { title: 'trader: certificate without ОГРНИП', facts: { ...traderCertificate, ogrnip: null }, applicant: trader, field: null },
  { title: 'trader: signer INN stated and equal', facts: traderCertificate, applicant: withSigner(trader, { inn: '500100732259', snils: '11223344595' }), field: null },
  { title: 'a 12-digit INN makes a sole trader even without is_ip', facts: traderCertificate, applicant: { ...trader, is_ip: false }, field: null },
  {
    title: 'trader: another INN',
    facts: { ...traderCertificate, inn: '770123456723' },
    applicant: trader,
    field: 'inn',
    message: 'Сертификат выдан другому предпринимателю: ИНН в сертификате 770123456723, в заявке 500100732259',
  },
  {
    title: 'trader: certificate without the owner INN',
    facts: { ...traderCertificate, inn: null },
    applicant: trader,
    field: 'inn',
    message: 'Сертификат выдан не этому предпринимателю: ИНН владельца в сертификате не указан, в заявке 500100732259',
  },
  {
    title: 'trader: another ОГРНИП',
    facts: { ...traderCertificate, ogrnip: '304500116000160' },
    applicant: trader,
    field: 'ogrnip',
    message: 'Сертификат выдан другому предпринимателю: ОГРНИП в сертификате 304500116000160, в заявке 304500116000157',
  },
  { title: 'trader: the company certificate of an organisation', facts: certificate({}), applicant: trader, field: 'inn' },
  { title: 'trader: SNILS of the signer differs', facts: traderCertificate, applicant: withSigner(trader, { snils: '08765430300' }), field: 'snils' },
  { title: 'trader: another name', facts: traderCertificate, applicant: withSigner(trader, { first_name: 'Мария' }), field: 'name' },
];

describe('checkSigningAuthority', () => {
  it.each(rows)('$title', ({ facts, applicant, field, message }) => {
    const verdict = checkSigningAuthority(facts, applicant);
    if (field === null) {
      expect(verdict).toEqual({ ok: true });
      return;
    }
    expect(verdict).toMatchObject({ ok: false, field });
    if (message !== undefined) expect(verdict).toMatchObject({ message });
  });

  it.each(rows.filter((row) => row.field !== null))('says what the certificate and the request state: $title', ({ facts, applicant }) => {
    const verdict = checkSigningAuthority(facts, applicant);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toMatch(/в сертификате.*в заявке/);
  });
});

/** The organisation of the platform and its signed-in user, for the organisation's own documents. */
const organization: OrganizationSigner = {
  basis: 'organization',
  is_ip: false,
  inn: '7701234560',
  ogrn: '1027700132195',
  name: 'ООО «СтройМонтаж»',
  person: { last_name: 'Петров', first_name: 'Сергей', middle_name: 'Николаевич' },
};

const traderOrganization: OrganizationSigner = {
  basis: 'organization',
  is_ip: true,
  inn: '500100732259',
  ogrn: '304500116000157',
  name: 'ИП Сидорова Анна Петровна',
  person: { last_name: 'Сидорова', first_name: 'Анна', middle_name: 'Петровна' },
};

interface OrganizationRow {
  title: string;
  facts: CertificateFactsWire;
  signer: OrganizationSigner;
  field: AuthorityField | null;
  message?: string;
}

const organizationRows: OrganizationRow[] = [
  { title: 'the company certificate of the signed-in user', facts: certificate({}), signer: organization, field: null },
  // Users have no INN or SNILS on file: whatever the certificate says of them is not compared.
  { title: 'the person INN and SNILS are not compared', facts: certificate({ inn: '500100732259', snils: '08765430300' }), signer: organization, field: null },
  { title: 'a certificate without the person INN and SNILS', facts: certificate({ inn: null, snils: null }), signer: organization, field: null },
  { title: 'ОГРН unknown to the platform', facts: certificate({}), signer: { ...organization, ogrn: null }, field: null },
  { title: 'name with ё and in other case', facts: certificate({ first_name: 'Пётр' }), signer: { ...organization, person: { ...organization.person, first_name: 'ПЕТР' } }, field: null },
  {
    title: 'another organisation',
    facts: certificate({ inn_le: '7707083893', organization: 'ПАО Сбербанк' }),
    signer: organization,
    field: 'inn_le',
    message: 'Сертификат выдан другой организации: ИНН ЮЛ в сертификате 7707083893, у организации 7701234560',
  },
  {
    title: 'a person’s certificate',
    facts: certificate({ inn_le: null, organization: null }),
    signer: organization,
    field: 'inn_le',
    message: 'Сертификат выдан не на организацию: ИНН ЮЛ в сертификате не указан, у организации 7701234560. Нужен сертификат, выданный на организацию',
  },
  {
    title: 'another ОГРН',
    facts: certificate({ ogrn: '1037700013020' }),
    signer: organization,
    field: 'ogrn',
    message: 'Сертификат выдан другой организации: ОГРН в сертификате 1037700013020, у организации 1027700132195',
  },
  {
    title: 'a colleague’s certificate of the same company',
    facts: certificate({ last_name: 'Иванова', first_name: 'Анна', middle_name: 'Сергеевна' }),
    signer: organization,
    field: 'name',
    message:
      'Сертификат выдан другому человеку: владелец в сертификате Иванова Анна Сергеевна, подписывает Петров Сергей Николаевич. Документ организации подписывает владелец сертификата под своей учётной записью',
  },
  { title: 'the user has no middle name, the certificate has one', facts: certificate({}), signer: { ...organization, person: { ...organization.person, middle_name: null } }, field: 'name' },
  {
    title: 'a certificate without a surname',
    facts: certificate({ last_name: null }),
    signer: organization,
    field: 'name',
    message: 'Сертификат не называет владельца: фамилия и имя в сертификате не указаны, подписывает Петров Сергей Николаевич',
  },
  { title: 'the organisation is checked before the person', facts: certificate({ inn_le: '7707083893', last_name: 'Иванов' }), signer: organization, field: 'inn_le' },
  // A sole trader's organisation.
  { title: 'a sole trader signs himself', facts: traderCertificate, signer: traderOrganization, field: null },
  {
    title: 'a sole trader: another INN',
    facts: { ...traderCertificate, inn: '770123456723' },
    signer: traderOrganization,
    field: 'inn',
    message: 'Сертификат выдан другому предпринимателю: ИНН в сертификате 770123456723, у организации 500100732259',
  },
  { title: 'a sole trader: another ОГРНИП', facts: { ...traderCertificate, ogrnip: '304500116000160' }, signer: traderOrganization, field: 'ogrnip' },
  { title: 'a 12-digit INN makes a sole trader', facts: traderCertificate, signer: { ...traderOrganization, is_ip: false }, field: null },
  { title: 'a sole trader: a company certificate', facts: certificate({ inn: null }), signer: traderOrganization, field: 'inn' },
];

describe('checkSigningAuthority for an organisation’s own documents', () => {
  it.each(organizationRows)('$title', ({ facts, signer, field, message }) => {
    const verdict = checkSigningAuthority(facts, signer);
    if (field === null) {
      expect(verdict).toEqual({ ok: true });
      return;
    }
    expect(verdict).toMatchObject({ ok: false, field });
    if (message !== undefined) expect(verdict).toMatchObject({ message });
  });

  it.each(organizationRows.filter((row) => row.field !== null))('names the certificate’s value and the organisation’s or the user’s: $title', ({ facts, signer }) => {
    const verdict = checkSigningAuthority(facts, signer);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toMatch(/в сертификате.*(у организации|подписывает)/);
  });
});
