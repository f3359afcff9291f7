import type { FinanceFileInput } from './parseFinanceFile';

/** What the register of accounting statements (Ресурс БФО, bo.nalog.ru) holds for a taxpayer. */
export type BfoLookup =
  | { state: 'found'; file: FinanceFileInput }
  | { state: 'not_found'; hint: string };

/**
 * The state register of accounting statements (ГИР БО). A real adapter asks bo.nalog.ru; the offline
 * adapter answers from shipped files. Both say "not found" the same way, which the product shows as
 * the hint to attach the statements by hand.
 */
export interface BfoRegister {
  /**
   * The latest statements of the taxpayer, or of the given year.
   * @throws BfoRegisterError when the register cannot be asked (network, timeout, a broken answer)
   */
  findReport(inn: string, year?: number): Promise<BfoLookup>;
}

/** The register could not be asked; the message is Russian and can be shown. */
export class BfoRegisterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BfoRegisterError';
  }
}
