import type { BfoRegister } from './BfoRegister';
import type { FinanceReport } from './financeReport';
import { parseFinanceFile, type ParseFinanceOptions } from './parseFinanceFile';

/** The finance report of a taxpayer from the register, or the hint to attach it by hand. */
export type RegisterFinance = { state: 'found'; report: FinanceReport } | { state: 'not_found'; hint: string };

/**
 * Takes a taxpayer's statements from the register and reads them like an uploaded file.
 * @throws BfoRegisterError when the register cannot be asked; FinanceFileError when its file is unreadable
 */
export async function financeFromRegister(inn: string, register: BfoRegister, options: ParseFinanceOptions & { year?: number } = {}): Promise<RegisterFinance> {
  const lookup = await register.findReport(inn, options.year);
  if (lookup.state === 'not_found') return lookup;
  return { state: 'found', report: parseFinanceFile(lookup.file, { ...options, expectedInn: inn }) };
}
