import { sql } from 'kysely';
import type { BankSettings } from '../../domain/banks';
import { enqueueBankEvents, type BankEvent } from '../bankGateway/bankOutbox';
import type { Executor } from '../db/schema';
import { printFormTypes } from '../requests/printForms';
import { nextUpdatedAt } from '../requests/requestRepository';
import { bankOf } from '../sending/subRequestView';
import { moveSubRequests, type MoveDependencies, type StatusActor } from '../subrequests/moveSubRequest';
import { lockSubRequests } from '../subrequests/subRequestRepository';
import { signingTexts } from './texts';

const printFormTypeList = Object.values(printFormTypes);

/** What of a request's application is still unsigned: the current print forms without a signature. */
export async function unsignedPrintForms(db: Executor, documentsScopeUuid: string): Promise<{ formed: boolean; missing: string[] }> {
  const forms = await db
    .selectFrom('storage_file as f')
    .select(['f.name'])
    .select((eb) => eb.exists(eb.selectFrom('file_signature as s').select(sql`1`.as('one')).whereRef('s.file_uuid', '=', 'f.uuid')).as('signed'))
    .where('f.scope_uuid', '=', documentsScopeUuid)
    .where('f.type', 'in', printFormTypeList)
    .where('f.deleted_at', 'is', null)
    .execute();
  return { formed: forms.length > 0, missing: forms.filter((form) => !form.signed).map((form) => signingTexts.formUnsigned(form.name)) };
}

/** Why a request does not count as signed (the reasons), or an empty list when it does. */
export async function signatureGaps(db: Executor, documentsScopeUuid: string): Promise<string[]> {
  const { formed, missing } = await unsignedPrintForms(db, documentsScopeUuid);
  return formed ? missing : [signingTexts.noPrintForms];
}

/**
 * Once every print form of the request carries a verified signature of its signer, the request is
 * signed: `signed_at` is set, and every bank waiting for the signature (`sent_to_client`) gets the
 * request (`application_signed` → `sent`, `subrequest_sent` queued for the bank), in the caller's
 * transaction. Answers the banks moved; nothing happens while a form is unsigned.
 */
export async function completeRequestSigning(
  trx: Executor,
  deps: MoveDependencies,
  actor: StatusActor,
  request: { id: number; uuid: string; documents_scope_uuid: string },
  banks: readonly BankSettings[],
): Promise<{ signed: boolean; moved: string[] }> {
  if ((await signatureGaps(trx, request.documents_scope_uuid)).length > 0) return { signed: false, moved: [] };
  await trx
    .updateTable('bg_request')
    .set((eb) => ({ signed_at: eb.fn.coalesce('signed_at', eb.fn<Date>('clock_timestamp', [])), updated_at: nextUpdatedAt }))
    .where('id', '=', request.id)
    .execute();
  const waiting = (await lockSubRequests(trx, request.id)).filter((row) => row.sub_status === 'sent_to_client');
  if (waiting.length === 0) return { signed: true, moved: [] };
  const moved = await moveSubRequests(
    trx,
    deps,
    actor,
    waiting.map((row) => ({
      subRequest: row,
      event: 'application_signed',
      set: { is_need_sign_application: false, is_need_confirm_data: false, is_need_verification: false, sent_at: new Date() },
    })),
  );
  const events: BankEvent[] = moved.map((row) => ({
    bankUuid: bankOf(banks, row.bank_uuid).uuid,
    subrequestUuid: row.uuid,
    event: 'subrequest_sent',
    payload: { request_id: request.id, request_uuid: request.uuid },
  }));
  await enqueueBankEvents(trx, events);
  return { signed: true, moved: moved.map((row) => row.uuid) };
}
