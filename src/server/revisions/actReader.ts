import { isUuid } from '../../domain/isUuid';
import type { AuthContext } from '../accounts/sessions';
import { isOperator } from '../access/isOperator';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { findAct, type ActRecord } from './actPrintData';
import { flowTexts } from './flowTexts';

/** How the caller stands to an act: its agent organisation's member, or the platform's operator. */
export type ChatSide = { side: 'agent'; organizationUuid: string } | { side: 'operator' };

/**
 * The act as its reader reaches it, and his side (its chat, its documents). A member of the act's agent organisation (an agent's
 * session; revision_view checked by the route) writes as the agent; a platform operator as the
 * operator; anybody else learns nothing of the act (404).
 */
export async function actForReader(db: Executor, auth: AuthContext, actUuid: string, lock: boolean): Promise<{ act: ActRecord; side: ChatSide }> {
  if (!isUuid(actUuid)) throw AppError.notFound(flowTexts.actNotFound);
  const act = await findAct(db, { uuid: actUuid }, lock);
  if (!act) throw AppError.notFound(flowTexts.actNotFound);
  if (auth.actor === 'agent') {
    const own = await db.selectFrom('organizations').select('uuid').where('id', '=', auth.organizationId).executeTakeFirst();
    if (own?.uuid === act.organization_uuid) return { act, side: { side: 'agent', organizationUuid: own.uuid } };
  }
  if (await isOperator(db, auth.userId)) return { act, side: { side: 'operator' } };
  throw AppError.notFound(flowTexts.actNotFound);
}

