import { sql } from 'kysely';
import { checkAccountDetails } from '../../domain/revisions/accountDetails';
import type { AccountDetailsWire } from '../../domain/wire/revisionWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { agentOrganizationOf } from './agentOrganization';
import { flowTexts } from './flowTexts';

/** The organisation's account details, or null when never filled. */
export async function accountDetailsOf(db: Executor, organizationUuid: string): Promise<AccountDetailsWire | null> {
  const row = await db
    .selectFrom('revision_account_details')
    .select(['bank_name', 'cur_account', 'bik', 'cor_account'])
    .where('organization_uuid', '=', organizationUuid)
    .executeTakeFirst();
  return row ?? null;
}

/** GET /v2/revision/read/account/details: the agent organisation's details, or null when not yet filled. */
export async function readAccountDetails(db: Db, auth: AuthContext): Promise<AccountDetailsWire | null> {
  const organization = await agentOrganizationOf(db, auth);
  return accountDetailsOf(db, organization.uuid);
}

/**
 * POST /v2/revision/write/account/details: checks the details with the platform's BIK and account-key
 * checks (checkAccountDetails) and keeps them, one row per organisation (an upsert). A refusal names
 * every failing field in Russian and writes nothing. An invoice already issued keeps the details it
 * printed (revision_invoice.details); only later invoices take the new ones.
 */
export async function saveAccountDetails(db: Db, auth: AuthContext, body: Partial<Record<keyof AccountDetailsWire, unknown>>): Promise<AccountDetailsWire> {
  const organization = await agentOrganizationOf(db, auth);
  const checked = checkAccountDetails(body);
  if (!checked.ok) throw AppError.badRequest(flowTexts.detailsInvalid(Object.values(checked.errors)));
  const { details } = checked;
  await db
    .insertInto('revision_account_details')
    .values({ organization_uuid: organization.uuid, ...details, updated_by: auth.userId })
    .onConflict((oc) => oc.column('organization_uuid').doUpdateSet({ ...details, updated_by: auth.userId, updated_at: sql<Date>`clock_timestamp()` }))
    .execute();
  return details;
}
