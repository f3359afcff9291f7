import { formatDate, orEmpty } from './format';
import type { Content } from './layout';
import { requisitesTable } from './layout';
import type { PrintableDeal } from './PrintableDeal';
import { printTexts } from './texts';

const { labels } = printTexts;

/** The parties of a deal's document: principal, guarantor, beneficiary, purchase. */
export function dealPartiesTable(deal: PrintableDeal, words: { principal: string; guarantor: string; beneficiary: string; tender: string }): Content {
  const principal = deal.principal.is_ip
    ? `${deal.principal.name}, ${labels.inn} ${deal.principal.inn}${deal.principal.ogrn ? `, ${labels.ogrnip} ${deal.principal.ogrn}` : ''}`
    : `${deal.principal.name}, ${labels.inn} ${deal.principal.inn}${deal.principal.kpp ? `, ${labels.kpp} ${deal.principal.kpp}` : ''}${deal.principal.ogrn ? `, ${labels.ogrn} ${deal.principal.ogrn}` : ''}`;
  const rows: [string, string][] = [
    [words.principal, principal],
    [words.guarantor, `${deal.bank.full_name}, ${labels.inn} ${deal.bank.inn}, ${labels.bik} ${deal.bank.bik}`],
    [words.beneficiary, deal.beneficiary.name ? `${deal.beneficiary.name}${deal.beneficiary.inn ? `, ${labels.inn} ${deal.beneficiary.inn}` : ''}` : printTexts.empty],
    [words.tender, [deal.tender.number ? `№ ${deal.tender.number}` : null, deal.tender.subject].filter(Boolean).join(', ') || printTexts.empty],
  ];
  if (deal.guaranteeType) rows.push([labels.guaranteeType, deal.guaranteeType]);
  return requisitesTable(rows);
}

/** «с 01.12.2026 по 30.11.2027», or the empty mark. */
export function periodOf(from: string | null, to: string | null): string {
  if (!from && !to) return printTexts.empty;
  return printTexts.periodFromTo(orEmpty(from ? formatDate(from) : null), orEmpty(to ? formatDate(to) : null));
}
