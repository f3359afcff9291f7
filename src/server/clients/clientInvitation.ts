import type { AccountDeps } from '../accounts/deps';
import { normalizeEmail } from '../accounts/normalize';
import type { OutgoingMessage } from '../messenger/messenger';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { nextUpdatedAt } from '../requests/requestRepository';
import { assertOwner, lockSendingRequest } from '../sending/sendingRequest';
import { clientTexts } from './texts';

export interface ClientInvitationWire {
  request_id: number;
  email: string;
  /** 'shown': the request is in the client company's cabinet now; 'invited': it will be once the address registers. */
  state: 'shown' | 'invited';
}

/**
 * POST /v2/bgrequest/write/{id}/client/invite: the agent invites the client of a request by e-mail.
 * An address of a user of the client company with the request's INN shows the request in that
 * company's cabinet at once (the request's client organisation); a free address gets an invitation to
 * register, and the request is shown once it registers that company and confirms the e-mail. An
 * address of somebody else is refused, so a request never lands in a stranger's cabinet. The e-mail
 * goes after the transaction commits.
 */
export async function inviteClient(deps: AccountDeps, viewer: RequestViewer, requestId: number, rawEmail: string): Promise<ClientInvitationWire> {
  if (viewer.actor !== 'agent') throw AppError.forbidden(clientTexts.agentOnly);
  const email = normalizeEmail(rawEmail);
  const answer = await deps.db.transaction().execute(async (trx) => {
    const request = await lockSendingRequest(trx, viewer, requestId);
    assertOwner(request);
    const user = await trx.selectFrom('users').select('id').where('login', '=', email).executeTakeFirst();
    let clientOrganization: string | null = null;
    if (user) {
      const membership = await trx
        .selectFrom('memberships as m')
        .innerJoin('organizations as o', 'o.id', 'm.organization_id')
        .select('o.uuid')
        .where('m.user_id', '=', user.id)
        .where('o.type', '=', 'client')
        .where('o.inn', '=', request.inn)
        .executeTakeFirst();
      if (!membership) throw AppError.badRequest(clientTexts.notClientsUser(request.inn));
      clientOrganization = membership.uuid;
      if (request.client_organization_uuid !== null && request.client_organization_uuid !== clientOrganization) throw AppError.conflict(clientTexts.alreadyShown);
      await trx.updateTable('bg_request').set({ client_organization_uuid: clientOrganization, updated_at: nextUpdatedAt }).where('id', '=', requestId).execute();
    }
    await trx
      .insertInto('client_invitation')
      .values({ request_id: requestId, email, inn: request.inn, invited_by: viewer.userId, accepted_at: clientOrganization ? new Date() : null })
      .onConflict((oc) => oc.columns(['request_id', 'email']).doUpdateSet({ accepted_at: clientOrganization ? new Date() : null, invited_by: viewer.userId }))
      .execute();
    const shown = clientOrganization !== null;
    const message: OutgoingMessage = {
      channel: 'email',
      to: email,
      subject: shown ? clientTexts.mail.shownSubject(requestId) : clientTexts.mail.inviteSubject(requestId),
      text: shown
        ? clientTexts.mail.shownText(requestId, request.name, `${deps.publicUrl}/client/login`)
        : clientTexts.mail.inviteText(requestId, request.name, `${deps.publicUrl}/client/register`),
      purpose: 'client_invitation',
    };
    const id = await deps.postOffice.record(trx, message);
    return { wire: { request_id: requestId, email, state: shown ? ('shown' as const) : ('invited' as const) }, message, id };
  });
  deps.postOffice.deliver(answer.id, answer.message);
  return answer.wire;
}

/**
 * When a client user confirms the e-mail, the requests an agent invited that address to for the INN of
 * his client company are shown in its cabinet (requests already shown to another company stay as they are).
 */
export async function acceptClientInvitations(trx: Executor, userId: number): Promise<number> {
  const rows = await trx
    .selectFrom('client_invitation as i')
    .innerJoin('users as u', 'u.login', 'i.email')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .innerJoin('organizations as o', (join) => join.onRef('o.id', '=', 'm.organization_id').onRef('o.inn', '=', 'i.inn'))
    .select(['i.uuid', 'i.request_id', 'o.uuid as organization_uuid'])
    .where('u.id', '=', userId)
    .where('o.type', '=', 'client')
    .where('i.accepted_at', 'is', null)
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('bg_request')
      .set({ client_organization_uuid: row.organization_uuid, updated_at: nextUpdatedAt })
      .where('id', '=', row.request_id)
      .where('client_organization_uuid', 'is', null)
      .execute();
    await trx.updateTable('client_invitation').set({ accepted_at: new Date() }).where('uuid', '=', row.uuid).execute();
  }
  return rows.length;
}
