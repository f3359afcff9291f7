import offersJson from '../../../config/offers.json';

/** Which banks an additional agreement applies to (config/offers.json). */
export type AgreementScope = 'all' | 'currentDateInvoice' | 'paper' | readonly string[];

export interface AdditionalAgreementRule {
  readonly uuid: string;
  readonly title: string;
  readonly text: string;
  readonly required: boolean;
  readonly banks: AgreementScope;
}

export interface PickupOffice {
  readonly address: string;
  readonly hours: string;
  readonly phone: string;
}

/** The contents of config/offers.json that code reads; `npm run check` holds it to its meta-schema. */
export interface OfferRules {
  readonly commission: { readonly minShareOfBankCommission: number; readonly maxShareOfSum: number };
  readonly delivery: { readonly digitalLabel: string; readonly paperLabel: string; readonly pickupLabel: string; readonly courierLabel: string };
  readonly pickupOffices: Readonly<Record<string, PickupOffice>>;
  readonly additionalAgreements: readonly AdditionalAgreementRule[];
  readonly claimCommission: { readonly minimum: number; readonly explanationFixed: string; readonly explanationProportional: string };
}

/** The shipped offer rules. */
export const offerRules: OfferRules = offersJson as OfferRules;
