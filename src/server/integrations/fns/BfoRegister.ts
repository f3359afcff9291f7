import type { FinanceReport } from './financeReport';

/** What the register of accounting statements (Ресурс БФО, bo.nalog.gov.ru) holds for a taxpayer. */
export type BfoLookup = { state: 'found'; report: FinanceReport } | { state: 'not_found'; hint: string };

/**
 * The state register of accounting statements (ГИР БО). The real adapter asks the register's
 * service; the offline adapter reads shipped statement files. Both say "not found" the same way,
 * which the product shows as the hint to attach the statements by hand.
 */
export interface BfoRegister {
  /**
   * The latest statements of the taxpayer, or those of the given year.
   * @throws BfoRegisterError when the register cannot be asked (network, timeout, a broken answer)
   * @throws FinanceFileError when an offline statement file cannot be read
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
