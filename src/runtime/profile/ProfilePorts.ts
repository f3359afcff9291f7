import type { ProfileApi, User } from '../../api';
import type { Report } from './PendingCall';

/** What the profile's stores use: its calls, the signed-in user, a success toast and the failure reporter. */
export interface ProfilePorts {
  api: ProfileApi;
  session: { readonly user: User | null; loadUser(): Promise<void> };
  /** A short success toast. */
  notify(text: string): void;
  report: Report;
}
