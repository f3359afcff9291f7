import { findTender } from '../datasets';
import type { TenderSource } from './TenderSource';

/** The procurements shipped in datasets/tenders.json (composed examples on real customers). */
export function offlineTenderSource(): TenderSource {
  return {
    name: 'offline',
    async findTender(number: string) {
      return findTender(number);
    },
  };
}
