import type { BankSettings } from '../../domain/banks';
import type { Executor } from '../db/schema';
import { dictionaryLabel } from '../printforms/dictionaryLabel';
import type { PrintableDeal } from '../printforms/PrintableDeal';
import type { PrintableRequest } from '../printforms/PrintableRequest';
import { signerOf } from '../printforms/signerOf';
import { printableDataOf } from './printForms';
import type { RequestRecord } from './requestRecord';

/**
 * The parties of a deal with one bank, as its documents print them: the request's applicant (from the
 * register and the request's steps), the bank of config/banks.json, the purchase's customer as the
 * beneficiary, and the signer the request names (the marked signer, else the head).
 */
export async function printableDealOf(db: Executor, request: RequestRecord, bank: BankSettings, now: Date): Promise<PrintableDeal> {
  const data = await printableDataOf(db, request, now);
  return {
    requestNumber: request.id,
    principal: { name: request.name, inn: request.inn, kpp: request.kpp, ogrn: request.ogrn ?? (data.request.ogrn || null), is_ip: request.is_ip },
    bank: { full_name: bank.full_name, bank_name: bank.bank_name, inn: bank.inn, bik: bank.bik },
    beneficiary: { name: data.request.customer_full_name ?? null, inn: data.request.customer_inn ?? null },
    tender: { number: data.tender?.notification_number ?? request.tender_number ?? null, subject: data.tender?.order_name ?? null },
    guaranteeType: dictionaryLabel('guaranteeTypes', data.parameters?.stage),
    // signerOf reads only the persons and the applicant's kind.
    signer: signerOf(data as PrintableRequest),
  };
}
