import { sql } from 'kysely';
import { legalParties } from '../../domain/legal/fillParties';
import { isUuid } from '../../domain/isUuid';
import { actStateLabels } from '../../domain/revisions/actState';
import type { ActSignBody, ActState } from '../../domain/wire/revisionWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { actChanged, type ActChangeHub } from './actChanged';
import { findAct, type ActRecord } from './actPrintData';
import { agentOrganizationOf } from './agentOrganization';
import { flowTexts } from './flowTexts';
import { certificateOfCompany, signaturesOfFile } from './revisionSigners';

/** What a signing call answers: each act signed, with its new state and the moment. */
export interface SignedActWire {
  uuid: string;
  number: string;
  state: ActState;
  signed_at: string;
}

const maxActs = 50;

/** The act's signature by the company with this INN, handed in to this scope, or null. */
async function signatureBy(db: Executor, act: ActRecord, inn: string, scopeUuid: string) {
  if (!act.pdf_file_uuid) return null;
  const signatures = await signaturesOfFile(db, act.pdf_file_uuid);
  return signatures.find((signature) => certificateOfCompany(signature.facts, inn) && signature.scope === scopeUuid) ?? null;
}

/**
 * POST /v1/revision/write/act/agent-sign: the agent confirms his qualified signatures of the acts' PDFs,
 * handed in before by POST /v1/storage/write/signature (verified there as any signed document: the CMS,
 * the certificate's chain and validity, and the certificate of the act's own organisation naming the
 * signer — src/server/signing/purposes/revisionAct.ts). Each act must be his organisation's, sent to
 * him, and carry a signature of his organisation in `scope_uuid`; then it moves sent → agent_signed.
 * All or nothing, in one transaction: an act signed already, one not sent, or one without the
 * signature refuses the call with a Russian message naming the act, and nothing changes.
 */
export async function agentSignActs(db: Db, hub: ActChangeHub, auth: AuthContext, body: ActSignBody): Promise<SignedActWire[]> {
  const organization = await agentOrganizationOf(db, auth);
  const uuids = [...new Set(body.uuids)];
  if (uuids.length === 0) throw AppError.badRequest(flowTexts.noActs);
  if (uuids.length > maxActs) throw AppError.badRequest(flowTexts.tooManyActs);
  if (uuids.some((uuid) => !isUuid(uuid))) throw AppError.notFound(flowTexts.actNotFound);
  return db.transaction().execute(async (trx) => {
    const signed: SignedActWire[] = [];
    // One order of locks for every caller: two calls over the same acts never wait on each other crosswise.
    for (const uuid of uuids.sort()) {
      const act = await findAct(trx, { uuid }, true);
      if (!act || act.organization_uuid !== organization.uuid) throw AppError.notFound(flowTexts.actNotFound);
      if (act.state !== 'sent') {
        throw AppError.conflict(act.state === 'formed' ? flowTexts.notSent(act.number, actStateLabels[act.state]) : flowTexts.alreadySigned(act.number));
      }
      if (!act.pdf_file_uuid) throw AppError.badRequest(flowTexts.actNoPdf(act.number));
      if (!(await signatureBy(trx, act, organization.inn, body.scope_uuid))) throw AppError.badRequest(flowTexts.notSignedByAgent(act.number));
      const row = await trx
        .updateTable('revision_act')
        .set({ state: 'agent_signed', agent_signed_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', act.id)
        .returning(['agent_signed_at'])
        .executeTakeFirstOrThrow();
      await actChanged(trx, hub, auth, { ...act, state: 'agent_signed', total_kopecks: act.totals.total_kopecks }, 'agent_sign');
      signed.push({ uuid: act.uuid, number: act.number, state: 'agent_signed', signed_at: row.agent_signed_at!.toISOString() });
    }
    return signed;
  });
}

/**
 * POST /v2/revision/write/admin/sign {act_uuid, scope_uuid}: the operator confirms his signature of an
 * act the agent has signed (the operator company's certificate naming him, checked when it was handed
 * in); agent_signed → operator_signed, an audit entry of the operator and RevisionActChanged to the act's agent. An act signed by the operator already, or not yet by the agent,
 * is refused with a Russian message, nothing changed.
 */
export async function operatorSignAct(db: Db, hub: ActChangeHub, auth: AuthContext, body: { act_uuid: string; scope_uuid: string }): Promise<SignedActWire> {
  if (!isUuid(body.act_uuid)) throw AppError.notFound(flowTexts.actNotFound);
  const inn = legalParties.operator.inn;
  if (!inn) throw AppError.badRequest(flowTexts.operatorUnknown);
  return db.transaction().execute(async (trx) => {
    const act = await findAct(trx, { uuid: body.act_uuid }, true);
    if (!act) throw AppError.notFound(flowTexts.actNotFound);
    if (act.state === 'operator_signed' || act.state === 'paid') throw AppError.conflict(flowTexts.alreadyOperatorSigned(act.number));
    if (act.state !== 'agent_signed') throw AppError.conflict(flowTexts.notAgentSigned(act.number, actStateLabels[act.state]));
    if (!(await signatureBy(trx, act, inn, body.scope_uuid))) throw AppError.badRequest(flowTexts.notSignedByOperator(act.number));
    const row = await trx
      .updateTable('revision_act')
      .set({ state: 'operator_signed', operator_signed_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', act.id)
      .returning(['operator_signed_at'])
      .executeTakeFirstOrThrow();
    await actChanged(trx, hub, auth, { ...act, state: 'operator_signed', total_kopecks: act.totals.total_kopecks }, 'operator_sign');
    return { uuid: act.uuid, number: act.number, state: 'operator_signed', signed_at: row.operator_signed_at!.toISOString() };
  });
}
