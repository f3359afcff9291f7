import { describe, expect, it } from 'vitest';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';
import { consentStep, sendStep, verifiedStep } from '../../../src/server/sending/nextRequirement';

function bank([agreement, verification, signing]: readonly [boolean, boolean, boolean]): BankSettings {
  return { ...banksConfig.banks[0]!, send_requirements: { agreement, verification, signing } };
}

describe('the next requirement of a bank', () => {
  // [agreement, verification, signing], consent given, signed -> event on sending
  it.each([
    [[true, true, true], false, false, 'send_for_consent', { is_need_confirm_data: true, is_need_verification: true, is_need_sign_application: true }],
    [[true, true, true], true, false, 'send_for_verification', { is_need_confirm_data: false, is_need_verification: true, is_need_sign_application: true }],
    [[true, true, true], true, true, 'send_for_verification', { is_need_confirm_data: false, is_need_verification: true, is_need_sign_application: false }],
    [[true, false, true], true, false, 'send_for_signing', { is_need_confirm_data: false, is_need_verification: false, is_need_sign_application: true }],
    [[true, false, true], true, true, 'send', { is_need_confirm_data: false, is_need_verification: false, is_need_sign_application: false }],
    [[false, false, false], false, false, 'send', { is_need_confirm_data: false, is_need_verification: false, is_need_sign_application: false }],
    [[false, true, false], false, false, 'send_for_verification', { is_need_confirm_data: false, is_need_verification: true, is_need_sign_application: false }],
  ] as const)('needs %j, consent %s, signed %s: %s', (needs, consentGiven, signed, event, flags) => {
    const step = sendStep(bank(needs), { consentGiven, signed });
    expect(step.event).toBe(event);
    expect(step.set).toMatchObject(flags);
    expect('sent_at' in step.set).toBe(event === 'send');
  });

  it.each([
    [[true, true, true], false, 'consent_given_for_verification', 'admin_verification'],
    [[true, false, true], false, 'consent_given_for_signing', 'sent_to_client'],
    [[true, false, true], true, 'consent_given', 'sent'],
    [[true, false, false], false, 'consent_given', 'sent'],
  ] as const)('after consent, needs %j, signed %s: %s', (needs, signed, event, target) => {
    expect(consentStep(bank(needs), { signed })).toMatchObject({ event, target });
  });

  it.each([
    [[true, true, true], false, 'admin_verification_passed', 'sent_to_client'],
    [[true, true, true], true, 'admin_verification_passed_to_bank', 'sent'],
    [[true, true, false], false, 'admin_verification_passed_to_bank', 'sent'],
  ] as const)('after verification, needs %j, signed %s: %s', (needs, signed, event, target) => {
    expect(verifiedStep(bank(needs), { signed })).toMatchObject({ event, target });
  });
});
