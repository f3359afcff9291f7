import { isUuid } from '../../domain/isUuid';
import type { ManagerAnswerWire } from '../../domain/wire/banksWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { nextUpdatedAt } from '../requests/requestRepository';
import { lockAsOwnerOrOperator } from './sendingRequest';
import { sendingTexts } from './texts';

/**
 * A manager takes over the request (spec-2 §6): any user of the owner organisation, named by id or
 * uuid, chosen by the owner or by a platform operator at his desk (docs/operator-desk.md). A user of another organisation is 404 'Сотрудник не найден в организации' — the caller learns
 * nothing of other organisations' staff. Works on a sent (read-only) request too: taking over is not an
 * edit of its data.
 */
export async function assignManager(db: Db, viewer: RequestViewer, id: number, manager: number | string): Promise<ManagerAnswerWire> {
  return db.transaction().execute(async (trx) => {
    const request = await lockAsOwnerOrOperator(trx, viewer, id);
    let query = trx
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .select(['u.id', 'u.uuid', 'u.last_name', 'u.first_name', 'u.middle_name'])
      .where('o.uuid', '=', request.organization_uuid);
    if (typeof manager === 'number') query = query.where('u.id', '=', manager);
    else if (isUuid(manager)) query = query.where('u.uuid', '=', manager);
    else if (/^[1-9][0-9]{0,8}$/.test(manager)) query = query.where('u.id', '=', Number(manager));
    else throw AppError.notFound(sendingTexts.managerNotFound);
    const user = await query.executeTakeFirst();
    if (!user) throw AppError.notFound(sendingTexts.managerNotFound);
    await trx.updateTable('bg_request').set({ manager_user_id: user.id, updated_at: nextUpdatedAt }).where('id', '=', id).execute();
    return { request_id: id, manager: user };
  });
}
