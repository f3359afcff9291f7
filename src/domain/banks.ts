import banksJson from '../../config/banks.json';

/** Group of a bank in lists (spec-2 §3.1, §3.3). */
export type BankType = 'platform' | 'partner' | 'archive';

/** How the draft agreement is discussed with the bank. */
export type DiscussType = 'form' | 'chat';

/** Finance report period codes. */
export type FinancePeriod = 'period1' | 'period2' | 'period3' | 'period4' | 'period5' | 'period6' | 'period7' | 'period8';

/** Procurement laws a bank works with in pre-scoring. */
export type PrescoringLaw = '44fz' | '223fz' | '615pp' | 'commercial';

/** Guarantee kinds a bank issues. */
export type GuaranteeType = 'y' | 'i_with_a' | 'i_without_a' | 'va' | 'go';

/** A document a bank wants attached, by type from the shared list and in the bank's own words. */
export interface RequiredDocument {
  readonly type: string;
  readonly name: string;
}

/**
 * One bank's settings (spec-2 §3.3) as kept in config/banks.json, plus the facts later rules read:
 * requisites, required documents and finance periods, pre-scoring limits and send requirements.
 */
export interface BankSettings {
  readonly uuid: string;
  readonly order: number;
  readonly internal_name: string;
  readonly bank_name: string;
  readonly full_name: string;
  readonly middle_name: string;
  readonly short_name: string;
  readonly inn: string;
  readonly bik: string;
  readonly corr_account: string;
  readonly type: BankType;
  readonly discuss_type: DiscussType;
  readonly show_customer_alert: boolean;
  readonly show_external_id: boolean;
  readonly claim_allowed: boolean;
  /**
   * Accepting this bank's offer needs the client's qualified signature: the acceptance waits in
   * offer_wait_sign until every document of the offer is signed (docs/offers-and-claims.md).
   */
  readonly offer_requires_signature: boolean;
  readonly indirect_founders_needed: boolean;
  readonly cannot_be_revoked: boolean;
  readonly cannot_be_revoked_exclude: readonly string[];
  readonly chat: {
    readonly readonly: boolean;
    /** Status keys in which writing is allowed, or the marker "splittedDemand". */
    readonly readonly_exclude: readonly string[];
    readonly demand_one_message: boolean;
    readonly cash_refund: boolean;
    readonly sending_for_sign: boolean;
  };
  /** The one bank whose chat gets sending_for_sign in the dev and demo modes. */
  readonly dev_sending_for_sign: boolean;
  readonly commission: { readonly show_sending_controls: boolean; readonly show_current_date_invoice_flag: boolean };
  readonly delivery: { readonly enabled: boolean; readonly cost: number | null };
  readonly digital_guarantee: { readonly enabled: boolean };
  readonly required_documents: readonly RequiredDocument[];
  readonly finance_periods: readonly FinancePeriod[];
  readonly prescoring: {
    readonly min_sum: number;
    readonly max_sum: number;
    /** The longest guarantee term the bank issues, days; 0: not limited. */
    readonly max_days: number;
    readonly laws: readonly PrescoringLaw[];
    readonly guarantee_types: readonly GuaranteeType[];
    readonly min_company_age_months: number;
    readonly stop_factors: readonly string[];
  };
  readonly send_requirements: { readonly agreement: boolean; readonly verification: boolean; readonly signing: boolean };
}

/** The contents of config/banks.json that code reads. */
export interface BanksConfig {
  readonly document_types: Readonly<Record<string, { readonly name: string }>>;
  readonly banks: readonly BankSettings[];
}

/** The shipped bank settings; `npm run check` holds them to schemas/meta/banks.schema.json. */
export const banksConfig: BanksConfig = banksJson as BanksConfig;

/** Where a missing bank is reported: the app's logger (spec-2 §8). */
export interface BankSettingsLogger {
  error(message: string, context: { readonly bankUuid: string; readonly bankName?: string }): void;
}

/** Logged when a bank has no settings (spec-2 §8). */
export const unknownBankMessage = 'Не найдены настройки для банка';

/** Titles of the bank groups in lists, in display order (spec-2 §3.1). */
export const bankGroupLabels: Readonly<Record<BankType, string>> = {
  platform: 'Банки платформы',
  partner: 'Банки партнёров',
  archive: 'Архив',
};

const groupOrder: readonly BankType[] = ['platform', 'partner', 'archive'];

