import { sql } from 'kysely';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { getRequestForUser } from '../requests/requestRepository';
import { formStateOf } from './formState';
import { acceptPayload } from './stepPayload';
import { storeProgress } from './stepSaving';
import { entityRows } from './stepRows';
import { requestFormTexts } from './texts';
import { stepContext } from '../../domain/steps/stepContext';

/** The body of POST /v1/bgrequest/write: both start steps under their names. */
export interface CreationBody {
  'company-information'?: unknown;
  'guarantee-information'?: unknown;
}

/** What creating answers: the request number and its uuid, and whether a known company's data was copied. */
export interface CreatedRequest {
  id: number;
  uuid: string;
  copied_from: number | null;
}

/** What a new request of a known company takes over: its questionnaire and the people in it. */
export const carriedOverSteps = [entityRows.questionnaire, 'detail-contacts', 'information-head', 'information-founders', 'information-signers'] as const;

/**
 * The law a registry number speaks for: 11 digits are 223-FZ, 19 digits 44-FZ (615-PP numbers look
 * the same; the saved tender corrects it). A purchase without a number gets its law on the purchase step.
 */
export function lawOfRegistryNumber(number: string | null): number | null {
  if (number === null) return null;
  return number.length === 11 ? 223 : 44;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The latest other request of the same company (INN and KPP) in this organisation that has a questionnaire part. */
async function knownCompanySource(trx: Executor, organizationUuid: string, inn: string, kpp: string | null, newId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('bg_request as r')
    .select('r.id')
    .where('r.organization_uuid', '=', organizationUuid)
    .where('r.inn', '=', inn)
    .where(sql<boolean>`r.kpp is not distinct from ${kpp}`)
    .where('r.id', '<>', newId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bg_request_step as s')
          .select('s.step')
          .whereRef('s.request_id', '=', 'r.id')
          .where('s.step', 'in', [...carriedOverSteps]),
      ),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * Creates a request from the two start steps, both judged by their schemas: the applicant company,
 * the registry number and lot (or a purchase without one) and the guarantee type. A company this
 * organisation has applied for before (same INN and KPP) starts from its latest questionnaire,
 * head, founders and signers — unchecked, for the agent to look over rather than type again.
 */
export async function createFormRequest(db: Db, viewer: RequestViewer, body: unknown): Promise<CreatedRequest> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest(requestFormTexts.notAnObject);
  const source = body as CreationBody;
  const noContext = stepContext({ is_ip: false }, []);
  const company = acceptPayload('company-information', source['company-information'] ?? {}, noContext);
  const guarantee = acceptPayload('guarantee-information', source['guarantee-information'] ?? {}, noContext);
  const tenderNumber = guarantee['has_registry_number'] === true ? textOrNull(guarantee['tender_number']) : null;
  const lot = typeof guarantee['tender_lot_number'] === 'number' && tenderNumber !== null ? guarantee['tender_lot_number'] : null;
  const kpp = company['is_ip'] === true ? null : textOrNull(company['kpp']);
  return db.transaction().execute(async (trx) => {
    const organization = await trx.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId).executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('bg_request')
      .values({
        organization_uuid: organization.uuid,
        created_by: viewer.userId,
        actor: viewer.actor,
        inn: String(company['inn']),
        kpp,
        ogrn: textOrNull(company['ogrn']),
        name: String(company['name']),
        is_ip: company['is_ip'] === true,
        address: textOrNull(company['address']),
        region_name: textOrNull(company['region_name']),
        guarantee_type: textOrNull(guarantee['stage']),
        tender_number: tenderNumber,
        tender_lot_number: lot,
        law: lawOfRegistryNumber(tenderNumber),
      })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await trx
      .insertInto('bg_request_step')
      .values([
        { request_id: id, step: 'company-information', data: JSON.stringify(company), checked: true, updated_by: viewer.userId },
        { request_id: id, step: 'guarantee-information', data: JSON.stringify(guarantee), checked: true, updated_by: viewer.userId },
      ])
      .execute();
    const from = await knownCompanySource(trx, organization.uuid, String(company['inn']), kpp, id);
    if (from !== null) {
      await trx
        .insertInto('bg_request_step')
        .columns(['request_id', 'step', 'data', 'checked', 'updated_by'])
        .expression((eb) =>
          eb
            .selectFrom('bg_request_step')
            .select([sql<string>`${id}::bigint`.as('request_id'), 'step', 'data', sql<boolean>`false`.as('checked'), sql<number>`${viewer.userId}::integer`.as('updated_by')])
            .where('request_id', '=', String(from))
            .where('step', 'in', [...carriedOverSteps]),
        )
        .execute();
    }
    // The list reads the counters from the request row from the start.
    await storeProgress(trx, await formStateOf(trx, await getRequestForUser(trx, viewer, id)));
    return { id, uuid: row.uuid, copied_from: from };
  });
}
