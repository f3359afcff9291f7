import { additionalDocumentsOf, completeAdditionalSigning, pendingAdditional } from '../additionalDocuments';
import { dealSigningPurpose, type DealSigning } from './dealSigning';

/**
 * The bank's additional documents of a deal: the bank posts them (kind additional_document) after the
 * acceptance; once those it has not heard of are all signed it gets documents_signed. No status moves.
 */
export const additionalSigning: DealSigning = {
  purpose: 'additional',
  linkKind: 'additional',
  types: ['bank_additional_document'],
  ensure: async () => undefined,
  documents: (db, sub) => additionalDocumentsOf(db, sub),
  waiting: async (_db, _sub, documents) => pendingAdditional(documents).length > 0,
  async complete(trx, deps, actor, subUuid) {
    return { completed: await completeAdditionalSigning(trx, deps, actor, subUuid), moved: [] };
  },
};

export const additionalDocuments = dealSigningPurpose(additionalSigning);
