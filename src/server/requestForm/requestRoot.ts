import { isProgressComplete } from '../../domain/progress/progress';
import { firstUncheckedStep } from '../../domain/steps/firstUncheckedStep';
import { requestSteps } from '../../domain/steps/requestSteps';
import type { Executor } from '../db/schema';
import { combinedStatusView } from '../sending/subRequestView';
import { listSubRequests } from '../subrequests/subRequestRepository';
import type { RequestViewer } from '../requests/requestAccess';
import { getRequestForUser } from '../requests/requestRepository';
import { requestSummary } from '../requests/requestSummary';
import { formStateOf, type FormState } from './formState';
import { withContext } from './stepPayload';
import { readTypedDrafts } from './typedDrafts';
import type { TenderTerms } from '../../domain/steps/guaranteeFromTender';
import type { SavedTender } from '../requests/requestRecord';

/** One step as the root answers it: where it stands and what it saved. */
export interface RootStep {
  name: string;
  title: string;
  form: 'create' | 'request';
  route: string;
  block: string | null;
  visible: boolean;
  checked: boolean;
  data: Record<string, unknown> | null;
  updated_at: string | null;
}

/**
 * The common status of a root request without sub-requests: a draft while it can be changed, in
 * review once it went to the banks (read-only). Banks' own statuses refine it when sub-requests exist.
 */
export function subCommonStatus(readonly: boolean): 'draft' | 'review' {
  return readonly ? 'review' : 'draft';
}

const tenderTermFields = ['max_price', 'participation_sum_bg', 'execution_sum_bg', 'gw_bg_sum', 'participation_end_date', 'contract_date', 'execution_to'] as const;

/** The purchase's sums and dates the guarantee step starts from (guaranteeFromTender); null without a purchase. */
export function tenderTermsOf(tender: SavedTender | null): TenderTerms | null {
  if (!tender) return null;
  const source = tender as Record<string, unknown>;
  return Object.fromEntries(tenderTermFields.map((field) => [field, source[field] ?? null])) as TenderTerms;
}

/** The root request with every step's data, the progress counters and where the form stands. */
export function rootView(state: FormState) {
  const { request, rows, visible, context } = state;
  const visibleNames = new Set(visible.map((step) => step.name));
  // A step is ✓ only while it holds its rules for the banks chosen now (a bank chosen later may bring one).
  const checked = state.checked;
  const steps: RootStep[] = requestSteps.map((step) => {
    const row = rows.get(step.name);
    return {
      name: step.name,
      title: step.title,
      form: step.form,
      route: step.route,
      block: step.block ?? null,
      visible: step.form === 'create' || visibleNames.has(step.name),
      checked: checked.has(step.name) || (step.form === 'create' && row?.checked === true),
      data: row ? withContext(step.schema, row.data, context) : null,
      updated_at: row?.updated_at ?? null,
    };
  });
  const { access: _access, tender: _tender, ...record } = request;
  return {
    ...record,
    ...requestSummary(request),
    request_uuid: request.uuid,
    tender_terms: tenderTermsOf(request.tender),
    sub_common_status: subCommonStatus(request.readonly),
    has_banks_selected: request.selected_banks.length > 0,
    fko_uuids: request.selected_banks,
    editable: request.access === 'owner' && !request.readonly,
    progress: state.progress,
    progress_complete: isProgressComplete(state.progress),
    /** Why the request cannot be sent yet, each with its step and field; empty when it can. */
    send_gaps: state.gaps,
    context,
    steps,
    checked_steps: steps.filter((step) => step.checked).map((step) => step.name),
    current_step: firstUncheckedStep(visible, checked, request.readonly) ?? null,
    questionnaire: rows.get('questionnaire')?.data ?? null,
    finance_report: rows.get('finance-report')?.data ?? null,
  };
}

/** GET /v1/bgrequest/read/{id}/root: the request as its owner or its client sees it, with its banks' combined status. */
export async function readRoot(db: Executor, viewer: RequestViewer, id: number) {
  const request = await getRequestForUser(db, viewer, id);
  const view = rootView(await formStateOf(db, request));
  // What the owner typed on steps whose rules did not hold yet; nobody else edits, so nobody else needs it.
  const typed_drafts = request.access === 'owner' && !request.readonly ? await readTypedDrafts(db, id) : {};
  return { ...view, typed_drafts, combined_status: combinedStatusView(await listSubRequests(db, id)) };
}
