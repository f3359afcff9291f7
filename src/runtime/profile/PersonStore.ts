import { makeAutoObservable, runInAction } from 'mobx';
import { checkFirstName, checkLastName, checkMiddleName } from '../accountRules';
import { PendingCall } from './PendingCall';
import type { ProfilePorts } from './ProfilePorts';
import { profileRuntimeTexts as t } from './texts';

/** What the person block edits. */
export interface PersonValues {
  last_name: string;
  first_name: string;
  middle_name: string;
  post: string;
}

/** The person block of the profile: names and post, read-only until «Изменить» (POST /v1/currentuser/write/update). */
export class PersonStore {
  editing = false;
  readonly call: PendingCall;
  private readonly ports: ProfilePorts;

  constructor(ports: ProfilePorts) {
    this.ports = ports;
    this.call = new PendingCall(ports.report);
    makeAutoObservable<PersonStore, 'ports'>(this, { ports: false, call: false }, { autoBind: true });
  }

  /** The form's starting values: the user as loaded. */
  get values(): PersonValues {
    const user = this.ports.session.user;
    return { last_name: user?.last_name ?? '', first_name: user?.first_name ?? '', middle_name: user?.middle_name ?? '', post: user?.post ?? '' };
  }

  edit(): void {
    this.call.clear();
    this.editing = true;
  }

  cancel(): void {
    this.editing = false;
  }

  /** Saves checked values; resolves true when saved. */
  async save(values: PersonValues): Promise<boolean> {
    if (checkLastName(values.last_name) || checkFirstName(values.first_name) || checkMiddleName(values.middle_name)) return false;
    const saved = await this.call.run(() =>
      this.ports.api.updateCurrentUser({
        last_name: values.last_name.trim(),
        first_name: values.first_name.trim(),
        middle_name: values.middle_name.trim() || null,
        post: values.post.trim() || null,
      }),
    );
    if (!saved) return false;
    await this.ports.session.loadUser();
    runInAction(() => {
      this.editing = false;
    });
    this.ports.notify(t.saved);
    return true;
  }
}
