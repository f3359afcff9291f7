import type { BankSettings } from '../../domain/banks';
import type { AdditionalAgreementWire, DeliveryTypeWire } from '../../domain/wire/offersWire';
import { offerRules, type AdditionalAgreementRule } from './offerRules';

function appliesToBank(rule: AdditionalAgreementRule, bank: BankSettings): boolean {
  if (rule.banks === 'all') return true;
  if (rule.banks === 'currentDateInvoice') return bank.commission.show_current_date_invoice_flag;
  if (rule.banks === 'paper') return bank.delivery.enabled;
  return rule.banks.includes(bank.uuid);
}

/** The statements confirmed when accepting an offer of this bank (config/offers.json), in config order. */
export function additionalAgreementsFor(bank: BankSettings): AdditionalAgreementWire[] {
  return offerRules.additionalAgreements
    .filter((rule) => appliesToBank(rule, bank))
    .map((rule) => ({ uuid: rule.uuid, title: rule.title, text: rule.text, required: rule.required, ...(rule.banks === 'paper' ? { applies_to: 'paper' as const } : {}) }));
}

/** The statements that must be confirmed for this form of the guarantee. */
export function requiredAgreementsFor(bank: BankSettings, deliveryType: DeliveryTypeWire | null): AdditionalAgreementWire[] {
  return additionalAgreementsFor(bank).filter((agreement) => agreement.required && (agreement.applies_to === undefined || agreement.applies_to === deliveryType));
}
