import { ApiFailure } from '../../api/ApiFailure';
import { SignerError } from '../../api/signer/Signer';
import { ecpRuntimeTexts as t } from './texts';

/** What to tell the person about a failed step of signing a challenge: the signer's or the server's own words. */
export function failureMessage(error: unknown): string {
  if (error instanceof SignerError) return error.message;
  if (error instanceof ApiFailure) return error.serverMessage ?? t.noAnswer;
  return error instanceof Error ? error.message : String(error);
}
