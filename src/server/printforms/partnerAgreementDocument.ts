import type { BankSettings } from '../../domain/banks';
import { legalParties } from '../../domain/legal/fillParties';
import { organizationRows } from './accessionDocument';
import { accessionPrintTexts as t } from './accessionTexts';
import { formatDate, fullNameOf, initialsOf, orEmpty } from './format';
import { documentFrame, pageFooter, pageHeader, requisitesTable, section, signatureBlock, type Content } from './layout';
import type { PrintableOrganization } from './PrintableOrganization';
import { printTexts } from './texts';

/** One edition of a partner bank's additional agreement. */
export interface PartnerAgreementEdition {
  bank: Pick<BankSettings, 'bank_name' | 'full_name' | 'inn' | 'bik' | 'corr_account'>;
  version: number;
  /** YYYY-MM-DD */
  connected_on: string;
}

/**
 * The additional agreement that connects a partner bank to an agent's agency agreement (its clause
 * 5.1): the parties, the bank with its requisites and the day it joined the platform, the terms, the
 * agent's details and the signature.
 */
export function partnerAgreementDocument(organization: PrintableOrganization, edition: PartnerAgreementEdition, today: string) {
  const { bank } = edition;
  const { labels } = printTexts;
  const bankRows: [string, string][] = [
    [t.labels.bankFullName, bank.full_name],
    [t.labels.bankName, bank.bank_name],
    [labels.inn, orEmpty(bank.inn)],
    [labels.bik, orEmpty(bank.bik)],
    [labels.corAccount, orEmpty(bank.corr_account)],
    [t.labels.connectedOn, formatDate(edition.connected_on)],
  ];
  // The representative and the registration day are in the parties' paragraph already.
  const agentRows = organizationRows(organization).slice(0, 3);
  const content: Content[] = [
    { text: t.partner.title, style: 'title' },
    { text: t.partner.subtitle(bank.bank_name), style: 'subtitle' },
    { text: t.edition(edition.version, formatDate(edition.connected_on)), style: 'number', margin: [0, 4, 0, 12] },
    {
      text: t.partner.parties(legalParties.operator.fullName ?? '', organization.name, fullNameOf(organization.signer), formatDate(organization.registered_on)),
      style: 'paragraph',
    },
    section(t.sections.bank, requisitesTable(bankRows), bankRows.length),
    { text: t.sections.terms, style: 'section' },
    { ol: t.partner.terms.map((text) => ({ text, style: 'paragraph' })) },
    section(t.sections.agent, requisitesTable(agentRows), agentRows.length),
    signatureBlock(organization.signer.post ?? (organization.is_ip ? printTexts.entrepreneurPost : t.representativePost), initialsOf(organization.signer), printTexts.signedOn(today), !organization.is_ip, [
      { text: t.electronic, fontSize: 8, color: '#3a3f45', alignment: 'justify', margin: [0, 10, 0, 0] },
    ]),
  ];
  return documentFrame(
    t.partner.heading(bank.bank_name),
    pageHeader(`${organization.name}, ${labels.inn} ${organization.inn}`, t.partner.header(bank.bank_name)),
    pageFooter(today),
    content,
  );
}
