import { shippedStatusTable, type StatusTable } from '../statusTable';
import { kindOfRule, notificationsConfig, type NotificationsConfig } from './notificationKinds';

/**
 * The statuses of RequestStatusChanged some kind of notification covers: the events of the push rules
 * that have a toast and a kind. Only these are kept for e-mail and SMS; the rest (a bank choice saved,
 * pre-scoring) tell the open views to reload and notify nobody.
 */
export function notifyingStatuses(table: StatusTable = shippedStatusTable, config: NotificationsConfig = notificationsConfig): Set<string> {
  const statuses = new Set<string>();
  for (const rule of table.configs.toasts.pushRules) {
    if (!rule.toast || kindOfRule(rule.id, config) === undefined) continue;
    const event = rule.when['event'];
    const values = Array.isArray(event) ? event : [event];
    for (const value of values) if (typeof value === 'string') statuses.add(value);
  }
  return statuses;
}
