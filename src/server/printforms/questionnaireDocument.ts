import countries from '../../../config/countries.json';
import { dictionaryLabel } from './dictionaryLabel';
import { formatDate, formatMoney, formatNumber, fullNameOf, orEmpty } from './format';
import { documentFrame, gridTable, pageFooter, pageHeader, requisitesTable, section, signatureBlock, type Content } from './layout';
import type { PrintablePerson, PrintableRequest } from './PrintableRequest';
import { signerOf } from './signerOf';
import { printTexts } from './texts';

const { labels } = printTexts;
const texts = printTexts.questionnaire;

function citizenshipName(key: string | null | undefined): string {
  const country = countries.countries.find((candidate) => 'citizenship' in candidate && candidate.citizenship === (key || 'rf'));
  return country?.fullName ?? printTexts.empty;
}

function passportOf(person: PrintablePerson): string {
  if (!person.passport_number) return printTexts.empty;
  return printTexts.passport(
    orEmpty(person.passport_serial),
    person.passport_number,
    formatDate(person.passport_date),
    orEmpty(person.passport_issuer),
    orEmpty(person.passport_department_code),
  );
}

function personRows(person: PrintablePerson, isIp: boolean): [string, string][] {
  const rows: [string, string][] = [[labels.person, fullNameOf(person)]];
  if (!isIp) {
    rows.push(
      [labels.post, dictionaryLabel('executivePosts', person.eioPost) ?? orEmpty(person.eioPost)],
      [labels.postDate, formatDate(person.eioPostDate)],
      [labels.powersUntil, person.eioToDate && /^\d{4}-/.test(person.eioToDate) ? formatDate(person.eioToDate) : orEmpty(person.eioToDate)],
    );
  }
  rows.push(
    [labels.birth, `${formatDate(person.birthdate)}, ${orEmpty(person.birthplace)}`],
    [labels.citizenship, citizenshipName(person.citizenship)],
    [labels.passport, passportOf(person)],
    [labels.inn, orEmpty(person.inn)],
    [labels.snils, orEmpty(person.snils)],
    [labels.registrationAddress, orEmpty(person.address)],
  );
  if (!isIp && person.percentAtRegulationsCapital) rows.push([labels.share, formatNumber(person.percentAtRegulationsCapital)]);
  return rows;
}

function headSection(head: PrintablePerson | undefined, isIp: boolean): Content {
  const title = isIp ? texts.sections.entrepreneur : texts.sections.head;
  if (!head) return section(title, { text: printTexts.empty }, 1);
  const rows = personRows(head, isIp);
  return section(title, requisitesTable(rows), rows.length);
}

