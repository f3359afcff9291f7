import { statusEngine } from '../../domain/statusEngine';
import type { AcceptedOfferWire, AcceptInfoWire, AcceptOfferBody, PickupInfoWire } from '../../domain/wire/offersWire';
import type { Db, Executor } from '../db/schema';
import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { moveSubRequest, type MoveDependencies } from '../subrequests/moveSubRequest';
import { additionalAgreementsFor, requiredAgreementsFor } from './additionalAgreements';
import { courierCost, deliveryOptionsFor } from './deliveryOptions';
import { fromKopecks, moneyText } from './money';
import { assertCurrent, assertSeen, isAgentOwner, offerContext, type OfferContext } from './offerContext';
import { renderOfferAcceptance } from './offerAcceptanceForm';
import { acceptanceNeedsSignature, insertAcceptance } from './offerSigning';
import type { FileStore } from '../storage/FileStore';
import { storeWithRow } from '../storage/storeWithRow';
import { acceptedOfferOf, type OfferRow } from './offerRecord';
import { offerRules } from './offerRules';
import { bankWire, offerWire, requestWire, statusOf } from './offerView';
import { offerTexts } from './texts';
import { auditOfferAccepted } from '../audit/actionEntries';

/** Statuses in which the delivery type may still be chosen (spec-1 §4 "Other transitions"). */
const deliveryChoiceStatuses: readonly string[] = ['Offer', 'WaitingAccept', 'ProjectApproval'];

function acceptedWire(row: OfferRow, sub: { sub_status: string }): AcceptedOfferWire | null {
  if (row.accepted_at === null) return null;
  const agreements = Array.isArray(row.additional_agreements) ? (row.additional_agreements as { uuid: string }[]).map((item) => item.uuid) : [];
  return {
    accepted_at: row.accepted_at,
    delivery_type: row.delivery_type,
    delivery_method: row.delivery_method,
    delivery_address: row.delivery_address,
    delivery_cost: row.delivery_cost === null ? null : moneyText(row.delivery_cost),
    agreements,
    waiting_signature: sub.sub_status === 'offer_wait_sign',
    signed_at: row.signed_at,
  };
}

/** Why the viewer cannot accept this offer now, or null when he can. */
async function acceptRefusal(db: Executor, context: OfferContext): Promise<string | null> {
  if (context.offer.id !== context.current.id) return offerTexts.notCurrent;
  if (await acceptedOfferOf(db, String(context.sub.id))) return offerTexts.alreadyAccepted;
  const decision = statusEngine.nextSubStatus(context.sub.sub_status, 'offer_accepted');
  return decision.ok ? null : offerTexts.notAcceptable(statusOf(context.sub).status_name);
}

/**
 * The accept page (GET /v1/bgrequest/read/offer/{offerUuid}/accept-info): the offer, the request, the
 * bank's delivery options, the statements to confirm, whether it may be accepted now and, once
 * accepted, what was chosen. Open to the agent and the client of the request.
 */
export async function acceptInfo(db: Executor, viewer: RequestViewer, offerUuid: string): Promise<AcceptInfoWire> {
  const context = await offerContext(db, viewer, offerUuid, { lock: false });
  assertSeen(context);
  const { sub, bank, request } = context;
  const view = { agentOwner: isAgentOwner(request, viewer), owner: request.access === 'owner' };
  const refusal = await acceptRefusal(db, context);
  const accepted = await acceptedOfferOf(db, String(sub.id));
  return {
    // Always the newest version: a page opened on an older one learns the terms changed (accept_refusal says so).
    offer: offerWire(context.current, context.versions, sub, bank, view),
    request: requestWire(request),
    delivery_options: deliveryOptionsFor(bank),
    can_choose_delivery: deliveryChoiceStatuses.includes(statusOf(sub).status) && !accepted,
    can_accept: refusal === null,
    accept_refusal: refusal,
    additional_agreements: additionalAgreementsFor(bank),
    requires_signature: await acceptanceNeedsSignature(db, sub, bank, context.current),
    accepted: accepted ? acceptedWire(accepted, sub) : null,
  };
}

/** Where a paper guarantee of the offer's bank is collected (GET …/offer/{offerUuid}/pickup/info). */
export async function pickupInfo(db: Executor, viewer: RequestViewer, offerUuid: string): Promise<PickupInfoWire> {
  const context = await offerContext(db, viewer, offerUuid, { lock: false });
  assertSeen(context);
  const { bank } = context;
  const office = offerRules.pickupOffices[bank.uuid];
  if (!bank.delivery.enabled || !office) throw AppError.notFound(offerTexts.noPickupOffice);
  return { bank: bankWire(bank), ...office };
}

