import { banksConfig, emptyBankSettings, type BankSettings } from '../../domain/banks';
import { canDiscussWith } from '../../domain/canDiscuss';
import { shouldRunPrescoring } from '../../domain/prescoring/shouldRunPrescoring';
import { sendReadiness } from '../../domain/sendReadiness';
import { statusEngine } from '../../domain/statusEngine';
import type {
  CombinedStatusWire,
  DocumentTypeWire,
  DraftStatusWire,
  OfferSummaryWire,
  PrescoringVerdictWire,
  SubRequestGroupWire,
  SubRequestListWire,
  SubRequestWire,
} from '../../domain/wire/banksWire';
import type { Executor } from '../db/schema';
import type { RequestViewer } from '../requests/requestAccess';
import type { SubRequestRow } from '../subrequests/subRequestRecord';
import { listSubRequests } from '../subrequests/subRequestRepository';
import { visibleToClient } from '../offers/offerView';
import { moscowDate } from '../requests/moscowDate';
import type { SendingRequest } from './sendingRequest';
import type { RequestProgress } from '../../domain/progress/progress';
import { bankCardFacts, cardFactsOf, type BankCardFacts } from './bankCardFacts';
import type { ReadinessGap } from '../../domain/readiness/readinessGaps';
import type { SendingBlocks } from '../accession/sendingBlocks';

const table = statusEngine.table;
const draftBase = table.configs.draftStatuses.inheritsFrom;

/** The moment as ISO text; the drivers hand timestamps over as Date, dates sometimes as text. */
export function isoOf(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : value;
}

/** A day (date column) as YYYY-MM-DD. */
function dayOf(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value.slice(0, 10);
}

/** The current offer (latest version) of each of these sub-requests, by sub-request id. */
export async function currentOffers(db: Executor, subRequestIds: readonly string[]): Promise<Map<string, OfferSummaryWire>> {
  if (subRequestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bg_offer')
    .select(['subrequest_id', 'uuid', 'version', 'commission', 'bank_commission', 'sum', 'duration', 'date_from', 'date_to', 'is_selected', 'created_at'])
    .distinctOn('subrequest_id')
    .where('subrequest_id', 'in', [...subRequestIds])
    .orderBy('subrequest_id')
    .orderBy('version', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.subrequest_id),
      {
        offerUuid: row.uuid,
        version: row.version,
        commission: row.commission,
        bank_commission: row.bank_commission,
        sum: row.sum,
        duration: row.duration,
        date_from: dayOf(row.date_from),
        date_to: dayOf(row.date_to),
        is_selected: row.is_selected,
        updated_at: row.created_at.toISOString(),
      },
    ]),
  );
}

/** A raw status's label and common group from config/statuses.json. */
export function subStatusLabel(subStatus: string | null): string | null {
  if (subStatus === null) return null;
  return table.subStatuses.get(subStatus)?.label ?? subStatus;
}

/** The bank of a sub-request as the given environment sees it; an unknown bank gets the empty setting. */
export function bankOf(banks: readonly BankSettings[], uuid: string): BankSettings {
  return banks.find((bank) => bank.uuid === uuid) ?? emptyBankSettings(uuid);
}

/** Whether a sub-request is still a draft for its bank (spec-1 §4 "Draft-like"). */
export function isDraftSubRequest(row: Pick<SubRequestRow, 'sub_status'>): boolean {
  const commonGroup = table.subStatuses.get(row.sub_status)?.commonGroup ?? null;
  return statusEngine.isDraftLike({ sub_common_status: commonGroup, sub_status: row.sub_status });
}

/** What the view needs of the request besides its sub-requests. */
export interface ViewFacts {
  request: SendingRequest;
  viewer: Pick<RequestViewer, 'actor'>;
  banks: readonly BankSettings[];
  progress: RequestProgress;
  /** Why the request cannot be sent yet (`readinessGaps`); empty when every step is in order. */
  gaps: readonly ReadinessGap[];
  offers: ReadonlyMap<string, OfferSummaryWire>;
  today: string;
  /** The open demands, bank documents and discussions; without them the card shows none. */
  card?: BankCardFacts;
  /**
   * What the owner's unsigned documents close (docs/accession.md): such a draft shows
   * RegulationSigningIsRequired («Подпишите договор») with the reason. Without it nothing is closed.
   */
  blocks?: SendingBlocks | null;
}

function documentTypes(bank: BankSettings): DocumentTypeWire[] {
  return bank.required_documents.map((document) => ({
    type: document.type,
    name: banksConfig.document_types[document.type]?.name ?? document.name,
    required: true,
  }));
}