/** The client questionnaire (анкета клиента) of a company or a sole entrepreneur. */
export function questionnaireDocument(data: PrintableRequest, options: { today: string }) {
  const { request, questionnaire: q } = data;
  const isIp = request.is_ip;
  const head = data.persons.find((person) => person.is_head) ?? (isIp ? data.persons[0] : undefined);
  const signer = signerOf(data);

  const general: [string, string][] = isIp
    ? [
        [labels.entrepreneurName, q.full_name],
        [labels.inn, request.inn],
        [labels.ogrnip, request.ogrn],
      ]
    : [
        [labels.fullName, q.full_name],
        [labels.shortName, orEmpty(q.short_name)],
        [labels.opf, orEmpty(q.opf)],
        [labels.innKpp, `${request.inn} / ${orEmpty(request.kpp)}`],
        [labels.ogrn, request.ogrn],
      ];
  general.push(
    [labels.okpo, orEmpty(q.okpo)],
    [labels.oktmo, orEmpty(q.oktmo)],
    [labels.okved, q.okved_code ? `${q.okved_code} ${orEmpty(q.okved_name)}` : printTexts.empty],
    [labels.registrationDate, formatDate(q.registration_date)],
    [labels.registrator, orEmpty(q.registrator)],
  );
  if (!isIp) general.push([labels.declaredCapital, formatMoney(q.declared_capital)], [labels.paidCapital, formatMoney(q.paid_capital)]);
  general.push(
    [labels.employeeCount, formatNumber(q.employeeCount)],
    [labels.taxSystem, dictionaryLabel('taxSystems', q.tax_system) ?? orEmpty(q.tax_system)],
  );

  const addresses: [string, string][] = [
    [labels.legalAddress, orEmpty(q.legal_address)],
    [labels.actualAddress, orEmpty(q.actual_address)],
    [labels.postalAddress, orEmpty(q.postal_address)],
  ];
  if (request.region_name) addresses.push([labels.region, request.region_name]);

  const content: Content[] = [
    { text: texts.title, style: 'title' },
    { text: isIp ? texts.subtitleIp : texts.subtitleLegal, style: 'subtitle' },
    { text: texts.asOf(formatDate(request.created_at)), style: 'number', margin: [0, 4, 0, 4] },
    section(texts.sections.general, requisitesTable(general), general.length),
    section(texts.sections.addresses, requisitesTable(addresses), addresses.length),
    headSection(head, isIp),
  ];

  if (!isIp) {
    const participants = [
      ...data.persons
        .filter((person) => person.is_stakeholder)
        .map((person) => [fullNameOf(person), orEmpty(person.inn), person.passport_number ? printTexts.passportShort(orEmpty(person.passport_serial), person.passport_number) : printTexts.empty, formatNumber(person.percentAtRegulationsCapital ?? 0)]),
      ...data.founders.map((founder) => [founder.name, founder.inn, orEmpty(founder.ogrn), formatNumber(founder.percent)]),
    ].map((row, index) => [String(index + 1), ...row]);
    content.push(
      section(
        texts.sections.founders,
        participants.length > 0 ? gridTable(texts.founderColumns, participants, [18, '*', 80, 110, 48]) : { text: texts.noFounders, style: 'paragraph' },
        participants.length + 1,
      ),
    );
    const owners = data.persons
      .filter((person) => person.is_beneficiary)
      .map((person, index) => [String(index + 1), fullNameOf(person), formatDate(person.birthdate), orEmpty(person.inn), formatNumber(person.percentAtRegulationsCapital ?? 0)]);
    content.push(
      section(
        texts.sections.beneficiaries,
        owners.length > 0 ? gridTable(texts.beneficiaryColumns, owners, [18, '*', 70, 90, 48]) : { text: texts.noBeneficiaries, style: 'paragraph' },
        owners.length + 1,
      ),
    );
  }

  const numbered = (title: string) => (isIp ? title.replace(/^(\d+)\./, (_whole, n: string) => `${Number(n) - 2}.`) : title);
  content.push(
    section(
      numbered(texts.sections.bank),
      requisitesTable([
        [labels.bankName, orEmpty(q.bank_name)],
        [labels.bik, orEmpty(q.bank_bik)],
        [labels.corAccount, orEmpty(q.cor_account)],
        [labels.curAccount, orEmpty(q.cur_account)],
      ]),
      4,
    ),
    section(
      numbered(texts.sections.contacts),
      requisitesTable([
        [labels.contactPerson, orEmpty(q.contact_person)],
        [labels.phone, orEmpty(q.contact_phone)],
        [labels.email, orEmpty(q.contact_email)],
        [labels.website, orEmpty(q.website)],
      ]),
      4,
    ),
    signatureBlock(signer?.post ?? '', signer?.initials ?? '', printTexts.signedOn(formatDate(request.created_at)), !isIp, [
      { text: texts.confirmation, style: 'paragraph', margin: [0, 14, 0, 0] },
    ]),
  );

  const kind = isIp ? texts.subtitleIp : texts.subtitleLegal;
  return documentFrame(
    `${texts.heading(kind)}: ${request.name}`,
    pageHeader(`${request.name}, ${labels.inn} ${request.inn}`, texts.heading(kind)),
    pageFooter(options.today),
    content,
  );
}
