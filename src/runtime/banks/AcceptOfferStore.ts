import { makeAutoObservable, runInAction } from 'mobx';
import type { OffersApi } from '../../api';
import { fillTemplate } from '../../domain/fillTemplate';
import type {
  AcceptInfoWire,
  AdditionalAgreementWire,
  DeliveryMethodOptionWire,
  DeliveryMethodWire,
  DeliveryOptionWire,
  DeliveryTypeWire,
  PickupInfoWire,
} from '../../domain/wire/offersWire';
import type { Navigation } from '../ports';
import type { RouteTable } from '../routeTable';
import type { ToastStore } from '../ToastStore';
import { withSidebarAddress } from '../sidebar/sidebarAddress';
import { parseMoney } from './parseMoney';
import { banksTexts as t } from './texts';

export interface AcceptOfferPorts {
  offers: OffersApi;
  toasts: ToastStore;
  navigation: Navigation;
  routes: RouteTable;
}

/**
 * The accept page of one offer (/{role}/request/{id}/accept-offer/offer/{offerUuid}): the offer's terms,
 * the forms the bank issues (digital, paper with pickup or courier and their cost), the pickup office,
 * the additional agreements to confirm, and the accept itself; afterwards back to the request — with
 * the Signing view of the acceptance open when the bank wants it signed.
 */
export class AcceptOfferStore {
  readonly requestId: number;
  readonly offerUuid: string;
  info: AcceptInfoWire | null = null;
  pickup: PickupInfoWire | null = null;
  loadError: string | null = null;
  deliveryType: DeliveryTypeWire | null = null;
  deliveryMethod: DeliveryMethodWire | null = null;
  address = '';
  confirmed: string[] = [];
  problem: string | null = null;
  accepting = false;
  private readonly ports: AcceptOfferPorts;

  constructor(requestId: number, offerUuid: string, ports: AcceptOfferPorts) {
    this.requestId = requestId;
    this.offerUuid = offerUuid;
    this.ports = ports;
    makeAutoObservable<AcceptOfferStore, 'ports'>(this, { requestId: false, offerUuid: false, ports: false }, { autoBind: true });
  }

  async load(): Promise<boolean> {
    try {
      const info = await this.ports.offers.readAcceptInfo(this.offerUuid);
      runInAction(() => {
        this.info = info;
        this.loadError = null;
        const accepted = info.accepted;
        this.deliveryType = accepted?.delivery_type ?? info.delivery_options[0]?.type ?? null;
        this.deliveryMethod = accepted?.delivery_method ?? this.methods[0]?.method ?? null;
        this.address = accepted?.delivery_address ?? '';
        this.confirmed = accepted?.agreements ?? [];
      });
      if (info.delivery_options.some((option) => option.type === 'paper')) void this.loadPickup();
      return true;
    } catch {
      runInAction(() => {
        this.loadError = t.pageLoadFailed;
      });
      return false;
    }
  }

  private async loadPickup(): Promise<void> {
    try {
      const pickup = await this.ports.offers.readPickupInfo(this.offerUuid);
      runInAction(() => {
        this.pickup = pickup;
      });
    } catch {
      // Without the office address the pickup option still reads; the bank names it later.
    }
  }

  get options(): DeliveryOptionWire[] {
    return this.info?.delivery_options ?? [];
  }

  get chosenOption(): DeliveryOptionWire | undefined {
    return this.options.find((option) => option.type === this.deliveryType);
  }

  get methods(): DeliveryMethodOptionWire[] {
    return this.chosenOption?.methods ?? [];
  }

  get chosenMethod(): DeliveryMethodOptionWire | undefined {
    return this.methods.find((method) => method.method === this.deliveryMethod);
  }

  /** What the chosen delivery costs the client, in roubles (0 for digital or free pickup). */
  get deliveryCost(): number {
    return this.deliveryType === 'paper' ? (parseMoney(this.chosenMethod?.cost ?? '0') ?? 0) : 0;
  }

  get agreements(): AdditionalAgreementWire[] {
    return this.info?.additional_agreements ?? [];
  }

  get accepted(): boolean {
    return this.info?.accepted != null;
  }

  get canEdit(): boolean {
    return this.info !== null && this.info.can_accept && !this.accepted;
  }

  chooseType(type: DeliveryTypeWire): void {
    this.deliveryType = type;
    this.deliveryMethod = this.methods[0]?.method ?? null;
    this.problem = null;
  }

  chooseMethod(method: DeliveryMethodWire): void {
    this.deliveryMethod = method;
    this.problem = null;
  }

  setAddress(address: string): void {
    this.address = address;
    this.problem = null;
  }

  confirm(uuid: string, yes: boolean): void {
    this.confirmed = yes ? [...new Set([...this.confirmed, uuid])] : this.confirmed.filter((one) => one !== uuid);
    this.problem = null;
  }

  /** The first thing that stops accepting, in Russian; null when ready. */
  get missing(): string | null {
    if (!this.deliveryType) return t.methodRequired;
    if (this.deliveryType === 'paper' && !this.chosenMethod) return t.methodRequired;
    if (this.chosenMethod?.needs_address && this.address.trim() === '') return t.addressRequired;
    if (this.agreements.some((agreement) => agreement.required && !this.confirmed.includes(agreement.uuid))) return t.agreementsRequired;
    return null;
  }

  /** Accepts the offer with the chosen delivery; then goes back to the request. */
  async accept(): Promise<boolean> {
    const info = this.info;
    if (!info || !this.deliveryType || this.accepting) return false;
    this.problem = this.missing;
    if (this.problem) return false;
    this.accepting = true;
    try {
      const answer = await this.ports.offers.accept({
        offerUuid: this.offerUuid,
        delivery_type: this.deliveryType,
        ...(this.deliveryType === 'paper' && this.deliveryMethod ? { delivery_method: this.deliveryMethod } : {}),
        ...(this.chosenMethod?.needs_address ? { delivery_address: this.address.trim() } : {}),
        agreements: this.confirmed,
      });
      this.ports.toasts.show({
        mode: 'short',
        type: 'success',
        title: fillTemplate(t.accepted, { bank: info.offer.bank.middle_name || info.offer.bank.bank_name }),
        text: '',
        buttons: [],
        removeTime: 5000,
      });
      const preview = this.ports.routes.path('RequestFormStep', { id: String(this.requestId), step: 'preview' });
      // An acceptance the bank wants signed opens its signing at once, over the request's banks.
      const signing = answer?.accepted?.waiting_signature
        ? withSidebarAddress('', { panel: { view: 'Signing', params: { requestNumber: String(this.requestId), purpose: 'offer', offerUuid: this.offerUuid } }, curtain: null })
        : '';
      this.ports.navigation.go(`${preview}${signing}`);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.accepting = false;
      });
    }
  }
}
