import { legalParties } from '../../domain/legal/fillParties';
import type { OrganizationSigner } from '../../domain/signing/authority';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { Executor } from '../db/schema';

/**
 * Whose certificate signs an act for the operator: the operator company by the INN and OGRN of
 * config/legal/parties.json, and the signed-in platform operator by his full name — as an agent's
 * member signs for his organisation. Null when the operator's requisites are not configured.
 */
export async function operatorSignerOf(db: Executor, userId: number): Promise<OrganizationSigner | null> {
  const { inn, ogrn, name } = legalParties.operator;
  if (!inn || !name) return null;
  const user = await db.selectFrom('users').select(['last_name', 'first_name', 'middle_name']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  return { basis: 'organization', is_ip: false, inn, ogrn: ogrn ?? null, name, person: user };
}

/** Whether a certificate is of the company with this INN (a legal entity's INN, or a sole trader's own). */
export function certificateOfCompany(certificate: Pick<CertificateFactsWire, 'inn_le' | 'inn'>, inn: string): boolean {
  return inn.length === 12 ? certificate.inn === inn : certificate.inn_le === inn;
}

/** The signatures of a stored file: the scope each was handed in to and its certificate, newest first. */
export async function signaturesOfFile(db: Executor, fileUuid: string): Promise<{ uuid: string; scope: string; facts: CertificateFactsWire; signed_at: Date }[]> {
  const rows = await db.selectFrom('file_signature').select(['uuid', 'scope', 'certificate_facts', 'signed_at']).where('file_uuid', '=', fileUuid).orderBy('signed_at', 'desc').execute();
  return rows.map((row) => ({ uuid: row.uuid, scope: row.scope, facts: row.certificate_facts, signed_at: row.signed_at }));
}
