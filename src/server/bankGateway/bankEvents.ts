import bankEventsFile from '../../../config/bank-events.json';
import transitionsFile from '../../../config/transitions.json';

/** The endpoint of the bank API that carries an event with its data, or null for POST .../events. */
export type BankEventEndpoint = 'offers' | 'demands' | 'documents' | 'claims' | null;

export interface BankEventInfo {
  event: string;
  label: string;
  via: BankEventEndpoint;
}

const labels = transitionsFile.events as Record<string, { label: string }>;

/** Events a bank may post (config/bank-events.json), with their labels from config/transitions.json. */
export const bankEvents: readonly BankEventInfo[] = (bankEventsFile.events as { event: string; via: BankEventEndpoint }[]).map((item) => ({
  event: item.event,
  via: item.via,
  label: labels[item.event]?.label ?? item.event,
}));

const byName = new Map(bankEvents.map((item) => [item.event, item]));

/** The bank event of this name, or undefined when a bank may not post it. */
export function findBankEvent(event: string): BankEventInfo | undefined {
  return byName.get(event);
}
