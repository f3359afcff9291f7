import { createSigningApi, type Http } from '../../api';
import type { RequestStatusChangedEvent } from '../../api/realtime';
import type { Toast } from '../../domain/toast';
import { consentLinkAction } from '../banks/consentLinkFor';
import type { Clipboard } from '../ports';
import type { ToastStore } from '../ToastStore';
import { COPY_OFFER_SIGN_LINK } from './offerSigningReactions';
import { signingRuntimeTexts } from './texts';

/** The toast action that copies a fresh sign link of the toast's request. */
export const COPY_SIGN_LINK = 'copySignLink';

/**
 * The copy button of a push toast: the request waits for the customer's consent (the consent link),
 * for the customer's signature of the application (the sign link), or for his signature of an accepted
 * offer (the offer link, offerSigningReactions.ts).
 */
export function pushLinkAction(event: RequestStatusChangedEvent): string | null {
  if (event.status === 'sent_to_client') return COPY_SIGN_LINK;
  if (event.status === 'offer_wait_sign') return COPY_OFFER_SIGN_LINK;
  return consentLinkAction(event);
}

/**
 * Registers the copy-sign-link action: the link is made when the button is pressed and covers every
 * bank of the request waiting for the signature, so one toast naming several banks needs one link. It
 * is copied, and a short toast says until when it works.
 */
export function registerSignLinkAction(http: Http, toasts: ToastStore, clipboard: Clipboard): () => void {
  const api = createSigningApi(http);
  return toasts.registerAction(COPY_SIGN_LINK, async (toast: Toast) => {
    if (toast.request_id === undefined) return;
    const answer = await api.signLink(toast.request_id).catch(() => null);
    if (!answer) return;
    await clipboard.writeText(answer.url);
    toasts.show({ mode: 'short', type: 'success', title: signingRuntimeTexts.linkCopied(answer.banks.map((bank) => bank.name)), text: answer.url, buttons: [], removeTime: 5000 });
  });
}