/**
 * The spec's default empty setting for a bank missing from the config: every feature off, no
 * documents or periods, shown last in the platform group. Sending stays guarded: consent,
 * verification and signing are all required, since nothing says the bank waives them.
 */
export function emptyBankSettings(uuid: string, bankName = ''): BankSettings {
  return {
    uuid,
    order: Number.MAX_SAFE_INTEGER,
    internal_name: '',
    bank_name: bankName,
    full_name: bankName,
    middle_name: bankName,
    short_name: bankName,
    inn: '',
    bik: '',
    corr_account: '',
    type: 'platform',
    discuss_type: 'chat',
    show_customer_alert: false,
    show_external_id: false,
    claim_allowed: false,
    offer_requires_signature: false,
    indirect_founders_needed: false,
    cannot_be_revoked: false,
    cannot_be_revoked_exclude: [],
    chat: { readonly: false, readonly_exclude: [], demand_one_message: false, cash_refund: false, sending_for_sign: false },
    dev_sending_for_sign: false,
    commission: { show_sending_controls: false, show_current_date_invoice_flag: false },
    delivery: { enabled: false, cost: null },
    digital_guarantee: { enabled: false },
    required_documents: [],
    finance_periods: [],
    prescoring: { min_sum: 0, max_sum: 0, max_days: 0, laws: [], guarantee_types: [], min_company_age_months: 0, stop_factors: [] },
    send_requirements: { agreement: true, verification: true, signing: true },
  };
}

/**
 * The settings of the bank with this uuid. An unknown bank gets {@link emptyBankSettings} and
 * 'Не найдены настройки для банка' is logged with the bank's name and id (spec-2 §3.3, §8).
 */
export function findBankSettings(
  banks: readonly BankSettings[],
  uuid: string,
  logger: BankSettingsLogger,
  bankName?: string,
): BankSettings {
  const found = banks.find((bank) => bank.uuid === uuid);
  if (found) return found;
  logger.error(unknownBankMessage, bankName === undefined ? { bankUuid: uuid } : { bankUuid: uuid, bankName });
  return emptyBankSettings(uuid, bankName);
}

/**
 * The banks as a given environment mode sees them: in dev and demo the bank marked
 * dev_sending_for_sign also gets chat.sending_for_sign (spec-2 §3.3). The input is not changed.
 */
export function banksForEnvironment(banks: readonly BankSettings[], environment: 'prod' | 'dev' | 'demo'): readonly BankSettings[] {
  if (environment === 'prod') return banks;
  return banks.map((bank) => (bank.dev_sending_for_sign ? { ...bank, chat: { ...bank.chat, sending_for_sign: true } } : bank));
}

function settingsIndex(banks: readonly BankSettings[]): Map<string, BankSettings> {
  return new Map(banks.map((bank) => [bank.uuid, bank]));
}

/**
 * Orders items that belong to banks (bank list rows, sub-requests) by the fixed bank order; banks
 * missing from the config come last, by name.
 */
export function sortByBankOrder<T>(items: readonly T[], uuidOf: (item: T) => string, banks: readonly BankSettings[], nameOf?: (item: T) => string): T[] {
  const index = settingsIndex(banks);
  const orderOf = (item: T): number => index.get(uuidOf(item))?.order ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort((a, b) => orderOf(a) - orderOf(b) || (nameOf ? nameOf(a).localeCompare(nameOf(b), 'ru') : 0));
}

/** One group of a bank list. */
export interface BankGroup<T> {
  readonly type: BankType;
  readonly label: string;
  readonly items: readonly T[];
}

/**
 * Splits items into 'Банки платформы', 'Банки партнёров' and 'Архив', in that order and each in the
 * fixed bank order; empty groups are left out. Items of unknown banks fall into the platform group,
 * as their default setting says.
 */
export function groupByBankType<T>(
  items: readonly T[],
  uuidOf: (item: T) => string,
  banks: readonly BankSettings[],
  nameOf?: (item: T) => string,
): BankGroup<T>[] {
  const index = settingsIndex(banks);
  const sorted = sortByBankOrder(items, uuidOf, banks, nameOf);
  return groupOrder
    .map((type) => ({
      type,
      label: bankGroupLabels[type],
      items: sorted.filter((item) => (index.get(uuidOf(item))?.type ?? 'platform') === type),
    }))
    .filter((group) => group.items.length > 0);
}
