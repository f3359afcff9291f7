import type { Tender } from '../datasets';

/**
 * Where procurements are looked up by their registry number: the EIS (through its gateway) or the
 * shipped tenders. Both answer the extended tender of spec-1 §3 with all its lots.
 * @throws UpstreamError when the EIS gateway cannot answer
 */
export interface TenderSource {
  readonly name: 'eis' | 'offline';
  /** The procurement with this registry number (digits only, already checked), or null. */
  findTender(number: string): Promise<Tender | null>;
}
