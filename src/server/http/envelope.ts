import { successCode } from './errorCodes';

/** The success envelope every API answer is wrapped in (spec-2 §7: code 20000 means success). */
export interface SuccessEnvelope<T> {
  code: typeof successCode;
  data: T;
}

export function ok<T>(data: T): SuccessEnvelope<T> {
  return { code: successCode, data };
}