function prescoringOf(row: SubRequestRow): PrescoringVerdictWire | null {
  const verdict = row.prescoring;
  if (verdict === null || typeof verdict !== 'object') return null;
  return { passed: verdict.passed === true, reasons: Array.isArray(verdict.reasons) ? verdict.reasons : [], checked_at: verdict.checked_at };
}

/**
 * The current offer as this viewer may see it, by the rules of the offer lists: the client of an agent's
 * request sees nothing while the agent still prepares it (a commission change would otherwise show him
 * terms that are not his yet), and only the agent keeping the request sees the bank's own commission.
 */
function offerSummaryFor(row: SubRequestRow, facts: ViewFacts): OfferSummaryWire | null {
  const summary = facts.offers.get(String(row.id));
  if (!summary) return null;
  if (facts.request.access === 'client' && !visibleToClient(row)) return null;
  if (facts.request.access === 'owner' && facts.viewer.actor === 'agent') return summary;
  const { bank_commission: _hidden, ...shown } = summary;
  return shown;
}

/** One sub-request with everything spec-1 §3 lists and what the status engine derives from it. */
export function subRequestView(row: SubRequestRow, facts: ViewFacts): SubRequestWire {
  const { request } = facts;
  const bank = bankOf(facts.banks, row.bank_uuid);
  const isDraft = isDraftSubRequest(row);
  // Only the owner can sign its documents; the client of an agent's request is not told of the agent's contracts.
  const signingReason = isDraft && request.access === 'owner' ? (facts.blocks?.reasonOf(row.bank_uuid) ?? null) : null;
  const source = signingReason === null ? row : { ...row, is_need_regulation_sign: true };
  const status = statusEngine.subRequestStatus(source);
  const definition = table.statuses.get(status);
  const subDefinition = table.subStatuses.get(row.sub_status);
  let draft: DraftStatusWire | null = null;
  if (isDraft) {
    const readiness = sendReadiness(
      {
        progress: facts.progress,
        stepsReady: facts.gaps.length === 0,
        consentGiven: request.consent_given_at !== null,
        signed: request.signed_at !== null,
        prescoringInProgress: false,
        subRequest: source,
        viewer: facts.viewer.actor === 'client' ? 'client' : 'agent',
      },
      bank,
    );
    const shown = readiness.draftStatus;
    draft = {
      status: shown.status,
      key: shown.key,
      label: shown.label,
      colour: shown.colour,
      priority: shown.priority,
      tooltip: shown.tooltip ?? null,
      missing: [...readiness.missing],
      reasons: readiness.readiness.allStepsComplete ? [] : facts.gaps.map((gap) => ({ ...gap })),
      // The send call refuses an archive bank and a failed pre-scoring; the card must not offer them.
      can_send: readiness.canSend && row.sub_status !== 'prescoring_failed' && bank.type !== 'archive',
    };
  }
  const shownStatus = draft?.status ?? status;
  const revoke = statusEngine.canRevoke(row, bank);
  const claim = statusEngine.canClaim({ ...row, date_to: dayOf(row.date_to) }, bank, facts.today);
  const linkHint = table.configs.draftStatuses.linkHints.find((hint) => hint.status === status)?.label ?? null;
  return {
    uuid: row.uuid,
    subrequestUuid: row.uuid,
    bank_uuid: row.bank_uuid,
    bank_name: bank.bank_name,
    middle_name: bank.middle_name,
    bank_type: bank.type,
    cancel_reazon: row.cancel_reason,
    consideration_scope: request.documents_scope_uuid,
    externalId: bank.show_external_id ? row.external_id : null,
    hasActiveClaim: row.has_active_claim,
    is_chat: bank.discuss_type === 'chat',
    is_need_confirm_data: row.is_need_confirm_data,
    is_need_sign_application: row.is_need_sign_application,
    is_need_verification: row.is_need_verification,
    is_selected: row.is_selected,
    deny_revoke: row.deny_revoke,
    date_to: dayOf(row.date_to),
    status,
    status_name: subDefinition?.label ?? row.sub_status,
    status_label: draft?.label ?? definition?.label ?? status,
    status_colour: draft?.colour ?? definition?.colour ?? 'grey',
    sub_status: row.sub_status,
    sub_common_status: subDefinition?.commonGroup ?? 'draft',
    subrequestInfo: row.cancel_reason ?? linkHint,
    regulation_signing: signingReason,
    additional_template: null,
    document_types: documentTypes(bank),
    group: statusEngine.statusGroup(shownStatus) as SubRequestGroupWire,
    sort_order: isDraft ? statusEngine.draftPriority(draft?.key ?? draftBase) : statusEngine.sortOrder(status),
    progress_stage: statusEngine.progressStage(row.sub_status).stage,
    draft_status: draft,
    prescoring: prescoringOf(row),
    can_revoke: revoke.allowed,
    revoke_refusal: revoke.allowed ? null : revoke.message,
    can_claim: claim.allowed,
    can_discuss: canDiscussWith(row, { bank, owner: request.access === 'owner' }),
    sent_at: isoOf(row.sent_at),
    updated_at: isoOf(row.updated_at) ?? '',
    offer: offerSummaryFor(row, facts),
    ...(facts.card ? cardFactsOf(facts.card, String(row.id), subDefinition?.commonGroup ?? 'draft') : {}),
  };
}

