import { dictionaryLabel } from './dictionaryLabel';
import { formatDate, formatMoney, formatNumber, orEmpty, yesNo } from './format';
import { documentFrame, pageFooter, pageHeader, requisitesTable, section, sectionHeading, signatureBlock, type Content } from './layout';
import type { PrintableRequest } from './PrintableRequest';
import { rublesInWords } from './rublesInWords';
import { signerOf } from './signerOf';
import { printTexts } from './texts';

const { labels } = printTexts;
const texts = printTexts.application;

/** The application for a bank guarantee (заявление на предоставление банковской гарантии). */
export function applicationDocument(data: PrintableRequest, options: { bankName?: string; today: string }) {
  const { request, parameters, questionnaire } = data;
  const tender = data.tender ?? {};
  const currency = parameters.currency ?? 'rub';
  const money = (value: number | null | undefined) => (value === null || value === undefined ? printTexts.empty : `${formatMoney(value)} ${printTexts.currencies[currency]}`);
  const signer = signerOf(data);
  const date = formatDate(request.created_at);
  const principal = questionnaire.full_name || request.name;

  const principalRows: [string, string][] = request.is_ip
    ? [
        [labels.entrepreneurName, principal],
        [labels.inn, request.inn],
        [labels.ogrnip, request.ogrn],
      ]
    : [
        [labels.fullName, principal],
        [labels.innKpp, `${request.inn} / ${orEmpty(request.kpp)}`],
        [labels.ogrn, request.ogrn],
      ];
  principalRows.push(
    [labels.legalAddress, orEmpty(questionnaire.legal_address)],
    [labels.bankName, orEmpty(questionnaire.bank_name)],
    [labels.curAccount, orEmpty(questionnaire.cur_account)],
    [labels.bik, orEmpty(questionnaire.bank_bik)],
    [labels.phone, orEmpty(questionnaire.contact_phone)],
    [labels.email, orEmpty(questionnaire.contact_email)],
  );

  const beneficiaryRows: [string, string][] = [
    [labels.beneficiaryName, orEmpty(request.customer_full_name)],
    [labels.innKpp, `${orEmpty(request.customer_inn)} / ${orEmpty(request.customer_kpp)}`],
    [labels.ogrn, orEmpty(request.customer_ogrn)],
    [labels.beneficiaryAddress, orEmpty(request.customer_address)],
  ];
  if (parameters.beneficiary) beneficiaryRows.push([labels.beneficiaryRole, printTexts.beneficiaryRoles[parameters.beneficiary]]);

  const tenderRows: [string, string][] = [
    [labels.tenderNumber, orEmpty(tender.notification_number ?? request.tender_number)],
    [labels.law, tender.law === 'commercial' ? printTexts.commercialLaw : orEmpty(dictionaryLabel('laws', tender.law))],
    [labels.subject, orEmpty(tender.order_name)],
  ];
  if (tender.lot_number) tenderRows.push([labels.lot, String(tender.lot_number)]);
  if (tender.ikz) tenderRows.push([labels.ikz, tender.ikz]);
  tenderRows.push([labels.maxPrice, tender.max_price === null || tender.max_price === undefined ? printTexts.empty : formatMoney(tender.max_price)]);
  if (tender.publish_date) tenderRows.push([labels.publishDate, formatDate(tender.publish_date)]);
  if (tender.contract_number) tenderRows.push([labels.contract, printTexts.contractNumber(tender.contract_number, formatDate(tender.contract_date))]);
  if (tender.link) tenderRows.push([labels.link, tender.link]);

  const guaranteeRows: [string, string][] = [
    [labels.guaranteeType, orEmpty(dictionaryLabel('guaranteeTypes', parameters.stage))],
    [labels.sum, money(parameters.sum)],
  ];
  if (currency === 'rub') guaranteeRows.push([labels.sumInWords, rublesInWords(parameters.sum)]);
  if (parameters.stage !== 'y') guaranteeRows.push([labels.contractSum, money(parameters.contractSum)]);
  guaranteeRows.push([labels.period, printTexts.periodFromTo(formatDate(parameters.dateFrom), formatDate(parameters.dateTo))]);
  if (parameters.daysCount) guaranteeRows.push([labels.days, formatNumber(parameters.daysCount)]);
  if (parameters.stage !== 'y') guaranteeRows.push([labels.advance, yesNo(parameters.hasAdvance)]);
  guaranteeRows.push([labels.indisputable, yesNo(parameters.hasIndisputable)]);
  if (parameters.delivery_type) guaranteeRows.push([labels.form, orEmpty(dictionaryLabel('documentForms', parameters.delivery_type))]);
  if (parameters.additionalInfoText?.trim()) guaranteeRows.push([labels.additional, parameters.additionalInfoText.trim()]);

  const content: Content[] = [
    { text: options.bankName ? texts.to(options.bankName) : texts.toAnyBank, alignment: 'right', fontSize: 9.5, margin: [0, 0, 0, 14] },
    { text: texts.title, style: 'title' },
    { text: texts.subtitle, style: 'subtitle' },
    { text: texts.number(request.id, date), style: 'number', margin: [0, 4, 0, 12] },
    { text: texts.intro(principal), style: 'paragraph' },
    section(texts.sections.principal, requisitesTable(principalRows), principalRows.length),
    section(texts.sections.beneficiary, requisitesTable(beneficiaryRows), beneficiaryRows.length),
    section(texts.sections.tender, requisitesTable(tenderRows), tenderRows.length),
    section(texts.sections.guarantee, requisitesTable(guaranteeRows), guaranteeRows.length),
    signatureBlock(signer?.post ?? '', signer?.initials ?? '', printTexts.signedOn(date), !request.is_ip, [
      sectionHeading(texts.sections.declarations),
      { ol: texts.declarations.map((text) => ({ text, style: 'paragraph' })) },
    ]),
  ];

  return documentFrame(
    `${texts.heading} ${texts.subtitle} ${texts.number(request.id, date)}`,
    pageHeader(`${request.name}, ${labels.inn} ${request.inn}`, `${texts.heading} ${texts.number(request.id, date)}`),
    pageFooter(options.today),
    content,
  );
}
