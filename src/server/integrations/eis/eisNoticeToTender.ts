import type { Tender, TenderLaw, TenderLot, TenderLotCustomer, TenderOrganization } from '../datasets';
import type { EisCustomerRequirement, EisLot, EisNotice, EisOrganization } from './eisNotice';
import { supplierSelectionOf } from './placingWays';
import { uuidFromName } from './uuidFromName';

/** A gateway answer that does not have the shape of a notice. */
export class NoticeShapeError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'NoticeShapeError';
  }
}

const laws: Readonly<Record<string, (notice: EisNotice) => TenderLaw>> = {
  '44-FZ': () => 44,
  '223-FZ': (notice) => (notice.smallBusinessOnly ? 2235 : 223),
  '615-PP': () => 615,
};

/** The EIS type of a notice as the product names it: the 44-FZ placing way code, '223', 'ea615', 'closed'. */
function typeOf(law: TenderLaw, notice: EisNotice): string {
  if (notice.closed) return 'closed';
  if (law === 223 || law === 2235) return '223';
  if (law === 615) return 'ea615';
  return notice.placingWay.code.toLowerCase();
}

const day = (dateTime: string | null | undefined): string | null => (dateTime ? dateTime.slice(0, 10) : null);

const money = (value: number): number => Math.round(value * 100) / 100;

/** The sum of the amounts present, or null when none is. */
function sumOf(amounts: readonly (number | null | undefined)[]): number | null {
  const present = amounts.filter((amount): amount is number => typeof amount === 'number');
  return present.length === 0 ? null : money(present.reduce((a, b) => a + b, 0));
}

