/**
 * Why a finance file was refused. `too_large` travels as HTTP 413, everything else as 400; the
 * message is Russian and is shown to the person as it is.
 */
export type FinanceFileErrorReason =
  | 'empty'
  | 'too_large'
  | 'not_recognized'
  | 'broken_xml'
  | 'unsafe_xml'
  | 'bad_encoding'
  | 'broken_zip'
  | 'missing_form'
  | 'not_a_number'
  | 'bad_content'
  | 'too_complex'
  | 'unreadable'
  | 'other_company';

export class FinanceFileError extends Error {
  readonly reason: FinanceFileErrorReason;

  constructor(reason: FinanceFileErrorReason, message: string) {
    super(message);
    this.name = 'FinanceFileError';
    this.reason = reason;
  }
}
