import { makeAutoObservable, runInAction } from 'mobx';
import { checkOrganizationRequisites, requisitesMessages, type RequisitesErrors } from '../../domain/profile/checkOrganizationRequisites';
import { ndsChoiceOf } from '../../domain/profile/ndsChoices';
import { PendingCall } from './PendingCall';
import type { ProfilePorts } from './ProfilePorts';
import { profileRuntimeTexts as t } from './texts';

/**
 * The profile's organisation block: its KPP and OGRN (POST /v1/organization/write/update/kpp_or_ogrn,
 * where the create page's «КПП изменился» notice leads) and the user's NDS setting (config/nds.json,
 * saved by POST /v1/currentuser/write/update).
 */
export class OrganizationStore {
  editing = false;
  readonly call: PendingCall;
  readonly ndsCall: PendingCall;
  private readonly ports: ProfilePorts;

  constructor(ports: ProfilePorts) {
    this.ports = ports;
    this.call = new PendingCall(ports.report);
    this.ndsCall = new PendingCall(ports.report);
    makeAutoObservable<OrganizationStore, 'ports'>(this, { ports: false, call: false, ndsCall: false }, { autoBind: true });
  }

  edit(): void {
    this.call.clear();
    this.editing = true;
  }

  cancel(): void {
    this.editing = false;
  }

  /** Problems of the typed KPP and OGRN for the organisation's INN; blank fields are left as they are. */
  errors(values: { kpp: string; ogrn: string }): RequisitesErrors {
    const inn = this.ports.session.user?.organization?.inn ?? '';
    return checkOrganizationRequisites(inn, this.changeOf(values));
  }

  /** Saves what changed; resolves true when saved (or when nothing changed). */
  async save(values: { kpp: string; ogrn: string }): Promise<boolean> {
    const change = this.changeOf(values);
    if (Object.keys(this.errors(values)).length > 0) return false;
    if (change.kpp === undefined && change.ogrn === undefined) {
      runInAction(() => {
        this.call.error = requisitesMessages.nothingToChange;
      });
      return false;
    }
    const saved = await this.call.run(() => this.ports.api.updateRequisites(change));
    if (!saved) return false;
    await this.ports.session.loadUser();
    runInAction(() => {
      this.editing = false;
    });
    this.ports.notify(t.requisitesSaved);
    return true;
  }

  /** Saves the NDS choice as soon as it is picked. */
  async saveNds(value: string): Promise<boolean> {
    if (!ndsChoiceOf(value) || value === this.ports.session.user?.nds) return false;
    const saved = await this.ndsCall.run(() => this.ports.api.updateCurrentUser({ nds: value }));
    if (!saved) return false;
    await this.ports.session.loadUser();
    this.ports.notify(t.ndsSaved(value));
    return true;
  }

  /** The fields that differ from the organisation's as loaded; KPP in capitals (its letters are Latin capitals). */
  private changeOf(values: { kpp: string; ogrn: string }): { kpp?: string; ogrn?: string } {
    const organization = this.ports.session.user?.organization;
    const kpp = values.kpp.trim().toUpperCase();
    const ogrn = values.ogrn.trim();
    return {
      ...(kpp !== '' && kpp !== (organization?.kpp ?? '') ? { kpp } : {}),
      ...(ogrn !== '' && ogrn !== (organization?.ogrn ?? '') ? { ogrn } : {}),
    };
  }
}
