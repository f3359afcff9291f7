import { parentPort } from 'node:worker_threads';
import { FinanceFileError } from './FinanceFileError';
import { parseFinanceFile } from './parseFinanceFile';
import type { ParseJob, ParseOutcome } from './parseJob';

// The worker thread's side of FinanceParsePool: one file at a time, the answer posted back by job id.
// An unexpected fault is reported as a message rather than thrown, so the thread stays for the next file.
parentPort?.on('message', (job: ParseJob) => {
  let outcome: ParseOutcome;
  try {
    outcome = { id: job.id, report: parseFinanceFile({ bytes: job.bytes, fileName: job.fileName, mime: job.mime }, job.options) };
  } catch (error) {
    outcome =
      error instanceof FinanceFileError
        ? { id: job.id, refusal: { reason: error.reason, message: error.message } }
        : { id: job.id, fault: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(outcome);
});

// Loading the parser (and, from sources, compiling it) takes a while on a busy machine: the pool starts
// a file's time limit only once the thread says it is ready.
parentPort?.postMessage({ ready: true });
