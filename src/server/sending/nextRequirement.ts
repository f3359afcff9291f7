import type { BankSettings } from '../../domain/banks';
import type { SubRequestPatch } from '../subrequests/moveSubRequest';

/** What the request has already given: the customer's consent and the signature under the application. */
export interface GivenFacts {
  consentGiven: boolean;
  signed: boolean;
}

/** Where a sub-request goes on: an event of config/transitions.json and the flags it carries. */
export interface NextStep {
  event: string;
  /** The raw status it leads to, as the transition table says. */
  target: 'wait_confirm_data' | 'admin_verification' | 'sent_to_client' | 'sent';
  set: SubRequestPatch;
}

/** The requirements a bank still has, in the order they are met: consent, verification, signing. */
function outstanding(bank: BankSettings, given: GivenFacts, verified: boolean) {
  const needs = bank.send_requirements;
  return {
    consent: needs.agreement && !given.consentGiven,
    verification: needs.verification && !verified,
    signing: needs.signing && !given.signed,
  };
}

/** The flags of spec-1 §3 say what is still awaited; a sub-request that reached the bank awaits nothing. */
function flags(left: ReturnType<typeof outstanding>, target: NextStep['target']): SubRequestPatch {
  if (target === 'sent') return { is_need_confirm_data: false, is_need_verification: false, is_need_sign_application: false, sent_at: new Date() };
  return { is_need_confirm_data: left.consent, is_need_verification: left.verification, is_need_sign_application: left.signing };
}

function step(left: ReturnType<typeof outstanding>, events: { consent?: string; verification: string; signing: string; bank: string }): NextStep {
  const pick = (event: string, target: NextStep['target']): NextStep => ({ event, target, set: flags(left, target) });
  if (left.consent && events.consent) return pick(events.consent, 'wait_confirm_data');
  if (left.verification) return pick(events.verification, 'admin_verification');
  if (left.signing) return pick(events.signing, 'sent_to_client');
  return pick(events.bank, 'sent');
}

/**
 * The event of sending a draft to a bank (spec-2 §5.7), by the bank's `send_requirements` and what the
 * request has: no consent yet where the bank wants it → send_for_consent (wait_confirm_data); the bank
 * wants the operator's verification → send_for_verification (admin_verification); a signature is
 * wanted and missing → send_for_signing (sent_to_client); otherwise send (sent).
 */
export function sendStep(bank: BankSettings, given: GivenFacts): NextStep {
  return step(outstanding(bank, given, false), { consent: 'send_for_consent', verification: 'send_for_verification', signing: 'send_for_signing', bank: 'send' });
}

/** After the consent: on to verification, then signing, then the bank — whichever the bank still wants. */
export function consentStep(bank: BankSettings, given: Omit<GivenFacts, 'consentGiven'>): NextStep {
  return step(outstanding(bank, { ...given, consentGiven: true }, false), {
    verification: 'consent_given_for_verification',
    signing: 'consent_given_for_signing',
    bank: 'consent_given',
  });
}

/** After the operator's verification passed: to the client for signing when still unsigned, else to the bank. */
export function verifiedStep(bank: BankSettings, given: Omit<GivenFacts, 'consentGiven'>): NextStep {
  return step(outstanding(bank, { ...given, consentGiven: true }, true), {
    verification: 'admin_verification_passed_to_bank',
    signing: 'admin_verification_passed',
    bank: 'admin_verification_passed_to_bank',
  });
}
