import { banksConfig, findBankSettings, type BankSettings } from '../../domain/banks';

/** A bank's settings by uuid; a bank missing from the config gets the empty settings (no signature asked). */
export function bankSettingsOf(uuid: string): BankSettings {
  return findBankSettings(banksConfig.banks, uuid, { error: (message, context) => console.error(message, context) });
}

/**
 * Whether accepting this offer version needs the client's qualified signature: the bank asks it for
 * every offer (config/banks.json offer_requires_signature), or for this version through its API
 * (POST /bank-api/v1/subrequests/{uuid}/offers with requires_signature).
 */
export function offerNeedsSignature(bank: Pick<BankSettings, 'offer_requires_signature'>, offer: { requires_signature: boolean }): boolean {
  return bank.offer_requires_signature || offer.requires_signature;
}