/** The combined status of a request from the sub-requests it shows. */
export function combinedStatusView(rows: readonly SubRequestRow[]): CombinedStatusWire {
  const { status, label, colour, revocable, editable } = statusEngine.combinedStatus(rows);
  return { status, label, colour, revocable, editable };
}

/**
 * The sub-requests a request shows: those of the banks chosen on the preview step while they are
 * drafts, and every one that left the draft (a bank dropped from the choice after sending stays).
 */
export function shownSubRequests(request: Pick<SendingRequest, 'selected_banks'>, rows: readonly SubRequestRow[]): SubRequestRow[] {
  const chosen = new Set(request.selected_banks);
  return rows.filter((row) => chosen.has(row.bank_uuid) || !isDraftSubRequest(row));
}

/**
 * The answer of GET /v1/bgrequest/read/{id}/subrequests: the shown sub-requests in the order of
 * `compareBanksInRequest`, the combined status and whether the browser should pre-score now.
 */
export async function subRequestList(
  db: Executor,
  request: SendingRequest,
  viewer: Pick<RequestViewer, 'actor'> & { userId?: number },
  banks: readonly BankSettings[],
  progress: RequestProgress,
  gaps: readonly ReadinessGap[] = [],
  blocks: SendingBlocks | null = null,
): Promise<SubRequestListWire> {
  const rows = shownSubRequests(request, await listSubRequests(db, request.id));
  const ids = rows.map((row) => String(row.id));
  const [offers, card] = await Promise.all([currentOffers(db, ids), bankCardFacts(db, ids, viewer.userId)]);
  const facts: ViewFacts = { request, viewer, banks, progress, gaps, offers, today: moscowDate(), card, blocks };
  const views = rows.map((row) => subRequestView(row, facts));
  const key = (view: SubRequestWire) => ({ status: view.draft_status?.key ?? view.status, bankOrder: bankOf(banks, view.bank_uuid).order });
  views.sort((a, b) => statusEngine.compareBanksInRequest(key(a), key(b)));
  const editable = request.access === 'owner' && rows.some(isDraftSubRequest);
  // A draft that was never pre-scored counts as not loaded yet, so a fresh choice of banks is pre-scored.
  const scored = rows.filter((row) => row.prescoring !== null || row.sub_status !== 'draft');
  return {
    request_id: request.id,
    request_uuid: request.uuid,
    readonly: request.readonly,
    combined_status: combinedStatusView(rows),
    should_run_prescoring: shouldRunPrescoring(scored, editable),
    consent_given_at: isoOf(request.consent_given_at),
    signed_at: isoOf(request.signed_at),
    subrequests: views,
  };
}

/** One sub-request of the request as the list shows it, found by its uuid; null when it is not the request's. */
export async function subRequestCard(
  db: Executor,
  request: SendingRequest,
  viewer: Pick<RequestViewer, 'actor'> & { userId?: number },
  banks: readonly BankSettings[],
  progress: RequestProgress,
  uuid: string,
  gaps: readonly ReadinessGap[] = [],
  blocks: SendingBlocks | null = null,
): Promise<SubRequestWire | null> {
  const row = (await listSubRequests(db, request.id)).find((candidate) => candidate.uuid === uuid);
  if (!row) return null;
  const [offers, card] = await Promise.all([currentOffers(db, [String(row.id)]), bankCardFacts(db, [String(row.id)], viewer.userId)]);
  return subRequestView(row, { request, viewer, banks, progress, gaps, offers, today: moscowDate(), card, blocks });
}
