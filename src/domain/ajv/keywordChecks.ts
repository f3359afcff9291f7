import { checkBalanceEqual } from '../checks/checkBalanceEqual';
import { checkBik } from '../checks/checkBik';
import { checkBirthCertificateNumber } from '../checks/checkBirthCertificateNumber';
import { checkBirthCertificateSerial } from '../checks/checkBirthCertificateSerial';
import { checkCorrespondentAccount } from '../checks/checkCorrespondentAccount';
import { checkDocTypeForAge } from '../checks/checkDocTypeForAge';
import { checkEmail } from '../checks/checkEmail';
import { checkInn } from '../checks/checkInn';
import { checkKpp } from '../checks/checkKpp';
import { checkOgrn } from '../checks/checkOgrn';
import { checkOktmo } from '../checks/checkOktmo';
import { checkPassportDate } from '../checks/checkPassportDate';
import { checkPhone } from '../checks/checkPhone';
import { checkSettlementAccount } from '../checks/checkSettlementAccount';
import { checkSharesTotal } from '../checks/checkSharesTotal';
import { checkSnils } from '../checks/checkSnils';

/** Value of `ruInn` / `ruOgrn` in a schema: any taxpayer, only an organisation, or only a person. */
export type TaxpayerKeyword = true | 'legal' | 'individual';

/** Value of keywords that read a sibling BIK. */
export interface BikFieldKeyword {
  readonly bikField: string;
}

/** Value of `sharesTotal`. */
export interface SharesTotalKeyword {
  readonly max?: number;
  readonly field?: string;
}

/** Value of `balanceEqual`. */
export interface BalanceEqualKeyword {
  readonly left: string;
  readonly right: string;
  readonly tolerance?: number;
}

/** Value of `ruPassportDate`: names of the sibling fields the issue date is judged against. */
export interface PassportDateKeyword {
  readonly birthDateField: string;
  readonly citizenshipField?: string;
  readonly docTypeField?: string;
}

/** Value of `ruDocTypeForAge`. */
export interface DocTypeForAgeKeyword {
  readonly birthDateField: string;
  readonly citizenshipField?: string;
}

function sibling(parent: unknown, field: string | undefined): unknown {
  if (field === undefined || parent === null || typeof parent !== 'object') return undefined;
  return (parent as Record<string, unknown>)[field];
}

/**
 * What each custom keyword runs at validation time. Generated validation code calls these as
 * `check(data, keywordValue, parentData)`; they are kept in one exported object so that precompiled
 * (standalone) validators can import them by keyword name.
 */
export const ruKeywordChecks = {
  ruInn: (data: string, kind: TaxpayerKeyword) => checkInn(data, kind === true ? 'any' : kind),
  ruOgrn: (data: string, kind: TaxpayerKeyword) => checkOgrn(data, kind === true ? 'any' : kind),
  ruKpp: (data: string) => checkKpp(data),
  ruBik: (data: string) => checkBik(data),
  ruAccount: (data: string, keyword: BikFieldKeyword, parent: unknown) =>
    checkSettlementAccount(data, sibling(parent, keyword.bikField)),
  ruCorrAccount: (data: string, keyword: BikFieldKeyword, parent: unknown) =>
    checkCorrespondentAccount(data, sibling(parent, keyword.bikField)),
  ruSnils: (data: string) => checkSnils(data),
  ruOktmo: (data: string) => checkOktmo(data),
  ruPhone: (data: string) => checkPhone(data),
  ruEmail: (data: string) => checkEmail(data),
  sharesTotal: (data: readonly unknown[], keyword: SharesTotalKeyword) =>
    checkSharesTotal(data, keyword.field, keyword.max),
  balanceEqual: (data: Readonly<Record<string, unknown>>, keyword: BalanceEqualKeyword) =>
    checkBalanceEqual(data, keyword.left, keyword.right, keyword.tolerance),
  ruPassportDate: (data: string, keyword: PassportDateKeyword, parent: unknown) =>
    checkPassportDate(
      data,
      {
        birthDate: sibling(parent, keyword.birthDateField),
        citizenship: sibling(parent, keyword.citizenshipField),
        docType: sibling(parent, keyword.docTypeField),
      },
      new Date(),
    ),
  ruDocTypeForAge: (data: string, keyword: DocTypeForAgeKeyword, parent: unknown) =>
    checkDocTypeForAge(data, sibling(parent, keyword.birthDateField), sibling(parent, keyword.citizenshipField), new Date()),
  ruBirthCertificateSerial: (data: string) => checkBirthCertificateSerial(data),
  ruBirthCertificateNumber: (data: string) => checkBirthCertificateNumber(data),
};

/** Names of the custom keywords (a contract with every schema that uses them). */
export type RuKeyword = keyof typeof ruKeywordChecks;
