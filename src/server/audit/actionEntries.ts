import { banksConfig } from '../../domain/banks';
import type { ActMove } from '../../domain/revisions/actState';
import { formatKopecks } from '../../domain/revisions/money';
import { periodLabel } from '../../domain/revisions/period';
import type { ActState } from '../../domain/wire/revisionWire';
import { bankShortName } from '../../domain/bankShortName';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { SendResultWire } from '../../domain/wire/banksWire';
import type { Executor } from '../db/schema';
import { signerText } from '../documentsZip/documentIndex';
import { recordAudit, type AuditActor } from './recordAudit';
import { auditTexts as t } from './texts';

/**
 * The entries of the binding actions, each written in the action's own transaction (pass `trx`): the
 * action's call sites stay one line each, and the descriptions live here, in one place.
 */

const bankName = (uuid: string) => bankShortName(uuid, uuid, banksConfig);

/** The one bank of an action that concerns exactly one, else null. */
function soleBank(uuids: readonly string[]): string | null {
  const distinct = [...new Set(uuids)];
  return distinct.length === 1 ? distinct[0]! : null;
}

/** POST /v2/bgrequest/write/send: the banks that moved, each with where it went. Nothing moved: no entry. */
export async function auditRequestSent(trx: Executor, who: AuditActor, requestId: number, results: readonly SendResultWire[]): Promise<void> {
  const moved = results.filter((result) => result.outcome !== 'already_sent' && result.outcome !== 'refused');
  if (moved.length === 0) return;
  await recordAudit(trx, who, {
    action: 'request_sent',
    requestId,
    bankUuid: soleBank(moved.map((result) => result.bank_uuid)),
    description: t.requestSent(
      requestId,
      moved.map((result) => `${bankName(result.bank_uuid)} — ${t.sendOutcomes[result.outcome] ?? result.outcome}`),
    ),
    details: { banks: moved.map((result) => ({ bank_uuid: result.bank_uuid, subrequest_uuid: result.subrequestUuid, outcome: result.outcome })) },
  });
}

/** POST /v2/bgrequest/write/revokefrombank: the banks the request was revoked from. */
export async function auditRequestRevoked(trx: Executor, who: AuditActor, requestId: number, moved: readonly { uuid: string; bank_uuid: string }[]): Promise<void> {
  if (moved.length === 0) return;
  await recordAudit(trx, who, {
    action: 'request_revoked',
    requestId,
    bankUuid: soleBank(moved.map((row) => row.bank_uuid)),
    description: t.requestRevoked(requestId, moved.map((row) => bankName(row.bank_uuid))),
    details: { banks: moved.map((row) => ({ bank_uuid: row.bank_uuid, subrequest_uuid: row.uuid })) },
  });
}

/** POST /v1/bgrequest/write/offer/accept: the bank's offer version accepted, and the delivery chosen. */
export async function auditOfferAccepted(
  trx: Executor,
  who: AuditActor,
  accepted: { requestId: number; bankUuid: string; offerUuid: string; version: number; deliveryType: string | null; deliveryMethod: string | null; agreements: readonly string[] },
): Promise<void> {
  const delivery = accepted.deliveryType === null ? null : (t.deliveries[accepted.deliveryType === 'digital' ? 'digital' : (accepted.deliveryMethod ?? '')] ?? accepted.deliveryType);
  await recordAudit(trx, who, {
    action: 'offer_accepted',
    requestId: accepted.requestId,
    bankUuid: accepted.bankUuid,
    description: t.offerAccepted(accepted.requestId, bankName(accepted.bankUuid), accepted.version, delivery),
    details: { offer_uuid: accepted.offerUuid, version: accepted.version, agreements: accepted.agreements },
  });
}

/** One signature kept by a call: the file and what it was for. */
export interface SignedFile {
  readonly uuid: string;
  readonly name: string;
  readonly purpose: string | null;
  readonly requestId: number | null;
  readonly certificate: CertificateFactsWire;
}