interface DeliveryChoice {
  delivery_type: 'digital' | 'paper' | null;
  delivery_method: 'pickup' | 'courier_delivery' | null;
  delivery_address: string | null;
  delivery_cost: string | null;
}

/** The delivery the body asks for, checked against what the bank offers. @throws AppError 400 */
function deliveryChoice(context: OfferContext, body: AcceptOfferBody): DeliveryChoice {
  const { bank } = context;
  const options = deliveryOptionsFor(bank);
  const address = body.delivery_address?.trim() ?? '';
  if (body.delivery_type === undefined) {
    // A bank that offers no choice hands the guarantee over by its own arrangement.
    if (options.length > 0) throw AppError.badRequest(offerTexts.deliveryTypeRequired);
    return { delivery_type: null, delivery_method: null, delivery_address: null, delivery_cost: null };
  }
  if (body.delivery_type === 'digital') {
    if (!bank.digital_guarantee.enabled) throw AppError.badRequest(offerTexts.digitalUnavailable);
    if (body.delivery_method !== undefined) throw AppError.badRequest(offerTexts.deliveryMethodForDigital);
    return { delivery_type: 'digital', delivery_method: null, delivery_address: null, delivery_cost: null };
  }
  if (!bank.delivery.enabled) throw AppError.badRequest(offerTexts.paperUnavailable);
  if (body.delivery_method === undefined) throw AppError.badRequest(offerTexts.deliveryMethodRequired);
  if (body.delivery_method === 'pickup') {
    if (!offerRules.pickupOffices[bank.uuid]) throw AppError.badRequest(offerTexts.pickupUnavailable);
    return { delivery_type: 'paper', delivery_method: 'pickup', delivery_address: null, delivery_cost: '0.00' };
  }
  if (address === '') throw AppError.badRequest(offerTexts.addressRequired);
  return { delivery_type: 'paper', delivery_method: 'courier_delivery', delivery_address: address, delivery_cost: fromKopecks(courierCost(bank)) };
}

interface CheckedAcceptance {
  context: OfferContext;
  delivery: DeliveryChoice;
  agreements: { uuid: string; title: string }[];
}

/** The acceptance as the body asks it, checked against the offer, its status and the bank. @throws AppError 409, 400 */
async function checkedAcceptance(db: Executor, viewer: RequestViewer, body: AcceptOfferBody, lock: boolean): Promise<CheckedAcceptance> {
  const context = await offerContext(db, viewer, body.offerUuid, { lock });
  if (await acceptedOfferOf(db, String(context.sub.id))) throw AppError.conflict(offerTexts.alreadyAccepted);
  assertSeen(context);
  assertCurrent(context);
  const delivery = deliveryChoice(context, body);
  const confirmed = new Set(body.agreements ?? []);
  const offered = additionalAgreementsFor(context.bank);
  if ([...confirmed].some((uuid) => !offered.some((agreement) => agreement.uuid === uuid))) throw AppError.badRequest(offerTexts.agreementUnknown);
  const missing = requiredAgreementsFor(context.bank, delivery.delivery_type).find((agreement) => !confirmed.has(agreement.uuid));
  if (missing) throw AppError.badRequest(offerTexts.agreementMissing(missing.title));
  const decision = statusEngine.nextSubStatus(context.sub.sub_status, 'offer_accepted');
  if (!decision.ok) throw AppError.conflict(decision.reason);
  const agreements = offered.filter((agreement) => confirmed.has(agreement.uuid)).map(({ uuid, title }) => ({ uuid, title }));
  return { context, delivery, agreements };
}

/** Records the acceptance on the version: who, when, the delivery and the statements; it becomes the selected one. */
async function recordAcceptance(trx: Executor, viewer: RequestViewer, checked: CheckedAcceptance, subId: string | number): Promise<void> {
  await trx.updateTable('bg_offer').set({ is_selected: false }).where('subrequest_id', '=', String(subId)).execute();
  await trx
    .updateTable('bg_offer')
    .set({ is_selected: true, accepted_at: new Date(), accepted_by: viewer.userId, ...checked.delivery, additional_agreements: JSON.stringify(checked.agreements) })
    .where('id', '=', checked.context.current.id)
    .execute();
  const { request, current } = checked.context;
  await auditOfferAccepted(trx, viewer, {
    requestId: request.id,
    bankUuid: checked.context.sub.bank_uuid,
    offerUuid: current.uuid,
    version: current.version,
    deliveryType: checked.delivery.delivery_type,
    deliveryMethod: checked.delivery.delivery_method,
    agreements: checked.agreements.map((agreement) => agreement.uuid),
  });
}

