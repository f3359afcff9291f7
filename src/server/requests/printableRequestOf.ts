import type { PartyData, TenderLaw } from '../integrations/datasets/types';
import type { PrintablePerson, PrintableRequest, PrintableTender } from '../printforms/PrintableRequest';
import { guaranteeFromTender } from './guaranteeFromTender';
import { moscowDate } from './moscowDate';
import type { RequestRecord } from './requestRecord';

const lawKeys: Readonly<Record<TenderLaw, PrintableTender['law']>> = {
  0: null,
  1: 'commercial',
  44: '44fz',
  // 223-FZ for small business only is a 223-FZ procurement on paper.
  223: '223fz',
  2235: '223fz',
  615: '615pp',
};

function isoDay(timestamp: number | null): string | null {
  return timestamp === null ? null : new Date(timestamp).toISOString().slice(0, 10);
}

/** 'Иванов Иван Иванович' as the person's three names; a name of one word is the surname. */
function personOfName(fullName: string): Pick<PrintablePerson, 'last_name' | 'first_name' | 'middle_name'> {
  const [last = '', first = '', ...rest] = fullName.trim().split(/\s+/);
  return { last_name: last, first_name: first, middle_name: rest.length > 0 ? rest.join(' ') : null };
}

function headOf(company: PartyData): PrintablePerson | null {
  if (company.type === 'INDIVIDUAL' && company.fio) {
    return { last_name: company.fio.surname, first_name: company.fio.name, middle_name: company.fio.patronymic, inn: company.inn, is_head: true };
  }
  if (!company.management?.name) return null;
  // The register writes the post as text («Генеральный директор»); the forms print it as it is.
  return { ...personOfName(company.management.name), is_head: true, eioPost: company.management.post };
}

/**
 * What the print forms show for a request today: the request record; the applicant from the company
 * register (names, codes, OKVED, registration date, legal address, head); the procurement and its
 * customer as the beneficiary from the saved tender; the guarantee the tender asks for
 * ({@link guaranteeFromTender}). Bank details, contacts, passports, founders and beneficial owners
 * are not known before the questionnaire steps exist and print as empty.
 * @param company the register's record of the applicant, or null when the register does not know it
 * @param today YYYY-MM-DD on Moscow time
 * @returns the data, with `parameters` null when the tender names no guarantee to print
 */
export function printableRequestOf(
  request: RequestRecord,
  company: PartyData | null,
  today: string = moscowDate(),
): Omit<PrintableRequest, 'parameters'> & { parameters: PrintableRequest['parameters'] | null } {
  const tender = request.tender;
  const customer = tender?.customer;
  const head = company ? headOf(company) : null;
  return {
    request: {
      id: request.id,
      created_at: moscowDate(request.created_at),
      inn: request.inn,
      kpp: request.kpp,
      ogrn: request.ogrn ?? company?.ogrn ?? '',
      name: request.name,
      is_ip: request.is_ip,
      region_name: company?.address.data.region_with_type ?? null,
      tender_number: request.tender_number,
      customer_full_name: customer?.full_name ?? tender?.customer_name ?? null,
      customer_inn: customer?.inn ?? tender?.customer_inn ?? null,
      customer_kpp: customer?.kpp ?? tender?.customer_kpp ?? null,
      customer_ogrn: customer?.ogrn ?? tender?.customer_ogrn ?? null,
      customer_address: customer?.address ?? tender?.customer_address ?? null,
    },
    tender: tender
      ? {
          notification_number: tender.notification_number ?? null,
          order_name: tender.order_name ?? null,
          law: lawKeys[tender.law],
          ikz: tender.ikz ?? null,
          max_price: tender.max_price ?? null,
          lot_number: tender.lot_number ?? null,
          link: tender.link ?? null,
          publish_date: tender.publish_date ?? null,
          contract_number: tender.contract_number ?? null,
          contract_date: tender.contract_date ?? null,
        }
      : null,
    parameters: guaranteeFromTender(tender, today),
    questionnaire: {
      full_name: company?.name.full_with_opf ?? request.name,
      short_name: company?.name.short_with_opf ?? null,
      opf: company?.opf.full ?? null,
      okpo: company?.okpo ?? null,
      oktmo: company?.oktmo ?? null,
      okved_code: company?.okved ?? null,
      okved_name: company?.okved_name ?? null,
      registration_date: company ? isoDay(company.state.registration_date) : null,
      legal_address: company?.address.unrestricted_value ?? null,
    },
    persons: head ? [head] : [],
    founders: [],
  };
}
