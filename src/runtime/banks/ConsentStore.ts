import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiFailure, BanksApi } from '../../api';
import type { ConsentAnswerWire } from '../../domain/wire/banksWire';
import { banksTexts as t } from './texts';

/**
 * The public consent page (the 'Ссылка на согласие' the agent sends): the customer, without logging in,
 * consents to the processing of personal data; the token of the link is the only proof. No electronic
 * signature is needed (spec-2 §5.7).
 */
export class ConsentStore {
  readonly token: string;
  agreed = false;
  sending = false;
  answer: ConsentAnswerWire | null = null;
  error: string | null = null;
  private readonly api: BanksApi;

  constructor(token: string, api: BanksApi) {
    this.token = token;
    this.api = api;
    makeAutoObservable<ConsentStore, 'api'>(this, { token: false, api: false }, { autoBind: true });
  }

  get done(): boolean {
    return this.answer !== null;
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed;
  }

  async give(): Promise<boolean> {
    if (!this.agreed || this.sending) return false;
    this.sending = true;
    this.error = null;
    try {
      const answer = await this.api.consentByToken(this.token);
      runInAction(() => {
        this.answer = answer;
      });
      return true;
    } catch (failure) {
      // The call is silent (no session to end, no toast): the page says what went wrong.
      const { status, serverMessage } = failure as ApiFailure;
      const message = status === 404 || !serverMessage ? t.consentFailed : serverMessage;
      runInAction(() => {
        this.error = message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
