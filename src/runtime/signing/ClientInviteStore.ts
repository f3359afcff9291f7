import { makeAutoObservable, runInAction } from 'mobx';
import type { Http } from '../../api';
import { ApiFailure } from '../../api/ApiFailure';
import { clientInviteTexts as t } from './clientInviteTexts';

export interface ClientInvitationAnswer {
  request_id: number;
  email: string;
  state: 'shown' | 'invited';
}

/**
 * Inviting the client of a request by e-mail (POST /v2/bgrequest/write/{id}/client/invite): the request
 * then shows in the client company's cabinet, where the client signs and accepts offers itself.
 */
export class ClientInviteStore {
  email = '';
  sending = false;
  error: string | null = null;
  done: string | null = null;

  constructor(
    private readonly http: Http,
    readonly requestId: number,
  ) {
    makeAutoObservable<ClientInviteStore, 'http'>(this, { http: false, requestId: false });
  }

  setEmail(value: string): void {
    this.email = value;
    this.error = null;
  }

  get valid(): boolean {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(this.email.trim());
  }

  async invite(): Promise<boolean> {
    if (!this.valid) {
      this.error = t.badEmail;
      return false;
    }
    this.sending = true;
    try {
      const answer = await this.http.post<ClientInvitationAnswer>(`/v2/bgrequest/write/${this.requestId}/client/invite`, { email: this.email.trim() }, { silent: true });
      runInAction(() => (this.done = answer.state === 'shown' ? t.shown(answer.email) : t.invited(answer.email)));
      return true;
    } catch (error) {
      runInAction(() => (this.error = error instanceof ApiFailure ? error.message : String(error)));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
