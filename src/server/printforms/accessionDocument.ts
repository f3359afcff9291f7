import { legalParties } from '../../domain/legal/fillParties';
import type { LegalBlock } from '../../domain/legal/parseLegalText';
import { accessionPrintTexts as t } from './accessionTexts';
import { formatDate, fullNameOf, initialsOf, orEmpty } from './format';
import { documentFrame, pageFooter, pageHeader, requisitesTable, section, signatureBlock, type Content } from './layout';
import { legalContent } from './legalBlocks';
import type { PrintableOrganization } from './PrintableOrganization';
import { printTexts } from './texts';

/** Which accession: an agent's (to the agency agreement) or a client's (to the user agreement). */
export interface AccessionEdition {
  audience: 'agent' | 'client';
  version: number;
  /** YYYY-MM-DD */
  effective_from: string;
  /** The text joined, as its blocks. */
  text: readonly LegalBlock[];
}

/** The organisation's rows: names and codes as the platform keeps them, and who represents it. */
export function organizationRows(organization: PrintableOrganization): [string, string][] {
  const { labels } = printTexts;
  const person = fullNameOf(organization.signer);
  return organization.is_ip
    ? [
        [labels.entrepreneurName, organization.name],
        [labels.inn, organization.inn],
        [labels.ogrnip, orEmpty(organization.ogrn)],
        [t.labels.registeredOn, formatDate(organization.registered_on)],
        [t.labels.representative, person],
      ]
    : [
        [labels.fullName, organization.name],
        [labels.innKpp, `${organization.inn} / ${orEmpty(organization.kpp)}`],
        [labels.ogrn, orEmpty(organization.ogrn)],
        [t.labels.registeredOn, formatDate(organization.registered_on)],
        [t.labels.representative, organization.signer.post ? `${person}, ${organization.signer.post}` : person],
      ];
}

/**
 * The application to join the platform's agreement (заявление о присоединении, ст. 428 ГК РФ): the
 * organisation's details and its representative, the statement, the signature, and the whole text of
 * the agreement in the edition joined as the annex, so that the signature covers the very words.
 */
export function accessionDocument(organization: PrintableOrganization, edition: AccessionEdition, today: string) {
  const texts = t[edition.audience];
  const since = formatDate(edition.effective_from);
  const rows = organizationRows(organization);
  const content: Content[] = [
    { text: t.addressee(legalParties.operator.fullNameDative ?? ''), alignment: 'right', fontSize: 9.5, margin: [0, 0, 0, 14] },
    { text: texts.title, style: 'title' },
    { text: texts.subtitle, style: 'subtitle' },
    { text: t.edition(edition.version, since), style: 'number', margin: [0, 4, 0, 12] },
    section(t.sections.organization, requisitesTable(rows), rows.length),
    signatureBlock(organization.signer.post ?? (organization.is_ip ? printTexts.entrepreneurPost : t.representativePost), initialsOf(organization.signer), printTexts.signedOn(today), !organization.is_ip, [
      { text: t.sections.statement, style: 'section' },
      ...texts.statement(organization.name, fullNameOf(organization.signer), edition.version, since).map((text) => ({ text, style: 'paragraph' })),
      { text: t.electronic, style: 'paragraph' },
    ]),
    { text: t.annex(edition.version), style: 'section', pageBreak: 'before' },
    ...legalContent(edition.text),
  ];
  return documentFrame(
    `${texts.heading}, ${t.edition(edition.version, since)}`,
    pageHeader(`${organization.name}, ${printTexts.labels.inn} ${organization.inn}`, texts.heading),
    pageFooter(today),
    content,
  );
}
