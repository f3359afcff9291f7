import type { RequestStatusChangedEvent } from '../../api/realtime';
import type { OffersApi } from '../../api/offers';
import type { SigningApi } from '../../api/signing';
import { bankShortName } from '../../domain/bankShortName';
import type { Toast } from '../../domain/toast';
import type { OfferWire } from '../../domain/wire/offersWire';
import type { PushReactionHandler } from '../banks/PushStore';
import type { Clipboard } from '../ports';
import type { ToastStore } from '../ToastStore';
import { signingRuntimeTexts as t } from './texts';

/** The toast action that copies the offer link of the offer waiting for signing (partner's toast). */
export const COPY_OFFER_SIGN_LINK = 'copyOfferSignLink';
/** The toast action that opens the Signing view of the offer waiting for signing (client's toast). */
export const SIGN_IN_APP = 'signInApp';

export interface OfferSigningPorts {
  signing: Pick<SigningApi, 'agentOfferSign'>;
  offers: Pick<OffersApi, 'readOffers'>;
  toasts: ToastStore;
  clipboard: Clipboard;
  /** Registers a push reaction of config/toasts.json (fetchSigningLink, signInApp). */
  registerReaction(name: string, handler: PushReactionHandler): () => void;
  /** Opens a view of the request's side panel (the Signing view of an offer). */
  openSidebar(view: string, params: Readonly<Record<string, string>>): void;
}

/** The offers of a request that wait for the client's signature, the event's bank first. */
function waitingOffers(offers: readonly OfferWire[], bankUuid: string | null): OfferWire[] {
  const waiting = offers.filter((offer) => offer.actions.sign);
  return [...waiting.filter((offer) => offer.bank.bank_uuid === bankUuid), ...waiting.filter((offer) => offer.bank.bank_uuid !== bankUuid)];
}

/**
 * The push reactions of an offer waiting for signing (spec-2 §4.2 offer_wait_sign) and their toast
 * buttons. The partner first fetches a signing link (`fetchSigningLink`): the link of the event's
 * bank is made at once and kept, so «Скопировать ссылку» copies it without a wait (spec-2 §4.1: the
 * copy action builds the link if absent). The client signs in the app (`signInApp`): the event's bank
 * is kept, and «Подписать» opens the Signing view of that bank's offer.
 */
export function registerOfferSigning(ports: OfferSigningPorts): () => void {
  const links = new Map<number, { url: string; bank: string }>();
  const banks = new Map<number, string>();

  async function linkOf(requestId: number, bankUuid: string | null): Promise<{ url: string; bank: string } | null> {
    const offers = await ports.offers.readOffers(requestId, { silent: true });
    const offer = waitingOffers(offers.offers, bankUuid).find((candidate) => candidate.actions.sign_link);
    if (!offer) return null;
    const answer = await ports.signing.agentOfferSign(requestId, offer.offerUuid);
    const link = { url: answer.link.url, bank: bankShortName(offer.bank.bank_uuid, offer.bank.middle_name || offer.bank.bank_name) };
    links.set(requestId, link);
    return link;
  }

  const offs = [
    ports.registerReaction('fetchSigningLink', async (event: RequestStatusChangedEvent) => {
      const requestId = Number(event.requestId);
      if (event.status !== 'offer_wait_sign' || !Number.isInteger(requestId)) return;
      links.delete(requestId);
      await linkOf(requestId, event.bank_uuid ?? null).catch(() => null);
    }),
    ports.registerReaction('signInApp', (event: RequestStatusChangedEvent) => {
      const requestId = Number(event.requestId);
      if (event.status === 'offer_wait_sign' && Number.isInteger(requestId) && event.bank_uuid) banks.set(requestId, event.bank_uuid);
    }),
    ports.toasts.registerAction(COPY_OFFER_SIGN_LINK, async (toast: Toast) => {
      if (toast.request_id === undefined) return;
      const link = links.get(toast.request_id) ?? (await linkOf(toast.request_id, null).catch(() => null));
      if (!link) {
        ports.toasts.show({ mode: 'short', type: 'info', title: t.noOfferToSign, text: '', buttons: [], removeTime: 5000 });
        return;
      }
      await ports.clipboard.writeText(link.url);
      ports.toasts.show({ mode: 'short', type: 'success', title: t.offerLinkCopied(link.bank), text: link.url, buttons: [], removeTime: 5000 });
    }),
    ports.toasts.registerAction(SIGN_IN_APP, async (toast: Toast) => {
      if (toast.request_id === undefined) return;
      const requestNumber = String(toast.request_id);
      const offers = await ports.offers.readOffers(toast.request_id, { silent: true }).catch(() => null);
      const offer = offers ? waitingOffers(offers.offers, banks.get(toast.request_id) ?? null)[0] : undefined;
      if (offer) ports.openSidebar('Signing', { requestNumber, purpose: 'offer', offerUuid: offer.offerUuid });
      else ports.openSidebar('RequestDetails', { requestNumber });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
