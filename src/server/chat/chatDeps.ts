import type { BankSettings } from '../../domain/banks';
import type { NotificationHub } from '../hub/NotificationHub';

/** What the chat's writes need from the app: the hub, and the banks as the environment sees them. */
export interface ChatDeps {
  hub: Pick<NotificationHub, 'publishAll'>;
  banks: readonly BankSettings[];
}
