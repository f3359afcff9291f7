import { describe, expect, it } from 'vitest';
import { draftStatus, type SendReadiness } from '../../../src/domain/draftStatus';
import { shippedStatusConfigs } from '../../../src/domain/statusTable';

const ready: SendReadiness = {
  consentGiven: true,
  verificationRequired: false,
  signRequired: false,
  allStepsComplete: true,
  prescoringInProgress: false,
};

const of = (readiness: Partial<SendReadiness>, status = 'Draft', sub_status = 'draft', viewer: 'agent' | 'client' = 'agent') =>
  draftStatus({ status, sub_status, readiness: { ...ready, ...readiness }, viewer });

describe('draftStatus: editing-stage statuses of spec-1 §4', () => {
  it.each([
    ['all done, nothing else needed', {}, 'DraftCanBeSent', 'Готово к отправке'],
    ['prescoring running', { prescoringInProgress: true }, 'DraftPrescoringProcess', 'Проверяем параметры'],
    ['prescoring beats missing consent', { prescoringInProgress: true, consentGiven: false }, 'DraftPrescoringProcess', 'Проверяем параметры'],
    ['consent missing', { consentGiven: false }, 'DraftAgreementRequired', 'Подтвердите согласие'],
    ['consent missing, steps open', { consentGiven: false, allStepsComplete: false }, 'DraftAgreementRequired', 'Подтвердите согласие'],
    ['bank verifies, all steps done', { verificationRequired: true }, 'DraftVerificationRequired', 'Потребуется верификация'],
    ['bank verifies and signs', { verificationRequired: true, signRequired: true }, 'DraftVerificationRequired', 'Потребуется верификация'],
    ['bank verifies, steps open', { verificationRequired: true, allStepsComplete: false }, 'Draft', 'Черновик'],
    ['bank needs a signature', { signRequired: true }, 'DraftSignRequired', 'Потребуется подписание'],
    ['bank needs a signature, steps open', { signRequired: true, allStepsComplete: false }, 'DraftSignRequired', 'Потребуется подписание'],
    ['steps open', { allStepsComplete: false }, 'Draft', 'Черновик'],
  ] as const)('%s -> %s', (_case, readiness, status, label) => {
    expect(of(readiness)).toMatchObject({ status, key: status, label, subFlags: [] });
  });

  it('is skipped when the status is RegulationSigningIsRequired', () => {
    for (const readiness of [{}, { consentGiven: false }, { prescoringInProgress: true }]) {
      expect(of(readiness, 'RegulationSigningIsRequired')).toMatchObject({
        status: 'RegulationSigningIsRequired',
        label: 'Подпишите договор',
        priority: 6,
      });
    }
  });

  it.each([
    ['DraftPrescoringFailed', 'Не проходим'],
    ['Offer', 'Предложение'],
    ['OnReview', 'На рассмотрении'],
  ])('keeps the non-draft status %s', (status, label) => {
    expect(of({}, status)).toMatchObject({ status, label });
  });

  it('marks a revoked draft with the Cancel sub-flag', () => {
    expect(of({ allStepsComplete: false }, 'Draft', 'revoked')).toMatchObject({ status: 'Draft', key: 'Draft:Cancel', subFlags: ['Cancel'] });
    expect(of({}, 'Draft', 'revoked').key).toBe('DraftCanBeSent:Cancel');
  });

  it('gives the spec-2 §5.7 tooltips, addressed to the agent or the client', () => {
    expect(of({ signRequired: true }).tooltip).toBe('Для отправки в банк Клиенту необходимо подписать заявку');
    expect(of({ signRequired: true }, 'Draft', 'draft', 'client').tooltip).toBe('Для отправки в банк Вам необходимо подписать заявку');
    expect(of({ verificationRequired: true }).tooltip).toMatch(/верификацию.*ссылка на подписание/);
    expect(of({ consentGiven: false }).tooltip).toMatch(/согласия на обработку персональных данных.*электронная подпись для этого не нужна/);
    expect(of({}).tooltip).toBeUndefined();
  });

  it('ranks drafts as spec-1 "Draft priority" lists them', () => {
    const ranked = [
      of({}),
      of({ signRequired: true }),
      of({ verificationRequired: true }),
      of({ consentGiven: false }),
      of({ prescoringInProgress: true }),
      of({ allStepsComplete: false }),
      of({}, 'RegulationSigningIsRequired'),
      of({}, 'DraftPrescoringFailed'),
    ].map((result) => [result.status, result.priority]);
    expect(ranked).toEqual([
      ['DraftCanBeSent', 1],
      ['DraftSignRequired', 2],
      ['DraftVerificationRequired', 2],
      ['DraftAgreementRequired', 3],
      ['DraftPrescoringProcess', 4],
      ['Draft', 5],
      ['RegulationSigningIsRequired', 6],
      ['DraftPrescoringFailed', 7],
    ]);
  });

  it('keeps the progress hints of spec-2 §5.7 as data', () => {
    expect(shippedStatusConfigs.draftStatuses.hints).toEqual({
      currentStepInvalid: 'Заполните текущий шаг',
      continueFilling: 'Продолжайте заполнение',
      sent: 'Заявка отправлена в банки',
    });
    expect(shippedStatusConfigs.draftStatuses.linkHints).toEqual([
      { status: 'WaitSign', label: 'Ссылка на подписание' },
      { status: 'WaitingAgreement', label: 'Ссылка на согласие' },
    ]);
  });
});
