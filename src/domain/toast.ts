/**
 * A toast as the spec describes it (spec-2 §3.4). Produced by `toastFor` from the
 * rules in `config/toasts.json` and by the error catalogue; shown by the toast store.
 */
export type ToastType = 'success' | 'offer' | 'cancel' | 'error' | 'bg_ready' | 'request' | 'info' | 'sign' | 'pay';

export interface ToastButton {
  /** Russian label, e.g. 'Список заявок', 'Хорошо', 'Скопировать ссылку'. */
  label: string;
  /** Named action the runtime knows: 'close', 'openSidebar', 'goToList', 'copyLink', 'goToStep', … */
  action: string;
}

export interface Toast {
  id: string;
  mode: 'full' | 'short';
  type: ToastType;
  title: string;
  text: string;
  request_id?: number;
  buttons: ToastButton[];
  /** The toast's own action; `openSidebar` carries a request number in `request_id`. */
  action?: string;
  /** Lifetime in ms; absent means the toast stays until closed (the cancel toast). */
  removeTime?: number;
  isSave?: boolean;
  isSend?: boolean;
  isStep?: boolean;
  stepName?: string;
  copyLink?: string;
  isCopy?: boolean;
  isCloseToast?: boolean;
  /** A push toast's part in its request's summary toast: its rule, the bank (short name), the rule's line. */
  pushGroup?: { rule: string; bank: string; one: string; many: string };
}
