import { bankShortName } from '../../domain/bankShortName';
import type { Executor } from '../db/schema';
import { recordAudit, type AuditActor } from './recordAudit';
import { auditTexts as t } from './texts';

/**
 * The entries of reads of a person's passport data: one per read call that answered such data, never
 * per field, written once the read was allowed (a refused read read nothing). A read has no transaction
 * of its own: the entry is its only write.
 */

/** The steps whose data holds persons with their passports (config/request-steps.json). */
export const personSteps = ['information-head', 'information-founders', 'information-signers'] as const;

/**
 * GET /v1/bgrequest/read/{id}/root (and root/edit): the request with every step. An entry when it
 * answered any person step or the questionnaire with data; a request with none of them yet holds no
 * passport, and its reads are not recorded.
 */
export async function auditRootRead(db: Executor, who: AuditActor, root: { id: number; steps: readonly { name: string; data: unknown }[]; questionnaire: unknown }): Promise<void> {
  const parts: string[] = root.steps.filter((step) => (personSteps as readonly string[]).includes(step.name) && step.data !== null).map((step) => step.name);
  if (root.questionnaire !== null && root.questionnaire !== undefined) parts.push('questionnaire');
  if (parts.length === 0) return;
  await recordAudit(db, who, {
    action: 'passport_read',
    requestId: root.id,
    description: t.passportRead(root.id, parts.map((part) => t.personSteps[part] ?? part)),
    details: { parts },
  });
}

/** GET /v1/questionnaire/read/{juridical|individual}/{id}: an entry when a questionnaire was answered. */
export async function auditQuestionnaireRead(db: Executor, who: AuditActor, requestId: number, type: 'juridical' | 'individual', answered: unknown): Promise<void> {
  if (answered === null || answered === undefined) return;
  await recordAudit(db, who, { action: 'questionnaire_read', requestId, description: t.questionnaireRead(requestId, type), details: { type } });
}

/** The zip downloads (docs/documents-zip.md): which archive, of which request, for which bank. */
export async function auditDocumentsDownloaded(
  db: Executor,
  who: AuditActor,
  archive: keyof typeof t.archives,
  target: { requestId: number } | { subrequestUuid: string },
): Promise<void> {
  let requestId: number;
  let bankUuid: string | null = null;
  if ('requestId' in target) requestId = target.requestId;
  else {
    const sub = await db.selectFrom('bg_subrequest').select(['request_id', 'bank_uuid']).where('uuid', '=', target.subrequestUuid).executeTakeFirstOrThrow();
    requestId = Number(sub.request_id);
    bankUuid = sub.bank_uuid;
  }
  await recordAudit(db, who, {
    action: 'documents_downloaded',
    requestId,
    bankUuid,
    description: t.documentsDownloaded(requestId, t.archives[archive], bankUuid === null ? null : bankShortName(bankUuid, bankUuid)),
    details: { archive },
  });
}
