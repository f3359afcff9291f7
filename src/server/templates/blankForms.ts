import { consentStatements } from '../../domain/consentStatements';
import type { DocumentTemplate } from '../../domain/documents/documentTemplates';
import { documentFrame, gridTable, pageHeader, requisitesTable, section, sectionHeading, signatureBlock, type Content } from '../printforms/layout';
import { printTexts } from '../printforms/texts';

const { labels } = printTexts;
const blank = '\n';

/** Label rows with room to write by hand. */
function blankRows(rowLabels: readonly string[]): Content {
  return requisitesTable(rowLabels.map((label) => [label, blank] as const));
}

function blankSection(title: string, rowLabels: readonly string[]): Content {
  return section(title, blankRows(rowLabels), rowLabels.length);
}

/** A grid of empty lines under a header, for founders and beneficiaries. */
function blankGrid(header: readonly string[], lines: number, widths: readonly (number | string)[]): Content {
  return gridTable(header, Array.from({ length: lines }, (_, index) => [String(index + 1), ...header.slice(1).map(() => blank)]), widths);
}

const date = '«___» ____________ 20___ г.';

function application(): Content[] {
  const texts = printTexts.application;
  return [
    { text: texts.toAnyBank, alignment: 'right', fontSize: 9.5, margin: [0, 0, 0, 14] },
    { text: texts.title, style: 'title' },
    { text: texts.subtitle, style: 'subtitle' },
    { text: '№ ______ от ' + date, style: 'number', margin: [0, 4, 0, 12] },
    { text: texts.intro('______________________________'), style: 'paragraph' },
    blankSection(texts.sections.principal, [labels.fullName, labels.innKpp, labels.ogrn, labels.legalAddress, labels.bankName, labels.curAccount, labels.bik, labels.phone, labels.email]),
    blankSection(texts.sections.beneficiary, [labels.beneficiaryName, labels.innKpp, labels.ogrn, labels.beneficiaryAddress, labels.beneficiaryRole]),
    blankSection(texts.sections.tender, [labels.tenderNumber, labels.law, labels.subject, labels.lot, labels.ikz, labels.maxPrice, labels.contract]),
    blankSection(texts.sections.guarantee, [labels.guaranteeType, labels.sum, labels.sumInWords, labels.contractSum, labels.period, labels.days, labels.advance, labels.indisputable, labels.form, labels.additional]),
    signatureBlock('', '', date, true, [sectionHeading(texts.sections.declarations), { ol: texts.declarations.map((text) => ({ text, style: 'paragraph' })) }]),
  ];
}

function questionnaire(): Content[] {
  const texts = printTexts.questionnaire;
  return [
    { text: texts.title, style: 'title' },
    { text: texts.subtitleLegal, style: 'subtitle' },
    { text: texts.asOf(date), style: 'number', margin: [0, 4, 0, 12] },
    blankSection(texts.sections.general, [labels.fullName, labels.shortName, labels.opf, labels.inn, labels.kpp, labels.ogrn, labels.okpo, labels.oktmo, labels.okved, labels.registrationDate, labels.registrator, labels.declaredCapital, labels.paidCapital, labels.employeeCount, labels.taxSystem]),
    blankSection(texts.sections.addresses, [labels.legalAddress, labels.actualAddress, labels.postalAddress]),
    blankSection(texts.sections.head, [labels.person, labels.post, labels.postDate, labels.powersUntil, labels.birth, labels.citizenship, labels.passport, labels.inn, labels.snils, labels.registrationAddress]),
    section(texts.sections.founders, blankGrid(texts.founderColumns, 4, [18, '*', 80, 90, 50]), 5),
    section(texts.sections.beneficiaries, blankGrid(texts.beneficiaryColumns, 3, [18, '*', 70, 80, 50]), 4),
    blankSection(texts.sections.bank, [labels.bankName, labels.bik, labels.corAccount, labels.curAccount]),
    blankSection(texts.sections.contacts, [labels.contactPerson, labels.phone, labels.email, labels.website]),
    signatureBlock('', '', date, true, [{ text: texts.confirmation, style: 'paragraph', margin: [0, 12, 0, 0] }]),
  ];
}

/** The statements of config/consents.json with their figures, each a titled section of numbered rows. */
function statements(keys: (key: string) => boolean, title: string): Content[] {
  const chosen = consentStatements.filter((statement) => keys(statement.key));
  const body: Content[] = chosen.map((statement, index) => [
    chosen.length > 1 ? sectionHeading(`${index + 1}. ${statement.title}`) : '',
    { ol: statement.rows.map((row) => ({ text: row, style: 'paragraph' })) },
  ]);
  return [
    { text: title.toUpperCase(), style: 'title' },
    { text: 'Заявитель: ____________________________________________  ИНН ______________', fontSize: 9.5, margin: [0, 14, 0, 8] },
    ...body,
    signatureBlock('', '', date, true),
  ];
}

/** The pdfmake definition of a template (docs/banks-pages.md «Documents»). */
export function blankFormDefinition(template: DocumentTemplate): object {
  const content =
    template.key === 'application'
      ? application()
      : template.key === 'questionnaire'
        ? questionnaire()
        : template.key === 'consent-bki'
          ? statements((key) => key === 'bki', template.title)
          : statements((key) => key !== 'bki', template.title);
  const footer = (page: number, pages: number): Content => ({
    margin: [57, 14, 45, 0],
    columns: [
      { text: printTexts.producer, style: 'pageMark' },
      { text: printTexts.pageOf(page, pages), style: 'pageMark', alignment: 'right' },
    ],
  });
  return documentFrame(template.title, pageHeader(printTexts.producer, `${template.title} (бланк)`), footer, content);
}
