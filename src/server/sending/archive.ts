import { statusEngine } from '../../domain/statusEngine';
import type { MovedAnswerWire } from '../../domain/wire/banksWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { moveSubRequests, type MoveDependencies } from '../subrequests/moveSubRequest';
import { lockSubRequests } from '../subrequests/subRequestRepository';
import { movedAnswer } from './movedAnswer';
import { pickSubRequests } from './pickSubRequests';
import { syncReadonly } from './readonlyState';
import { assertOwner, lockSendingRequest, requestIdBySubRequest, requestIdByUuid } from './sendingRequest';
import { sendingTexts } from './texts';

/**
 * Archives banks of a request (POST /v1/bgrequest/write/archive {request_uuid, fko_uuids, message};
 * no banks named: every bank) or one sub-request (POST /v1/bgsubrequest/write/{id}/archive). The status
 * it left is kept in archived_from and the message goes to the history. A status the transition table
 * does not archive from (a deal in progress) refuses the whole call with 409.
 */
export async function archiveBanks(db: Db, deps: MoveDependencies, viewer: RequestViewer, target: { requestUuid: string; fkoUuids?: readonly string[] } | { subrequestUuid: string }, message: string | null): Promise<MovedAnswerWire> {
  const id = 'subrequestUuid' in target ? await requestIdBySubRequest(db, viewer, target.subrequestUuid) : await requestIdByUuid(db, viewer, target.requestUuid);
  return db.transaction().execute(async (trx) => {
    assertOwner(await lockSendingRequest(trx, viewer, id));
    const all = await lockSubRequests(trx, id);
    const named = 'subrequestUuid' in target ? [target.subrequestUuid] : target.fkoUuids;
    // Without names the whole request goes to the archive: every bank the table lets go there.
    const rows = named?.length ? pickSubRequests(all, named) : all.filter((row) => statusEngine.nextSubStatus(row.sub_status, 'archive').ok);
    if (rows.length === 0) throw AppError.conflict(sendingTexts.nothingToArchive);
    const moved = await moveSubRequests(
      trx,
      deps,
      { kind: 'user', userId: viewer.userId },
      rows.map((row) => ({ subRequest: row, event: 'archive', comment: message, set: { archived_from: row.sub_status } })),
    );
    await syncReadonly(trx, id);
    return movedAnswer(id, moved);
  });
}

/**
 * POST /v1/bgrequest/write/unarchive {request_uuid, fko_uuids?}: archived banks come back as drafts
 * (the transition table's unarchive), so the request can be completed and sent again.
 */
export async function unarchiveBanks(db: Db, deps: MoveDependencies, viewer: RequestViewer, requestUuid: string, fkoUuids: readonly string[] | undefined): Promise<MovedAnswerWire> {
  const id = await requestIdByUuid(db, viewer, requestUuid);
  return db.transaction().execute(async (trx) => {
    assertOwner(await lockSendingRequest(trx, viewer, id));
    const picked = pickSubRequests(await lockSubRequests(trx, id), fkoUuids);
    const rows = fkoUuids?.length ? picked : picked.filter((row) => row.sub_status === 'archive');
    if (rows.length === 0) throw AppError.conflict(sendingTexts.notArchived);
    const moved = await moveSubRequests(
      trx,
      deps,
      { kind: 'user', userId: viewer.userId },
      rows.map((row) => ({ subRequest: row, event: 'unarchive', set: { archived_from: null } })),
    );
    await syncReadonly(trx, id);
    return movedAnswer(id, moved);
  });
}
