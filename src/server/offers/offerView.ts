import type { BankSettings } from '../../domain/banks';
import { canDiscussWith } from '../../domain/canDiscuss';
import { statusEngine } from '../../domain/statusEngine';
import type { OfferActionsWire, OfferBankWire, OfferRequestWire, OfferVersionWire, OfferWire } from '../../domain/wire/offersWire';
import type { RequestRecord } from '../requests/requestRecord';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { moneyText } from './money';
import type { OfferRow } from './offerRecord';
import { offerNeedsSignature } from './offerSignature';

/** Spec status and label of a sub-request: the status key of config/statuses.json and the raw status's label. */
export function statusOf(sub: SubRequestRow): { status: string; status_name: string } {
  const status = statusEngine.subRequestStatus(sub);
  const label = statusEngine.table.subStatuses.get(sub.sub_status)?.label ?? statusEngine.table.statuses.get(status)?.label ?? sub.sub_status;
  return { status, status_name: label };
}

export function bankWire(bank: BankSettings): OfferBankWire {
  return { bank_uuid: bank.uuid, bank_name: bank.bank_name, middle_name: bank.middle_name, full_name: bank.full_name };
}

export function requestWire(request: RequestRecord): OfferRequestWire {
  return { id: request.id, uuid: request.uuid, name: request.name, inn: request.inn, tender_number: request.tender_number ?? null };
}

/**
 * Raw statuses in which an offer is still the agent's to prepare: the client of an agent's request
 * neither sees nor accepts it until the agent sends it for approval (offer_sent), so the commission he
 * is shown is the one the agent settled.
 */
export const preparedByAgent: readonly string[] = ['offer_wait_approve', 'offer'];

/** Whether a client of an agent's request may see the bank's offer yet. */
export function visibleToClient(sub: SubRequestRow): boolean {
  return !preparedByAgent.includes(sub.sub_status);
}

/** What the viewer may do with the current offer in the sub-request's status. */
export function offerActions(current: OfferRow, sub: SubRequestRow, bank: BankSettings, viewer: { agentOwner: boolean; owner: boolean }): OfferActionsWire {
  const accepted = current.accepted_at !== null;
  return {
    change_commission: viewer.agentOwner && !accepted && sub.sub_status === 'offer_wait_approve',
    show_current_date_invoice_flag: bank.commission.show_current_date_invoice_flag,
    send_for_approval: viewer.agentOwner && !accepted && statusEngine.nextSubStatus(sub.sub_status, 'offer_sent_to_client').ok,
    accept: !accepted && (viewer.owner || visibleToClient(sub)) && statusEngine.nextSubStatus(sub.sub_status, 'offer_accepted').ok,
    // Accepting moves the bank on (offer_accepted) in the same transaction, so the status rule alone decides.
    discuss: canDiscussWith(sub, { bank, owner: viewer.owner }),
    sign: sub.sub_status === 'offer_wait_sign',
    sign_link: viewer.agentOwner && sub.sub_status === 'offer_wait_sign',
  };
}

/** A bank's current offer on the wire; the bank's own commission only for the agent who keeps the request. */
export function offerWire(
  current: OfferRow,
  versions: number,
  sub: SubRequestRow,
  bank: BankSettings,
  viewer: { agentOwner: boolean; owner: boolean },
): OfferWire {
  return {
    offerUuid: current.uuid,
    subrequestUuid: sub.uuid,
    bank: bankWire(bank),
    version: current.version,
    versions_count: versions,
    source: current.source,
    commission: moneyText(current.commission),
    ...(viewer.agentOwner ? { bank_commission: moneyText(current.bank_commission) } : {}),
    sum: moneyText(current.sum),
    duration: current.duration,
    date_from: current.date_from,
    date_to: current.date_to,
    is_current_date_invoice: current.is_current_date_invoice,
    selected: current.is_selected,
    updated_at: current.created_at,
    sent_for_approval_at: current.sent_for_approval_at,
    accepted_at: current.accepted_at,
    requires_signature: offerNeedsSignature(bank, current),
    signed_at: current.signed_at,
    sub_status: sub.sub_status,
    ...statusOf(sub),
    actions: offerActions(current, sub, bank, viewer),
  };
}

/** One version of the curtain. */
export function offerVersionWire(row: OfferRow, agentOwner: boolean): OfferVersionWire {
  return {
    offerUuid: row.uuid,
    version: row.version,
    source: row.source,
    commission: moneyText(row.commission),
    ...(agentOwner ? { bank_commission: moneyText(row.bank_commission) } : {}),
    sum: moneyText(row.sum),
    duration: row.duration,
    date_from: row.date_from,
    date_to: row.date_to,
    is_current_date_invoice: row.is_current_date_invoice,
    created_at: row.created_at,
    author: row.source === 'agent' ? row.author : null,
  };
}
