import draftStatuses from '../../../config/draft-statuses.json';

/**
 * The hint beside the progress of a request being filled (spec-2 §5.7): 'Заполните текущий шаг'
 * while the current step has errors, otherwise 'Продолжайте заполнение' (config/draft-statuses.json).
 * A request already sent to the banks has nothing left to fill, and says so.
 */
export function progressHint(currentStepValid: boolean, sent = false): string {
  if (sent) return draftStatuses.hints.sent;
  return currentStepValid ? draftStatuses.hints.continueFilling : draftStatuses.hints.currentStepInvalid;
}
