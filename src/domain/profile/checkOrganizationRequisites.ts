import { checkKpp } from '../checks/checkKpp';
import { checkOgrn } from '../checks/checkOgrn';

/** Problems of an organisation's new KPP and OGRN, by field (empty when they may be saved). */
export type RequisitesErrors = Partial<Record<'kpp' | 'ogrn', string>>;

export const requisitesMessages = {
  kppOfSoleTrader: 'У индивидуального предпринимателя нет КПП',
  nothingToChange: 'Укажите новый КПП или ОГРН',
} as const;

/**
 * Checks the KPP and OGRN an organisation's member asks to save (POST
 * /v1/organization/write/update/kpp_or_ogrn). The INN says what the organisation is: 10 digits — a legal
 * entity with a 13-digit ОГРН and a KPP; 12 — a sole trader with a 15-digit ОГРНИП and no KPP. Absent
 * fields are left as they are.
 */
export function checkOrganizationRequisites(inn: string, change: { kpp?: string | undefined; ogrn?: string | undefined }): RequisitesErrors {
  const soleTrader = inn.length === 12;
  const errors: RequisitesErrors = {};
  if (change.kpp !== undefined) {
    const problem = soleTrader ? requisitesMessages.kppOfSoleTrader : checkKpp(change.kpp);
    if (problem) errors.kpp = problem;
  }
  if (change.ogrn !== undefined) {
    const problem = checkOgrn(change.ogrn, soleTrader ? 'individual' : 'legal');
    if (problem) errors.ogrn = problem;
  }
  return errors;
}
