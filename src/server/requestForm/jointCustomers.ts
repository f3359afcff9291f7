import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { changeRequest, getRequestForUser } from '../requests/requestRepository';
import { formStateOf, type FormState } from './formState';
import { moscowToday, parametersForToday, savePayloadIn } from './stepSaving';
import { requestFormTexts } from './texts';

type Customer = Record<string, unknown>;

/** Fields of a joint customer kept by the guarantee step and by the requisites step (spec-1 §3 Joint-request customer). */
const parameterFields = ['order_num', 'name', 'is_active', 'sum', 'date_from'] as const;
const contactFields = ['order_num', 'name', 'is_active', 'oktmo', 'phone', 'email', 'contacts_confirmed'] as const;
const contactOnly = ['oktmo', 'phone', 'email', 'contacts_confirmed'] as const;

const listOf = (data: Record<string, unknown> | undefined): Customer[] =>
  Array.isArray(data?.['customers']) ? (data['customers'] as unknown[]).filter((item): item is Customer => item !== null && typeof item === 'object') : [];

const pick = (customer: Customer, fields: readonly string[]): Customer =>
  Object.fromEntries(fields.filter((field) => customer[field] !== undefined).map((field) => [field, customer[field]]));

/** The joint customers as one list: the guarantee step's entries with the contacts of the requisites step. */
export function customersOf(state: FormState): Customer[] {
  const contacts = listOf(state.rows.get('detail-contacts')?.data);
  return listOf(state.rows.get('guaranty-detail-info')?.data).map((customer) => ({
    ...pick(contacts.find((item) => item['order_num'] === customer['order_num']) ?? {}, contactOnly),
    ...customer,
  }));
}

/** GET /v2/bgrequest/read/{id}/customers/all and …/{x}: the customers, or the one with that order number. */
export async function readCustomers(db: Executor, viewer: RequestViewer, id: number): Promise<Customer[]> {
  const request = await getRequestForUser(db, viewer, id);
  return customersOf(await formStateOf(db, request));
}

function merged(list: readonly Customer[], incoming: readonly Customer[], fields: readonly string[]): Customer[] {
  const result = list.map((customer) => ({ ...customer }));
  for (const customer of incoming) {
    const part = pick(customer, fields);
    const index = result.findIndex((item) => item['order_num'] === customer['order_num']);
    if (index >= 0) result[index] = { ...result[index], ...part };
    else result.push(part);
  }
  return result.sort((a, b) => Number(a['order_num']) - Number(b['order_num']));
}

/**
 * POST /v2/bgrequest/write/{id}/customers/{x} (one) and …/all (the list): the guarantee fields go to
 * the guarantee step, the contacts to the requisites step, and each step is judged again by its own
 * rules (the joint sum, the customer's contacts) before anything is stored.
 */
export async function saveCustomers(db: Db, viewer: RequestViewer, id: number, customers: readonly Customer[], now: Date = new Date()): Promise<Customer[]> {
  return changeRequest(db, viewer, id, async (trx, request) => {
    const state = await formStateOf(trx, request);
    const parameters = state.rows.get('guaranty-detail-info')?.data;
    if (!parameters) throw AppError.badRequest(requestFormTexts.parametersNotSaved);
    const nextParameters = { ...parameters, customers: merged(listOf(parameters), customers, parameterFields) };
    await savePayloadIn(trx, viewer, request, 'guaranty-detail-info', 'guaranty-detail-info', parametersForToday(nextParameters, moscowToday(now)));
    const contacts = state.rows.get('detail-contacts')?.data;
    const hasContacts = customers.some((customer) => contactOnly.some((field) => customer[field] !== undefined));
    if (contacts) {
      await savePayloadIn(trx, viewer, request, 'detail-contacts', 'detail-contacts', { ...contacts, customers: merged(listOf(contacts), customers, contactFields) });
    } else if (hasContacts) {
      throw AppError.badRequest(requestFormTexts.contactsNotSaved);
    }
    return customersOf(await formStateOf(trx, request));
  });
}

/** The customer with this order number, or 404 'Заказчик не найден'. */
export function customerNumbered(customers: readonly Customer[], orderNum: number): Customer {
  const found = customers.find((customer) => customer['order_num'] === orderNum);
  if (!found) throw AppError.notFound(requestFormTexts.customerNotFound);
  return found;
}
