/**
 * A notice as the EIS gateway answers `GET {EIS_URL}/api/v1/notices/{number}`: the procurement notice
 * of zakupki.gov.ru (44-FZ, 223-FZ, 615-PP) as JSON. Element names follow the EIS XML notice schemes
 * (purchaseNumber, purchaseObjectInfo, placingWay, maxPrice, applicationGuarantee, contractGuarantee,
 * IKZ), so a gateway is a plain conversion of the published documents, enriched with the requisites of
 * the organisations from the EIS register of organisations.
 */
export interface EisNotice {
  purchaseNumber: string;
  /** '44-FZ', '223-FZ' or '615-PP'. */
  law: string;
  /** 223-FZ purchases open only to small and medium businesses. */
  smallBusinessOnly?: boolean;
  placingWay: { code: string; name: string };
  /** A closed procurement (closed auction or contest). */
  closed?: boolean;
  /** Sole supplier without a notice (44-FZ art. 93): no placement. */
  withoutPlacement?: boolean;
  /** State defence order (275-FZ). */
  is275FZ?: boolean;
  /** Treasury supervision of the contract (казначейское сопровождение). */
  treasurySupport?: boolean;
  purchaseObjectInfo: string;
  href: string | null;
  protocolHref?: string | null;
  /** ISO date-time with the offset of the EIS (Moscow). */
  docPublishDTInEIS: string | null;
  collectingEndDT?: string | null;
  attachments?: { docDescription: string }[];
  responsibleOrg: EisOrganization;
  lots: EisLot[];
}

export interface EisOrganization {
  regNum?: string | null;
  INN: string;
  KPP: string | null;
  OGRN: string;
  OKPO?: string | null;
  OKTMO?: string | null;
  fullName: string;
  shortName?: string | null;
  factAddress: string;
  postAddress?: string | null;
  email?: string | null;
  phone?: string | null;
  contactPerson?: { lastName: string; firstName: string; middleName?: string | null } | null;
}

export interface EisLot {
  lotNumber: number;
  lotObjectInfo?: string | null;
  maxPrice: number;
  /** ISO 4217 letter code; the EIS writes RUB for rubles. */
  currency?: string;
  OKPD2: { code: string; name?: string }[];
  plannedContractDate?: string | null;
  executionStartDate: string;
  executionEndDate: string;
  customerRequirements: EisCustomerRequirement[];
}

export interface EisCustomerRequirement {
  customer: EisOrganization;
  maxPrice: number;
  applicationGuarantee?: { amount: number } | null;
  contractGuarantee?: { amount: number } | null;
  warrantyObligationsGuarantee?: { amount: number } | null;
  IKZ?: string | null;
}
