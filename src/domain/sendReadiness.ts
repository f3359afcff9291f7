import type { BankSettings } from './banks';
import { draftStatus as shippedDraftStatus, type DraftStatus, type DraftStatusInput, type SendReadiness } from './draftStatus';
import { isProgressComplete, type RequestProgress } from './progress/progress';
import { shippedStatusConfigs } from './statusTable';
import { subRequestStatus as shippedSubRequestStatus, type SubRequestStatusSource } from './subRequestStatus';

/** What a draft request brings to the question "can it go to this bank?" (spec-2 §5.7). */
export interface SendReadinessRequest {
  /** The request's progress counters (`progress`). */
  readonly progress: RequestProgress;
  /**
   * Every visible step is saved, confirmed with «Далее» and holds its rules for the banks chosen now
   * (no `readinessGaps`); unknown (true) when only the counters are at hand.
   */
  readonly stepsReady?: boolean;
  /** The customer has consented to personal-data processing (by the consent link, during filling). */
  readonly consentGiven: boolean;
  /** The customer has signed the request with an electronic signature. */
  readonly signed: boolean;
  /** Pre-scoring of the parameters is running now. */
  readonly prescoringInProgress: boolean;
  /** This bank's sub-request, when it exists; a bank without one is a fresh draft. */
  readonly subRequest?: SubRequestStatusSource | null;
  /** Who reads the tooltip: the agent ('Клиенту') or the client ('Вам'). */
  readonly viewer: 'agent' | 'client';
}

/** What a bank still needs before or after sending: consent, verification, signing, 100 % steps. */
export type SendRequirement = 'consent' | 'verification' | 'signing' | 'steps';

/** Send readiness of a draft for one bank. */
export interface BankSendReadiness {
  readonly bankUuid: string;
  /**
   * What is still missing for this bank, in the order consent, verification, signing, steps.
   * Verification is the bank's check after sending, so a bank that verifies always lists it.
   */
  readonly missing: readonly SendRequirement[];
  /**
   * The request may be sent to this bank now: it is still a draft for the bank, every step is
   * complete and pre-scoring is not running. Consent and signature may follow the sending: the bank's
   * sub-request then waits for them (WaitingAgreement, WaitSign).
   */
  readonly canSend: boolean;
  /** The facts handed to `draftStatus`. */
  readonly readiness: SendReadiness;
  /** The editing-stage status with its label, colour, priority and the spec's tooltip. */
  readonly draftStatus: DraftStatus;
}

/** The status functions send readiness reads; the shipped ones by default, a changed config in tests. */
export interface SendReadinessRules {
  readonly subRequestStatus: (sub: SubRequestStatusSource) => string;
  readonly draftStatus: (input: DraftStatusInput) => DraftStatus;
  /** The status of a bank's draft that can still be sent (config/draft-statuses.json `inheritsFrom`). */
  readonly draftBaseStatus: string;
}

const shippedRules: SendReadinessRules = {
  subRequestStatus: shippedSubRequestStatus,
  draftStatus: shippedDraftStatus,
  draftBaseStatus: shippedStatusConfigs.draftStatuses.inheritsFrom,
};

/**
 * Send readiness of a draft request for one bank (spec-2 §5.7). The bank's `send_requirements` in
 * config/banks.json say whether it wants the customer's consent, its own verification and the
 * customer's signature; a bank that wants no signature can be sent to unsigned. The editing-stage
 * status (DraftAgreementRequired, DraftVerificationRequired, DraftSignRequired, DraftCanBeSent,
 * DraftPrescoringProcess, or the plain status) comes from `draftStatus` with the tooltips of
 * config/draft-statuses.json.
 */
export function sendReadiness(request: SendReadinessRequest, bank: BankSettings, rules: SendReadinessRules = shippedRules): BankSendReadiness {
  const needs = bank.send_requirements;
  const allStepsComplete = isProgressComplete(request.progress) && request.stepsReady !== false;
  const readiness: SendReadiness = {
    consentGiven: !needs.agreement || request.consentGiven,
    verificationRequired: needs.verification,
    signRequired: needs.signing && !request.signed,
    allStepsComplete,
    prescoringInProgress: request.prescoringInProgress,
  };
  const missing: SendRequirement[] = [];
  if (!readiness.consentGiven) missing.push('consent');
  if (readiness.verificationRequired) missing.push('verification');
  if (readiness.signRequired) missing.push('signing');
  if (!allStepsComplete) missing.push('steps');

  const sub = request.subRequest ?? { sub_status: 'draft' };
  const status = rules.subRequestStatus(sub);
  const shown = rules.draftStatus({ status, sub_status: sub.sub_status, readiness, viewer: request.viewer });
  const isDraft = status === rules.draftBaseStatus;
  return {
    bankUuid: bank.uuid,
    missing,
    canSend: isDraft && allStepsComplete && !request.prescoringInProgress,
    readiness,
    draftStatus: shown,
  };
}
