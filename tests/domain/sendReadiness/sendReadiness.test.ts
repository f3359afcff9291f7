import { describe, expect, it } from 'vitest';
import { banksConfig, emptyBankSettings, type BankSettings } from '../../../src/domain/banks';
import { documentRequirements } from '../../../src/domain/documents/documentRequirements';
import { missingDocuments } from '../../../src/domain/documents/missingDocuments';
import type { DocumentEntry } from '../../../src/domain/documents/uploadedFiles';
import { financeErrors, type FinanceStepData } from '../../../src/domain/finance/financeErrors';
import { requiredPeriods } from '../../../src/domain/finance/requiredPeriods';
import { founderErrors } from '../../../src/domain/founders/founderErrors';
import type { Founders } from '../../../src/domain/founders/founders';
import { progress, type RequestProgress } from '../../../src/domain/progress/progress';
import { sendReadiness, type SendReadinessRequest } from '../../../src/domain/sendReadiness';
import { bank, completeRequest } from '../progress/fixtures';

const sber = bank('sberbank'); // consent, verification, signing
const mkb = bank('mkb'); // consent, verification, no signing
const tbank = bank('tbank'); // consent only
const zenit = bank('zenit'); // consent and signing, no verification
const expobank = bank('expobank'); // nothing

const complete: RequestProgress = {
  parameters: { count_points: 5, total_points: 5 },
  questionnaire: { count_points: 26, total_points: 26 },
  finance: { count_points: 0, total_points: 0 },
  documents: { count_points: 1, total_points: 1 },
};
const unfinished: RequestProgress = { ...complete, documents: { count_points: 0, total_points: 1 } };

const base: SendReadinessRequest = { progress: complete, consentGiven: true, signed: false, prescoringInProgress: false, viewer: 'agent' };

describe('sendReadiness per bank (spec-2 §5.7)', () => {
  it.each<[string, BankSettings, Partial<SendReadinessRequest>, string[], string, boolean]>([
    ['a bank that verifies and needs a signature, request unsigned', sber, {}, ['verification', 'signing'], 'DraftVerificationRequired', true],
    ['the same bank once signed', sber, { signed: true }, ['verification'], 'DraftVerificationRequired', true],
    ['a bank that verifies but needs no signature', mkb, {}, ['verification'], 'DraftVerificationRequired', true],
    ['a bank that only wants consent, consent given', tbank, {}, [], 'DraftCanBeSent', true],
    ['a bank that wants a signature, no verification', zenit, {}, ['signing'], 'DraftSignRequired', true],
    ['a bank that wants a signature, signed', zenit, { signed: true }, [], 'DraftCanBeSent', true],
    ['a bank that wants nothing, consent missing', expobank, { consentGiven: false }, [], 'DraftCanBeSent', true],
    ['consent missing for a bank that wants it', tbank, { consentGiven: false }, ['consent'], 'DraftAgreementRequired', true],
    ['consent missing and steps open', sber, { consentGiven: false, progress: unfinished }, ['consent', 'verification', 'signing', 'steps'], 'DraftAgreementRequired', false],
    ['steps open at a verifying bank: a plain draft', mkb, { progress: unfinished }, ['verification', 'steps'], 'Draft', false],
    ['steps open at a signing bank', zenit, { progress: unfinished }, ['signing', 'steps'], 'DraftSignRequired', false],
    ['pre-scoring running', tbank, { prescoringInProgress: true }, [], 'DraftPrescoringProcess', false],
    ['counters full but a step fails a rule of the chosen banks', expobank, { stepsReady: false }, ['steps'], 'Draft', false],
  ])('%s', (_case, target, change, missing, status, canSend) => {
    const result = sendReadiness({ ...base, ...change }, target);
    expect(result.bankUuid).toBe(target.uuid);
    expect(result.missing).toEqual(missing);
    expect(result.draftStatus.status).toBe(status);
    expect(result.canSend).toBe(canSend);
  });

  it('gives the spec`s tooltips for the agent and the client', () => {
    expect(sendReadiness(base, zenit).draftStatus.tooltip).toBe('Для отправки в банк Клиенту необходимо подписать заявку');
    expect(sendReadiness({ ...base, viewer: 'client' }, zenit).draftStatus.tooltip).toBe('Для отправки в банк Вам необходимо подписать заявку');
    expect(sendReadiness({ ...base, consentGiven: false }, tbank).draftStatus.tooltip).toMatch(/^Клиенту будет отправлена ссылка для согласия на обработку персональных данных/);
    expect(sendReadiness(base, sber).draftStatus.tooltip).toMatch(/верификацию, затем клиенту придёт ссылка на подписание/);
    expect(sendReadiness(base, tbank).draftStatus).toMatchObject({ label: 'Готово к отправке', colour: 'green', priority: 1 });
  });

  it.each<[string, Record<string, unknown>, string, boolean]>([
    ['a prescored draft', { sub_status: 'prescored' }, 'DraftCanBeSent', true],
    ['a revoked draft keeps the Cancel sub-flag', { sub_status: 'revoked' }, 'DraftCanBeSent:Cancel', true],
    ['prescoring failed', { sub_status: 'prescoring_failed' }, 'DraftPrescoringFailed', false],
    ['the agent has not signed the bank`s contract', { sub_status: 'draft', is_need_regulation_sign: true }, 'RegulationSigningIsRequired', false],
    ['already sent', { sub_status: 'sent' }, 'OnReview', false],
  ])('reads the bank`s sub-request: %s', (_case, subRequest, key, canSend) => {
    const result = sendReadiness({ ...base, subRequest: subRequest as { sub_status: string } }, tbank);
    expect(result.draftStatus.key).toBe(key);
    expect(result.canSend).toBe(canSend);
  });

  it('guards an unknown bank`s default setting with every requirement', () => {
    expect(sendReadiness(base, emptyBankSettings('00000000-0000-4000-8000-000000000000')).missing).toEqual(['verification', 'signing']);
  });

  it('every shipped bank gets an answer whose missing list follows its send_requirements', () => {
    for (const b of banksConfig.banks) {
      const result = sendReadiness({ ...base, consentGiven: false }, b);
      expect(result.missing.includes('consent')).toBe(b.send_requirements.agreement);
      expect(result.missing.includes('verification')).toBe(b.send_requirements.verification);
      expect(result.missing.includes('signing')).toBe(b.send_requirements.signing);
    }
  });
});

describe('a request filled to 100 % breaks none of the form rules', () => {
  it('progress, finance, founders and documents agree on the complete request to Сбербанк', () => {
    const data = completeRequest();
    const context = { is_ip: false, has_registry_number: true, needs_signers: false, selectedBanks: [sber] };
    const counters = progress(data, context);
    expect(sendReadiness({ ...base, progress: counters, signed: true }, sber)).toMatchObject({ canSend: true, missing: ['verification'] });
    const sum = data['guaranty-detail-info']!['sum'] as number;
    expect(financeErrors(data['finance'] as FinanceStepData, { is_ip: false, guaranteeSum: sum, requiredPeriods: requiredPeriods([sber]) })).toEqual([]);
    expect(founderErrors(data['information-founders'] as unknown as Founders, [sber])).toEqual([]);
    expect(missingDocuments(documentRequirements([sber]), data['documents']!['documents'] as DocumentEntry[])).toEqual([]);
  });
});
