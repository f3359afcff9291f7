import { fillTemplate } from '../fillTemplate';
import type { ToastTemplate } from '../statusTable';
import { notificationsConfig, type NotificationsConfig } from './notificationKinds';

/** What a message about one event says: the rule's toast, the request's number, the bank's short name, the links. */
export interface MessageFacts {
  readonly toast: Pick<ToastTemplate, 'title' | 'text'>;
  readonly requestNumber: number;
  readonly bankName: string;
  /** The request in the cabinet of the recipient. */
  readonly link: string;
  /** The notification settings page in that cabinet. */
  readonly settingsLink: string;
}

/**
 * The e-mail (subject and text) and the SMS of an event, from the rule's own toast texts laid into the
 * templates of config/notifications.json: one wording for the toast, the letter and the SMS.
 */
export function notificationMessage(facts: MessageFacts, config: NotificationsConfig = notificationsConfig): { subject: string; emailText: string; smsText: string } {
  const base = { n: facts.requestNumber, bank: facts.bankName };
  const values = { ...base, title: fillTemplate(facts.toast.title, base), text: fillTemplate(facts.toast.text, base), link: facts.link, settingsLink: facts.settingsLink };
  return {
    subject: fillTemplate(config.messages.emailSubject, values),
    emailText: fillTemplate(config.messages.emailText, values),
    smsText: fillTemplate(config.messages.smsText, values),
  };
}
