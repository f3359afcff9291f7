import type { BankSettings } from '../banks';
import { formatDate } from '../format/formatDate';
import type { OrganizationDocumentsWire } from '../wire/accessionWire';
import { bankCatalogueTexts } from './texts';

const t = bankCatalogueTexts.standing;

/** How the organisation stands with one bank, by what it signed with the operator (docs/accession.md). */
export type BankStandingKind = 'signed' | 'covered' | 'agreementSigned' | 'accessionDue' | 'agreementDue' | 'closed' | 'archive' | 'unknown';

export interface BankStanding {
  readonly kind: BankStandingKind;
  /** Whether a draft may be sent to the bank now, as far as the documents go. */
  readonly open: boolean;
  readonly label: string;
  readonly detail: string;
}

/** What of GET /v2/user/read/docs/sign the standing reads. */
export type StandingSource = Pick<OrganizationDocumentsWire, 'regulations_overdue' | 'regulations_deadline' | 'covered_banks'> & {
  readonly documents: readonly Pick<OrganizationDocumentsWire['documents'][number], 'kind' | 'title' | 'bank' | 'is_signed' | 'deadline'>[];
};

/**
 * The agent's standing with a bank (the banks page), from the organisation's documents as
 * GET /v2/user/read/docs/sign gives them, by the rules of docs/accession.md: an archived bank takes
 * nothing; an accession unsigned past its deadline closes every bank; a partner bank that joined after
 * the organisation registered needs its additional agreement signed; a partner bank that joined before
 * is covered by the agency agreement; an accession still in its grace is due but leaves sending open.
 * @param source null when the documents could not be read
 */
export function bankStanding(bank: Pick<BankSettings, 'uuid' | 'type'>, source: StandingSource | null): BankStanding {
  if (bank.type === 'archive') return { kind: 'archive', open: false, ...t.archive };
  if (source === null) return { kind: 'unknown', open: true, ...t.unknown };
  const accession = source.documents.find((document) => document.kind !== 'partner_agreement');
  if (source.regulations_overdue && accession && source.regulations_deadline) {
    return { kind: 'closed', open: false, label: t.closed.label, detail: t.closed.detail(accession.title, formatDate(source.regulations_deadline)) };
  }
  const agreement = source.documents.find((document) => document.kind === 'partner_agreement' && document.bank?.uuid === bank.uuid);
  if (agreement && !agreement.is_signed) return { kind: 'agreementDue', open: false, ...t.agreementDue };
  if (accession && !accession.is_signed) {
    const detail = accession.deadline ? t.accessionDue.detail(accession.title, formatDate(accession.deadline)) : t.accessionDue.undated(accession.title);
    return { kind: 'accessionDue', open: true, label: t.accessionDue.label, detail };
  }
  if (agreement) return { kind: 'agreementSigned', open: true, ...t.agreementSigned };
  if (bank.type === 'partner' && source.covered_banks.some((covered) => covered.uuid === bank.uuid)) return { kind: 'covered', open: true, ...t.covered };
  return { kind: 'signed', open: true, ...t.signed };
}
