import { offerAcceptanceType } from '../../offers/offerAcceptanceForm';
import { completeOfferSigning, ensureOfferDocuments, offerDocumentsOf, offerSigningStatus } from '../../offers/offerSigning';
import { dealSigningPurpose, type DealSigning } from './dealSigning';

/**
 * An offer's acceptance: the platform's «Согласие с условиями предложения» and the documents the
 * bank posted to sign with it; the sub-request waits in offer_wait_sign; the last signature moves it
 * by offer_signed and tells the bank offer_accepted.
 */
export const offerSigning: DealSigning = {
  purpose: 'offer',
  linkKind: 'offer',
  types: [offerAcceptanceType, 'bank_offer_document'],
  ensure: (deps, sub) => ensureOfferDocuments(deps, sub.uuid),
  documents: (db, sub) => offerDocumentsOf(db, sub),
  waiting: async (_db, sub) => sub.sub_status === offerSigningStatus,
  async complete(trx, deps, actor, subUuid) {
    const moved = await completeOfferSigning(trx, deps, actor, subUuid);
    return moved ? { completed: true, moved: [moved.uuid] } : { completed: false, moved: [] };
  },
};

export const offerAcceptance = dealSigningPurpose(offerSigning);
