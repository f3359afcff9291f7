import type {
  AcceptInfoWire,
  AcceptOfferBody,
  AdditionalAgreementsWire,
  AgreementParamWire,
  ApprovalCustomersBody,
  ChangeCommissionBody,
  ClaimChangesBody,
  ClaimDocumentsWire,
  ClaimPageWire,
  CommissionForChangesWire,
  OfferVersionsWire,
  OffersWire,
  PickupInfoWire,
  SendOfferApproveBody,
  ToDiscussionBody,
  ValidateBeforeApprovalBody,
  ValidateBeforeApprovalWire,
} from '../domain/wire/offersWire';
import type { CallOptions, Http } from './createHttp';

/**
 * The offer, acceptance, discussion and claim calls of spec-2 §7.2 (docs/offers-and-claims.md). The
 * agent and the client read offers by different paths; the writes answer with what they changed, and the
 * stores read the request again afterwards, so the answers' shapes are not relied on.
 */
export function createOffersApi(http: Http, viewer: 'agent' | 'client') {
  const agent = viewer === 'agent';
  return {
    readOffers: (requestId: number, options: CallOptions = {}) =>
      agent
        ? http.get<OffersWire>(`/v2/bgrequest/read/${requestId}/offer/agent`, options)
        : http.get<OffersWire>(`/v1/bgrequest/read/${requestId}/offer/client`, options),
    readVersions: (offerUuid: string) =>
      http.get<OfferVersionsWire>(agent ? `/v2/bgrequest/read/offer/${offerUuid}/versions` : `/v1/bgrequest/read/offer/${offerUuid}/versions`),
    changeCommission: (body: ChangeCommissionBody) => http.post<unknown>('/v1/bgrequest/write/changecomission', body),
    sendForApproval: (body: SendOfferApproveBody) => http.post<unknown>('/v1/bgrequest/write/sendofferapprove', body),

    readAcceptInfo: (offerUuid: string) => http.get<AcceptInfoWire>(`/v1/bgrequest/read/offer/${offerUuid}/accept-info`),
    /** Silent: a bank without a pickup office answers 404, and the page simply shows no office. */
    readPickupInfo: (offerUuid: string) => http.get<PickupInfoWire>(`/v1/bgrequest/read/offer/${offerUuid}/pickup/info`, { silent: true }),
    readAdditionalAgreements: (offerUuids: string[]) =>
      http.post<AdditionalAgreementsWire>('/v1/bgrequest/read/offer/additional-agreements', { uuids: offerUuids }),
    accept: (body: AcceptOfferBody) => http.post<AcceptInfoWire>('/v1/bgrequest/write/offer/accept', body),

    validateBeforeApproval: (body: ValidateBeforeApprovalBody) =>
      http.post<ValidateBeforeApprovalWire>('/v2/bgrequest/read/validate/before/approval', body),
    toDiscussion: (subrequestUuid: string, body: ToDiscussionBody) => http.post<unknown>(`/v1/bgsubrequest/write/${subrequestUuid}/todiscussion`, body),
    approvalCustomers: (body: ApprovalCustomersBody) => http.post<unknown>('/v2/bgsubrequest/write/approval/customers', body),
    readAgreementParams: (subrequestUuid: string, which: 'current' | 'history' = 'current') =>
      http.get<AgreementParamWire>(`/v2/bgsubrequest/read/${subrequestUuid}/agreement/param/${which}`),

    readClaim: (subrequestUuid: string) => http.get<ClaimPageWire>(`/v1/bgsubrequest/read/${subrequestUuid}/claim`),
    commissionForChanges: (body: ClaimChangesBody) => http.post<CommissionForChangesWire>('/v1/bgsubrequest/read/comission/forchanges', body),
    sendClaim: (body: ClaimChangesBody) => http.post<unknown>('/v1/bgrequest/write/bgrequest/claim', body),
    readClaimDocuments: (claimUuid: string) => http.get<ClaimDocumentsWire>(`/v1/claim/read/docstosign/${claimUuid}`),
  };
}

export type OffersApi = ReturnType<typeof createOffersApi>;
