import type { ZipRefusals } from '../../zip/openZip';
import { FinanceFileError } from './FinanceFileError';
import { financeTexts } from './texts';

/** How the zip reader's refusals read for an xlsx book of the finance statements. */
export const xlsxZipRefusals: ZipRefusals = {
  broken: () => new FinanceFileError('broken_zip', financeTexts.brokenZip),
  tooLarge: (maxInflatedBytes) => new FinanceFileError('broken_zip', financeTexts.zipTooLarge(Math.round(maxInflatedBytes / 1_048_576))),
  tooManyEntries: (count) => new FinanceFileError('broken_zip', financeTexts.zipTooManyFiles(count)),
  encrypted: () => new FinanceFileError('broken_zip', financeTexts.encryptedZip),
};
