import { makeAutoObservable, runInAction } from 'mobx';
import { ApiFailure } from '../../api/ApiFailure';

/** What a profile form needs of the app: the failure reporter for what is not the form's to show. */
export type Report = (failure: unknown) => void;

/** The refusals a form shows beside its fields: a bad input, a missing right, a limit reached. */
function isRefusal(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && error.status !== undefined && [400, 403, 404, 409, 429].includes(error.status);
}

/**
 * One call of a form at a time, with its refusal kept for the form to show. The calls are silent: a
 * refusal stays in the form (`error`); anything else (a lost session, no answer) goes to the app's
 * error catalogue, which ends the session on a 401.
 */
export class PendingCall {
  pending = false;
  error: string | null = null;
  private readonly report: Report;

  constructor(report: Report) {
    this.report = report;
    makeAutoObservable<PendingCall, 'report'>(this, { report: false }, { autoBind: true });
  }

  /** Runs `call`; resolves its answer, or null when it failed (the refusal is in `error`). */
  async run<T>(call: () => Promise<T>): Promise<T | null> {
    this.pending = true;
    this.error = null;
    try {
      return await call();
    } catch (error) {
      runInAction(() => {
        if (isRefusal(error)) this.error = error.serverMessage ?? error.message;
        else this.report(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  clear(): void {
    this.error = null;
  }
}