function organization(org: EisOrganization): TenderOrganization {
  const person = org.contactPerson;
  return {
    inn: org.INN,
    kpp: org.KPP,
    ogrn: org.OGRN,
    okpo: org.OKPO ?? null,
    oktmo: org.OKTMO ?? null,
    full_name: org.fullName,
    short_name: org.shortName ?? org.fullName,
    address: org.factAddress,
    post_address: org.postAddress ?? org.factAddress,
    // The tax office that registered the organisation (first two digits of the KPP) is in its region.
    region_code: (org.KPP ?? org.INN).slice(0, 2),
    email: org.email ?? null,
    phone: org.phone ?? null,
    contact_person: person ? [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ') : null,
  };
}

function lotCustomer(requirement: EisCustomerRequirement, index: number): TenderLotCustomer {
  const { customer } = requirement;
  return {
    order_num: index + 1,
    inn: customer.INN,
    kpp: customer.KPP,
    ogrn: customer.OGRN,
    name: customer.fullName,
    oktmo: customer.OKTMO ?? null,
    max_price: money(requirement.maxPrice),
    participation_sum_bg: requirement.applicationGuarantee?.amount ?? null,
    execution_sum_bg: requirement.contractGuarantee?.amount ?? null,
    gw_bg_sum: requirement.warrantyObligationsGuarantee?.amount ?? null,
    ikz: requirement.IKZ ?? null,
  };
}

function lot(eisLot: EisLot, notice: EisNotice): TenderLot {
  const requirements = eisLot.customerRequirements;
  const joint = requirements.length > 1;
  return {
    lot_number: eisLot.lotNumber,
    order_name: eisLot.lotObjectInfo ?? notice.purchaseObjectInfo,
    max_price: money(eisLot.maxPrice),
    okpd2_list: eisLot.OKPD2.map((okpd) => okpd.code),
    // One bid secures the whole lot, so its guarantee covers every customer's part; contracts are signed
    // per customer, so execution and warranty guarantees of a joint lot exist only per customer.
    participation_sum_bg: sumOf(requirements.map((r) => r.applicationGuarantee?.amount)),
    execution_sum_bg: joint ? null : (requirements[0]?.contractGuarantee?.amount ?? null),
    gw_bg_sum: joint ? null : (requirements[0]?.warrantyObligationsGuarantee?.amount ?? null),
    ikz: joint ? null : (requirements[0]?.IKZ ?? null),
    // A lot lists its customers only when there are several (a joint procurement).
    customers: joint ? requirements.map(lotCustomer) : [],
  };
}

function checkShape(notice: unknown): asserts notice is EisNotice {
  const n = notice as Partial<EisNotice> | null;
  if (!n || typeof n !== 'object') throw new NoticeShapeError('the answer is not an object');
  if (typeof n.purchaseNumber !== 'string') throw new NoticeShapeError('no purchaseNumber');
  if (typeof n.law !== 'string' || !laws[n.law]) throw new NoticeShapeError(`unknown law ${String(n.law)}`);
  if (!n.placingWay || typeof n.placingWay.code !== 'string' || typeof n.placingWay.name !== 'string') throw new NoticeShapeError('no placingWay');
  if (!n.responsibleOrg || typeof n.responsibleOrg.INN !== 'string') throw new NoticeShapeError('no responsibleOrg');
  if (!Array.isArray(n.lots) || n.lots.length === 0) throw new NoticeShapeError('no lots');
  for (const l of n.lots) {
    if (typeof l?.maxPrice !== 'number' || !Array.isArray(l.customerRequirements) || l.customerRequirements.length === 0) {
      throw new NoticeShapeError(`lot ${String(l?.lotNumber)} has no price or customers`);
    }
    if (typeof l.executionStartDate !== 'string' || typeof l.executionEndDate !== 'string') throw new NoticeShapeError('lot without execution dates');
  }
}

/**
 * The extended tender of spec-1 §3 from an EIS notice. Procurement-level guarantee sums are the lot's
 * when there is one lot and absent when lots differ; the customer is the first customer of the first
 * lot; the uuid is derived from the registry number, so a notice keeps its uuid between calls.
 * @throws NoticeShapeError when the answer is not a notice
 */
export function eisNoticeToTender(notice: unknown): Tender {
  checkShape(notice);
  const law = laws[notice.law]!(notice);
  const lots = notice.lots.map((eisLot) => lot(eisLot, notice));
  const firstLot = notice.lots[0]!;
  const first = firstLot.customerRequirements[0]!;
  const customer = organization(first.customer);
  const single = lots.length === 1 ? lots[0]! : null;
  const ikz = first.IKZ ?? null;
  const customerOrgs = notice.lots.flatMap((l) => l.customerRequirements.map((r) => r.customer));
  return {
    uuid: uuidFromName(`https://zakupki.gov.ru/epz/order/notice/${notice.purchaseNumber}`),
    notification_number: notice.purchaseNumber,
    lot_number: firstLot.lotNumber,
    contract_number: null,
    contract_type: law === 44 || law === 615 ? 'contract' : 'agreement',
    law,
    fz: String(law === 2235 ? 223 : law),
    is275: notice.is275FZ ?? false,
    type: typeOf(law, notice),
    tender_type: notice.placingWay.name,
    supplier_selection: notice.withoutPlacement ? 2 : supplierSelectionOf(notice.placingWay, notice.closed ?? false),
    placement_type: notice.closed ? 1 : notice.withoutPlacement ? 2 : 0,
    link: notice.href ?? null,
    protocol_link: notice.protocolHref ?? null,
    document_scope: (notice.attachments ?? []).map((a) => a.docDescription),
    ikz,
    iku: law === 44 && ikz && /^\d{36}$/.test(ikz) ? ikz.slice(2, 22) : null,
    okpd2_list: [...new Set(lots.flatMap((l) => l.okpd2_list))],
    order_name: notice.purchaseObjectInfo,
    max_price: money(notice.lots.reduce((sum, l) => sum + l.maxPrice, 0)),
    currency: 'RUB',
    contract_date: day(firstLot.plannedContractDate),
    execution_from: notice.lots.map((l) => l.executionStartDate.slice(0, 10)).sort()[0]!,
    execution_to: notice.lots.map((l) => l.executionEndDate.slice(0, 10)).sort().at(-1)!,
    publish_date: day(notice.docPublishDTInEIS),
    participation_end_date: day(notice.collectingEndDT),
    participation_sum_bg: single ? single.participation_sum_bg : null,
    execution_sum_bg: single ? single.execution_sum_bg : null,
    gw_bg_sum: single ? single.gw_bg_sum : null,
    fck: notice.treasurySupport ?? false,
    is_only_msp: notice.smallBusinessOnly ?? false,
    is_joint: notice.lots.some((l) => l.customerRequirements.length > 1),
    customer_inn: customer.inn,
    customer_kpp: customer.kpp,
    customer_ogrn: customer.ogrn,
    customer_name: customer.full_name,
    customer_address: customer.address,
    okpo: customer.okpo,
    oktmo: customer.oktmo,
    emails: [...new Set(customerOrgs.map((c) => c.email).filter((e): e is string => Boolean(e)))],
    phones: [...new Set(customerOrgs.map((c) => c.phone).filter((p): p is string => Boolean(p)))],
    post_address: customer.post_address,
    customer,
    organizer: organization(notice.responsibleOrg),
    lots,
  };
}
