import { fillTemplate } from './fillTemplate';
import { shippedStatusTable, type StatusTable } from './statusTable';

/** The next raw sub_status, or a refusal with a Russian reason. */
export type NextSubStatus = { readonly ok: true; readonly next: string } | { readonly ok: false; readonly reason: string };

/**
 * The one transition function of a sub-request (config/transitions.json): the raw status an
 * event leads to from the current raw status, or a refusal naming the event and status in Russian.
 */
export function createNextSubStatus(table: StatusTable): (current: string, event: string) => NextSubStatus {
  const { events, refusals } = table.configs.transitions;
  return (current, event) => {
    const currentDefinition = table.subStatuses.get(current);
    if (currentDefinition === undefined) return { ok: false, reason: fillTemplate(refusals.unknownStatus, { current }) };
    const eventDefinition = Object.hasOwn(events, event) ? events[event] : undefined;
    if (eventDefinition === undefined) return { ok: false, reason: fillTemplate(refusals.unknownEvent, { event }) };
    const next = table.transitions.get(current)?.get(event);
    if (next !== undefined) return { ok: true, next };
    return {
      ok: false,
      reason: fillTemplate(refusals.notAllowed, {
        current,
        event,
        currentLabel: currentDefinition.label,
        eventLabel: eventDefinition.label,
      }),
    };
  };
}

/** `createNextSubStatus` over the shipped config. */
export const nextSubStatus = createNextSubStatus(shippedStatusTable);
