import draftStatuses from '../../../config/draft-statuses.json';

/**
 * The hint beside the progress of a request being filled (spec-2 §5.7): 'Заполните текущий шаг'
 * while the current step has errors, otherwise 'Продолжайте заполнение' (config/draft-statuses.json).
 */
export function progressHint(currentStepValid: boolean): string {
  return currentStepValid ? draftStatuses.hints.continueFilling : draftStatuses.hints.currentStepInvalid;
}
