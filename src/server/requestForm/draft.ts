import { requestSteps } from '../../domain/steps/requestSteps';
import type { Db } from '../db/schema';
import { requestChangeEvents } from '../hub/hubEvents';
import { publishRequestChange } from '../hub/publishRequestChange';
import type { NotificationHub } from '../hub/NotificationHub';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { changeRequest, getRequestForUser } from '../requests/requestRepository';
import { formStateOf } from './formState';
import { rootView } from './requestRoot';
import { acceptPayload } from './stepPayload';
import { markStepsChecked } from './stepRows';
import { requestFormStep, savePayloadIn, storeProgress } from './stepSaving';
import { requestFormTexts } from './texts';

/** The body of POST /v2/bgrequest/write/saveasdraft (spec-2 §7.2), as the route schema admits it. */
export interface DraftBody {
  request_id: number;
  /** The steps the user has saved and moves on from: each is judged again and checked. */
  steps?: string[];
  /** The banks chosen so far (the preview step). */
  fko_uuids?: string[];
  /** The customer's contacts typed beside the draft. */
  customer_contacts?: { customer_phone?: string | null; customer_email?: string | null; customer_confirmed?: boolean };
  /** The browser's own counters; the server counts again from the saved data and keeps its own. */
  points?: Record<string, unknown>;
  source: 16;
}

/**
 * Saves the request as a draft: the chosen banks, the customer's contacts, and every named step
 * judged again with the current context and marked checked (a failed step keeps the user on it).
 * The progress counters are counted here from the saved data, never taken from the browser.
 */
export async function saveAsDraft(db: Db, viewer: RequestViewer, body: DraftBody, hub?: Pick<NotificationHub, 'publishAll'>) {
  return changeRequest(db, viewer, body.request_id, async (trx, request) => {
    if (body.fko_uuids !== undefined) {
      await savePayloadIn(trx, viewer, request, 'preview', 'preview', { fko_uuids: body.fko_uuids });
      // Every open view of the request (its panels, the client's cabinet) shows the new choice; sent on commit.
      if (hub) await publishRequestChange(trx, hub, request.id, requestChangeEvents.banksChosen);
    }
    if (body.customer_contacts !== undefined) {
      const contacts = body.customer_contacts;
      await trx
        .updateTable('bg_request')
        .set({
          ...(contacts.customer_phone !== undefined ? { customer_phone: contacts.customer_phone || null } : {}),
          ...(contacts.customer_email !== undefined ? { customer_email: contacts.customer_email || null } : {}),
          ...(contacts.customer_confirmed !== undefined ? { customer_confirmed: contacts.customer_confirmed } : {}),
        })
        .where('id', '=', request.id)
        .execute();
    }
    const state = await formStateOf(trx, request);
    const toCheck: string[] = [];
    for (const name of body.steps ?? []) {
      const step = requestFormStep(name);
      if (step.final === true) continue;
      const row = state.rows.get(step.name);
      if (!row) throw AppError.badRequest(requestFormTexts.nothingToCheck(step.title));
      acceptPayload(step.schema, row.data, state.context);
      toCheck.push(step.name);
    }
    await markStepsChecked(trx, request.id, toCheck, viewer.userId);
    await storeProgress(trx, await formStateOf(trx, request));
    // Read again so that the answer carries the moved updated_at and the counters just stored.
    return rootView(await formStateOf(trx, await getRequestForUser(trx, viewer, request.id)));
  });
}

/** Names of the steps of the request form, for the route schema. */
export const requestFormStepNames = requestSteps.filter((step) => step.form === 'request').map((step) => step.name);
