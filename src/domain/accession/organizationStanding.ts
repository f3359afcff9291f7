import type { OrganizationDocumentKind } from './accessionSettings';
import type { OrganizationDuty } from './organizationDuties';

/** An edition the organisation holds a verified signature of. */
export interface SignedEdition {
  readonly kind: OrganizationDocumentKind;
  readonly bank_uuid: string | null;
  readonly version: number;
}

export interface DutyStanding extends OrganizationDuty {
  readonly signed: boolean;
  /** An accession unsigned after its deadline. */
  readonly overdue: boolean;
}

/** Where an organisation stands with its documents: the User flags and what sending may not do. */
export interface OrganizationStanding {
  readonly duties: readonly DutyStanding[];
  readonly is_regulations_signed: boolean;
  /** An additional agreement of a partner bank is unsigned. */
  readonly need_sign_add_agreement: boolean;
  readonly has_unsigned_docs: boolean;
  /** The accession is unsigned past its deadline: nothing is sent to any bank until it is signed. */
  readonly regulations_overdue: boolean;
  /** Its deadline while the accession is unsigned (YYYY-MM-DD), else null. */
  readonly regulations_deadline: string | null;
  /** Partner banks closed until their additional agreement is signed. */
  readonly blocked_banks: readonly string[];
}

/**
 * The standing of an organisation from its duties and the editions it really signed: a duty counts as
 * signed only for its own edition (a new edition needs a new signature), and an accession unsigned
 * after its deadline (`today` later than it) is overdue.
 */
export function organizationStanding(duties: readonly OrganizationDuty[], signed: readonly SignedEdition[], today: string): OrganizationStanding {
  const standings = duties.map((duty): DutyStanding => {
    const isSigned = signed.some((edition) => edition.kind === duty.kind && edition.bank_uuid === duty.bank_uuid && edition.version === duty.version);
    return { ...duty, signed: isSigned, overdue: !isSigned && duty.deadline !== null && today > duty.deadline };
  });
  const accession = standings.find((duty) => duty.kind !== 'partner_agreement');
  const agreements = standings.filter((duty) => duty.kind === 'partner_agreement');
  return {
    duties: standings,
    is_regulations_signed: accession?.signed ?? true,
    need_sign_add_agreement: agreements.some((duty) => !duty.signed),
    has_unsigned_docs: standings.some((duty) => !duty.signed),
    regulations_overdue: accession?.overdue ?? false,
    regulations_deadline: accession && !accession.signed ? accession.deadline : null,
    blocked_banks: agreements.filter((duty) => !duty.signed && duty.bank_uuid !== null).map((duty) => duty.bank_uuid as string),
  };
}
