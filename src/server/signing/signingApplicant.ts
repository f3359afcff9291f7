import type { SigningApplicant } from '../../domain/signing/authority';
import type { Executor } from '../db/schema';

interface PersonData {
  last_name?: unknown;
  first_name?: unknown;
  middle_name?: unknown;
  inn?: unknown;
  snils?: unknown;
  is_signer?: unknown;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function signerOf(person: PersonData): SigningApplicant['signer'] {
  return { last_name: text(person.last_name) ?? '', first_name: text(person.first_name) ?? '', middle_name: text(person.middle_name), inn: text(person.inn), snils: text(person.snils) };
}

/**
 * Whose qualified signature a request's application needs, as the request names them: the company by
 * its INN and OGRN, and the person who signs for it — the signer of the «Подписанты» step when one is
 * marked, else the head of the «Руководитель» step (a sole trader signs himself and is his own head).
 * Null when the request names nobody yet.
 */
export async function signingApplicantOf(
  db: Executor,
  request: { id: number | string; inn: string; ogrn: string | null; name: string; is_ip: boolean },
): Promise<SigningApplicant | null> {
  const rows = await db
    .selectFrom('bg_request_step')
    .select(['step', 'data'])
    .where('request_id', '=', String(request.id))
    .where('step', 'in', ['information-head', 'information-signers'])
    .execute();
  const byStep = new Map(rows.map((row) => [row.step, (row.data ?? {}) as Record<string, unknown>]));
  const signers = byStep.get('information-signers')?.signers;
  const marked = Array.isArray(signers) ? (signers as PersonData[]).find((person) => person?.is_signer === true) : undefined;
  const head = byStep.get('information-head')?.head as PersonData | undefined;
  const person = marked ?? head;
  if (!person || text(person.last_name) === null) return null;
  return { is_ip: request.is_ip, inn: request.inn, ogrn: request.ogrn, name: request.name, signer: signerOf(person) };
}
