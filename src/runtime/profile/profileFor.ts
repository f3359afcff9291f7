import constants from '../../../config/constants.json';
import { ApiFailure } from '../../api/ApiFailure';
import { createProfileApi } from '../../api/profile';
import type { RootStore } from '../RootStore';
import { ContactsStore } from './ContactsStore';
import { EmailPromptStore } from './EmailPromptStore';
import { OrganizationStore } from './OrganizationStore';
import { PersonStore } from './PersonStore';
import type { ProfilePorts } from './ProfilePorts';
import { SecurityStore } from './SecurityStore';

/** The profile's stores of one app. */
export interface ProfileStores {
  person: PersonStore;
  contacts: ContactsStore;
  security: SecurityStore;
  organization: OrganizationStore;
  emailPrompt: EmailPromptStore;
}

const built = new WeakMap<RootStore, ProfileStores>();

/** How long a success toast of the profile stays. */
const NOTICE_MS = 6000;

/** The profile's stores, built once per app from its ports. */
export function profileFor(root: RootStore): ProfileStores {
  const existing = built.get(root);
  if (existing) return existing;
  const ports: ProfilePorts = {
    api: createProfileApi(root.http),
    session: root.session,
    notify: (text) => root.toasts.show({ mode: 'short', type: 'success', title: text, text: '', buttons: [], removeTime: NOTICE_MS }),
    report: (failure) => (failure instanceof ApiFailure ? root.failures.report(failure) : root.ports.logger.error('Профиль: сбой вызова', failure)),
  };
  const stores: ProfileStores = {
    person: new PersonStore(ports),
    contacts: new ContactsStore(ports),
    security: new SecurityStore(ports),
    organization: new OrganizationStore(ports),
    emailPrompt: new EmailPromptStore(ports, { clock: root.ports.clock, storage: root.ports.storage, repeatMs: constants.emailPromptRepeatMs }),
  };
  built.set(root, stores);
  return stores;
}