export interface AcceptDeps {
  db: Db;
  store: FileStore;
  move: MoveDependencies;
  now?: () => Date;
}

/**
 * Accepts a bank's offer (POST /v1/bgrequest/write/offer/accept), by the agent or the client of the
 * request: once only (a second accept is 409 'Предложение уже принято.'), through the newest version
 * only, with a delivery the bank offers and every required statement confirmed. In one transaction the
 * version records who accepted, when, the delivery and the statements and becomes the selected one, and:
 *
 * - an offer that needs no signature moves by offer_accepted and the bank is told through its outbox;
 * - an offer whose acceptance must be signed (the bank's setting, its flag on the version, or documents
 *   it posted to sign with the acceptance) moves by offer_sign_requested to offer_wait_sign, with the
 *   acceptance form («Согласие с условиями предложения») kept in the sub-request's scope; the bank hears
 *   offer_accepted once every document is signed (`completeOfferSigning`).
 *
 * The form is rendered before the transaction (it takes a while), from the version and choice checked
 * then; the transaction checks everything again under the sub-request's lock, and a version that
 * changed meanwhile is refused as outdated.
 */
export async function acceptOffer(deps: AcceptDeps, viewer: RequestViewer, body: AcceptOfferBody): Promise<AcceptInfoWire> {
  const { db } = deps;
  const draft = await checkedAcceptance(db, viewer, body, false);
  const signing = await acceptanceNeedsSignature(db, draft.context.sub, draft.context.bank, draft.context.current);
  const actor = { kind: 'user' as const, userId: viewer.userId };
  if (!signing) {
    await db.transaction().execute(async (trx) => {
      const checked = await checkedAcceptance(trx, viewer, body, true);
      if (await acceptanceNeedsSignature(trx, checked.context.sub, checked.context.bank, checked.context.current)) throw AppError.conflict(offerTexts.notCurrent);
      const moved = await moveSubRequest(trx, deps.move, actor, { subRequest: checked.context.sub, event: 'offer_accepted' });
      await recordAcceptance(trx, viewer, checked, moved.id);
      const { current } = checked.context;
      await enqueueBankEvents(trx, [
        {
          bankUuid: moved.bank_uuid,
          subrequestUuid: moved.uuid,
          event: 'offer_accepted',
          payload: {
            offerUuid: current.uuid,
            version: current.version,
            commission: moneyText(current.commission),
            bank_commission: moneyText(current.bank_commission),
            sum: moneyText(current.sum),
            duration: current.duration,
            is_current_date_invoice: current.is_current_date_invoice,
            ...checked.delivery,
            agreements: checked.agreements.map((agreement) => agreement.uuid),
            signed: false,
          },
        },
      ]);
    });
    return acceptInfo(db, viewer, body.offerUuid);
  }
  const form = await renderOfferAcceptance(db, draft.context.request, draft.context.bank, draft.context.current, { ...draft.delivery, agreements: draft.agreements }, deps.now?.() ?? new Date());
  await storeWithRow(db, deps.store, form.pdf, (content, claim) =>
    db.transaction().execute(async (trx) => {
      const checked = await checkedAcceptance(trx, viewer, body, true);
      // The form shows the version and the choice checked before rendering: anything else is not what is signed.
      const same = checked.context.current.id === draft.context.current.id && JSON.stringify([checked.delivery, checked.agreements]) === JSON.stringify([draft.delivery, draft.agreements]);
      if (!same || !(await acceptanceNeedsSignature(trx, checked.context.sub, checked.context.bank, checked.context.current))) throw AppError.conflict(offerTexts.notCurrent);
      const moved = await moveSubRequest(trx, deps.move, actor, { subRequest: checked.context.sub, event: 'offer_sign_requested' });
      await recordAcceptance(trx, viewer, checked, moved.id);
      await claim(trx);
      await insertAcceptance(trx, moved, checked.context.request.organization_uuid, form, content, viewer.userId);
    }),
  );
  return acceptInfo(db, viewer, body.offerUuid);
}
