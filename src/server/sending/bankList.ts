import { bankGroupLabels, type BankSettings } from '../../domain/banks';
import type { BankListItemWire, BankListWire } from '../../domain/wire/banksWire';
import type { Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import { listSubRequests } from '../subrequests/subRequestRepository';
import { guaranteeAsked, type GuaranteeAsked } from './requestFacts';
import { readSendingRequest } from './sendingRequest';
import { currentOffers } from './subRequestView';

const groupRank = { platform: 0, partner: 1, archive: 2 } as const;

/**
 * GET /v2/bgrequest/read/banks (optional ?request_id=): every bank of the environment with its names,
 * type and group label, in the fixed bank order with the archive banks last. For a request each bank
 * carries its current offer's commission, term and sum, or — before an offer — the request's own sum
 * and term with no commission; without a request the three are null.
 */
export async function bankList(db: Executor, viewer: RequestViewer, banks: readonly BankSettings[], requestId: number | null): Promise<BankListWire> {
  let asked: GuaranteeAsked = { sum: null, duration: null, stage: null };
  const offerByBank = new Map<string, { commission: string; duration: number; sum: string }>();
  const subRequestBanks = new Set<string>();
  let selected: Set<string> | null = null;
  if (requestId !== null) {
    const request = await readSendingRequest(db, viewer, requestId);
    asked = await guaranteeAsked(db, request);
    selected = new Set(request.selected_banks);
    const rows = await listSubRequests(db, request.id);
    const offers = await currentOffers(db, rows.map((row) => String(row.id)));
    for (const row of rows) {
      subRequestBanks.add(row.bank_uuid);
      const offer = offers.get(String(row.id));
      if (offer) offerByBank.set(row.bank_uuid, { commission: offer.commission, duration: offer.duration, sum: offer.sum });
    }
  }
  const ordered = [...banks].sort((a, b) => groupRank[a.type] - groupRank[b.type] || a.order - b.order);
  return {
    banks: ordered.map((bank): BankListItemWire => {
      const offer = offerByBank.get(bank.uuid);
      const item: BankListItemWire = {
        bank_uuid: bank.uuid,
        bank_name: bank.bank_name,
        middle_name: bank.middle_name,
        type: bank.type,
        group_label: bankGroupLabels[bank.type],
        order: bank.order,
        commission: offer?.commission ?? null,
        duration: offer?.duration ?? asked.duration,
        sum: offer?.sum ?? asked.sum,
      };
      if (selected) {
        item.has_subrequest = subRequestBanks.has(bank.uuid);
        item.is_selected = selected.has(bank.uuid);
      }
      return item;
    }),
  };
}
