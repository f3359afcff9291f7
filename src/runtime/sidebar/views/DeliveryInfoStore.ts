import { makeAutoObservable, runInAction } from 'mobx';
import type { SubRequestWire } from '../../../domain/wire/banksWire';
import type { AcceptedOfferWire, DeliveryMethodOptionWire, DeliveryOptionWire } from '../../../domain/wire/offersWire';
import type { AcceptOfferStore } from '../../banks/AcceptOfferStore';
import type { BanksStore } from '../../banks/BanksStore';
import { sidebarViewTexts as t } from './texts';

export interface DeliveryInfoPorts {
  banks: BanksStore;
  /** The accept page's store of an offer (acceptOfferFor): its accept-info carries the delivery chosen. */
  acceptOf(offerUuid: string): AcceptOfferStore;
}

/**
 * The delivery of the accepted offer (DeliveryInfo): the bank's sub-request (the given bank, or the one
 * whose offer the request accepted), then the offer's accept-info: the guarantee's form, the method,
 * the address, the cost and, for pickup, the bank's office. Before acceptance the panel says so.
 */
export class DeliveryInfoStore {
  readonly bankUuid: string | null;
  state: 'loading' | 'ready' | 'empty' | 'error' = 'loading';
  /** Why there is nothing to show ('empty') or what failed ('error'). */
  message: string | null = null;
  offer: AcceptOfferStore | null = null;
  private readonly ports: DeliveryInfoPorts;

  constructor(bankUuid: string | null, ports: DeliveryInfoPorts) {
    this.bankUuid = bankUuid;
    this.ports = ports;
    makeAutoObservable<this, 'ports'>(this, { bankUuid: false, ports: false, offer: false }, { autoBind: true });
  }

  get sub(): SubRequestWire | undefined {
    const subs = this.ports.banks.subrequests;
    return this.bankUuid ? subs.find((sub) => sub.bank_uuid === this.bankUuid) : subs.find((sub) => sub.offer?.is_selected === true);
  }

  get accepted(): AcceptedOfferWire | null {
    return this.offer?.info?.accepted ?? null;
  }

  get bankName(): string {
    const sub = this.sub;
    return sub ? sub.middle_name || sub.bank_name : '';
  }

  get option(): DeliveryOptionWire | undefined {
    return this.offer?.options.find((option) => option.type === this.accepted?.delivery_type);
  }

  get method(): DeliveryMethodOptionWire | undefined {
    return this.option?.methods.find((method) => method.method === this.accepted?.delivery_method);
  }

  private finish(state: 'ready' | 'empty' | 'error', message: string | null): boolean {
    this.state = state;
    this.message = message;
    return state === 'ready';
  }

  /** Loads again; what is shown stays on screen until the new answer replaces it. */
  async load(): Promise<boolean> {
    if (this.state !== 'ready') {
      this.state = 'loading';
      this.message = null;
    }
    const banks = this.ports.banks;
    // Quiet: the panel must not start the pre-scoring the banks panel runs on its first load.
    if (!banks.loaded && !(await banks.load({ quiet: true }))) return this.finish('error', t.banksLoadFailed);
    const sub = this.sub;
    if (!sub) return this.finish('empty', this.bankUuid ? t.bankNotFound : t.noAcceptedOffer);
    if (!sub.offer) return this.finish('empty', t.noOfferOfBank);
    const offer = this.ports.acceptOf(sub.offer.offerUuid);
    this.offer = offer;
    const loaded = await offer.load();
    return runInAction(() => {
      if (!loaded) return this.finish('error', t.deliveryLoadFailed);
      return offer.info?.accepted ? this.finish('ready', null) : this.finish('empty', t.offerNotAccepted);
    });
  }
}
