import type { AuthContext } from '../accounts/sessions';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { flowTexts } from './flowTexts';

/** The agent organisation of a settlements call. */
export interface AgentOrganization {
  id: number;
  uuid: string;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
}

/**
 * The session's organisation when it is an agent's: the settlements are between the operator and an
 * agent, and a client's session is refused (403) before anything is read. The permission
 * (revision_view, config/permissions.json) was checked by the route's access hook already.
 */
export async function agentOrganizationOf(db: Executor, auth: Pick<AuthContext, 'organizationId' | 'actor'>): Promise<AgentOrganization> {
  if (auth.actor !== 'agent') throw AppError.forbidden(flowTexts.agentsOnly);
  const row = await db.selectFrom('organizations').select(['id', 'uuid', 'name', 'inn', 'kpp', 'ogrn', 'type']).where('id', '=', auth.organizationId).executeTakeFirst();
  if (!row || row.type !== 'agent') throw AppError.forbidden(flowTexts.agentsOnly);
  const { type: _type, ...organization } = row;
  return organization;
}
