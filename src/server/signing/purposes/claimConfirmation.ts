import { claimConfirmationType, claimDocumentsOf, claimWaitsForClient, completeClaimSigning, ensureClaimDocuments, latestClaimOf } from '../../claims/claimSigning';
import { dealSigningPurpose, type DealSigning } from './dealSigning';

/**
 * A claim's changes the bank approved: the platform's «Согласие с изменениями условий гарантии» and
 * the bank's claim documents; the sub-request waits in deal_claim_responded; the last signature moves
 * it by claim_approved (the client's side of the additional agreement) and tells the bank documents_signed.
 */
export const claimSigning: DealSigning = {
  purpose: 'claim',
  linkKind: 'claim',
  types: [claimConfirmationType, 'bank_claim_document'],
  ensure: (deps, sub) => ensureClaimDocuments(deps, sub.uuid),
  async documents(db, sub) {
    const claim = await latestClaimOf(db, sub.id);
    return claim ? claimDocumentsOf(db, sub, claim) : [];
  },
  async waiting(db, sub) {
    return claimWaitsForClient(sub, await latestClaimOf(db, sub.id));
  },
  async complete(trx, deps, actor, subUuid) {
    const moved = await completeClaimSigning(trx, deps, actor, subUuid);
    return moved ? { completed: true, moved: [moved.uuid] } : { completed: false, moved: [] };
  },
};

export const claimConfirmation = dealSigningPurpose(claimSigning);
