import { createBanksApi, type Http } from '../../api';
import type { RequestStatusChangedEvent } from '../../api/realtime';
import type { Toast } from '../../domain/toast';
import type { Clipboard } from '../ports';
import type { ToastStore } from '../ToastStore';
import { banksTexts } from './texts';

/** The toast action that copies a fresh consent link of the toast's request. */
export const COPY_CONSENT_LINK = 'copyConsentLink';

/** Push toasts whose copy button copies the consent link: the request waits for the customer's consent. */
export function consentLinkAction(event: RequestStatusChangedEvent): string | null {
  return event.status === 'wait_confirm_data' ? COPY_CONSENT_LINK : null;
}

/**
 * Registers the copy-consent-link toast action: the link is built when the button is pressed (a new
 * link replaces the old one), copied, and a short toast says so. The signing link's button is
 * src/runtime/signing/signLinkAction.ts.
 */
export function registerConsentLinkAction(http: Http, toasts: ToastStore, clipboard: Clipboard): () => void {
  const api = createBanksApi(http);
  return toasts.registerAction(COPY_CONSENT_LINK, async (toast: Toast) => {
    if (toast.request_id === undefined) return;
    const answer = await api.consentLink(toast.request_id).catch(() => null);
    if (!answer) return;
    await clipboard.writeText(answer.url);
    toasts.show({ mode: 'short', type: 'success', title: banksTexts.consentCopied, text: answer.url, buttons: [], removeTime: 5000 });
  });
}
