import type { FinanceFileErrorReason } from './FinanceFileError';
import type { FinanceReport } from './financeReport';
import type { ParseFinanceOptions } from './parseFinanceFile';

/** A file sent to a parse worker. Only plain data crosses the thread boundary. */
export interface ParseJob {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  mime?: string;
  options: Omit<ParseFinanceOptions, 'lines'>;
}

/** What a parse worker answers: the report, a refusal of the file, or an unexpected fault. */
export type ParseOutcome =
  | { id: number; report: FinanceReport }
  | { id: number; refusal: { reason: FinanceFileErrorReason; message: string } }
  | { id: number; fault: string };

/** Everything a parse worker posts: `ready` once its code is loaded, then one outcome per job. */
export type WorkerMessage = ParseOutcome | { ready: true };
