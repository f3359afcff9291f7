import { banksConfig } from '../../domain/banks';
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