/**
 * POST /v1/storage/write/signature, a sign link's signature, the additional documents' batch: one entry
 * per call, naming every file signed and the certificate's holder. `organizationUuid`: whose log shows
 * a sign link holder's signature (the request's owner), since he has no organisation of his own here.
 */
export async function auditDocumentsSigned(trx: Executor, who: AuditActor & { organizationUuid?: string | null }, files: readonly SignedFile[]): Promise<void> {
  if (files.length === 0) return;
  let organizationId = who.organizationId;
  if (organizationId === null && who.organizationUuid) {
    organizationId = (await trx.selectFrom('organizations').select('id').where('uuid', '=', who.organizationUuid).executeTakeFirst())?.id ?? null;
  }
  const requestIds = [...new Set(files.flatMap((file) => (file.requestId === null ? [] : [file.requestId])))];
  const holders = [...new Set(files.map((file) => signerText(file.certificate)))];
  const where = [...requestIds.map((id) => t.request(id)), ...(who.userId === null ? [t.signedByLink] : [])].join(', ') || null;
  await recordAudit(trx, { ...who, organizationId }, {
    action: 'document_signed',
    requestId: requestIds.length === 1 ? requestIds[0] : null,
    description: t.signed(files.map((file) => file.name), where, holders.join('; ')),
    details: { files: files.map((file) => ({ uuid: file.uuid, purpose: file.purpose, thumbprint: file.certificate.thumbprint })) },
  });
}

/** POST /v2/bgrequest/write/admin/verification/send/{id}: the operator's verdict on the banks it covered. */
export async function auditVerificationVerdict(
  trx: Executor,
  who: AuditActor,
  requestId: number,
  verdict: 'passed' | 'failed' | 'demand',
  moved: readonly { uuid: string; bank_uuid: string; sub_status: string }[],
  comment: string | null,
): Promise<void> {
  await recordAudit(trx, who, {
    action: 'verification_verdict',
    requestId,
    bankUuid: soleBank(moved.map((row) => row.bank_uuid)),
    description: t.verification(requestId, t.verdicts[verdict] ?? verdict, moved.map((row) => bankName(row.bank_uuid)), comment),
    details: { result: verdict, banks: moved.map((row) => ({ bank_uuid: row.bank_uuid, subrequest_uuid: row.uuid, sub_status: row.sub_status })) },
  });
}

/** A change of an act of mutual settlements: its first forming, or a move of src/domain/revisions/actState.ts. */
export type ActChange = 'form' | ActMove;

/** The audit action of each change (config/audit-actions.json): forming and forming again are one action. */
export const actChangeActions: Readonly<Record<ActChange, string>> = {
  form: 'revision_act_formed',
  reform: 'revision_act_formed',
  send: 'revision_act_sent',
  dispute: 'revision_act_disputed',
  agent_sign: 'revision_act_agent_signed',
  operator_sign: 'revision_act_operator_signed',
  paid: 'revision_act_paid',
};

/** What an entry of an act names: the act as it stands after the change. */
export interface ChangedAct {
  readonly uuid: string;
  readonly number: string;
  /** YYYY-MM */
  readonly period: string;
  readonly organization_uuid: string;
  readonly state: ActState;
  readonly total_kopecks: number | string;
}

/**
 * An act formed, formed again, sent, disputed, signed by either side or marked paid (docs/revisions.md): the
 * act's number, month, agent and total after the change. The entry belongs to the organisation the actor acted
 * in (the operator's own for his moves, the agent's for the agent's), as every entry does.
 */
export async function auditActChange(trx: Executor, who: AuditActor, act: ChangedAct, change: ActChange): Promise<void> {
  const organization = await trx.selectFrom('organizations').select('name').where('uuid', '=', act.organization_uuid).executeTakeFirst();
  const total = Number(act.total_kopecks);
  await recordAudit(trx, who, {
    action: actChangeActions[change],
    description: t.actChanged(act.number, periodLabel(act.period), organization?.name ?? act.organization_uuid, t.actChanges[change] ?? change, formatKopecks(total)),
    details: { act_uuid: act.uuid, number: act.number, period: act.period, organization_uuid: act.organization_uuid, change, state: act.state, total_kopecks: total },
  });
}
