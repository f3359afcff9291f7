import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db } from '../db/schema';
import type { TestCertificateAuthority, TestSubject } from './crypto/TestCertificateAuthority';
import { madeUpPersonInn, madeUpSnils } from './madeUpCodes';

/**
 * The test certificates of the signed-in person himself (dev and demo, `?for=me`): the one an
 * accredited CA would issue him as his organisation's employee — his names, made-up but stable ИНН and
 * СНИЛС, the organisation's name, ИНН ЮЛ and ОГРН (a sole trader's INN and ОГРНИП) — and his
 * certificate as a private person. These are the certificates he can attach to his account and sign in with.
 */
export async function personalTestCertificates(db: Db, ca: TestCertificateAuthority, auth: Pick<AuthContext, 'userId' | 'organizationId'>): Promise<CertificateFactsWire[]> {
  const [row, organization] = await Promise.all([
    db.selectFrom('users').select(['uuid', 'last_name', 'first_name', 'middle_name', 'post']).where('id', '=', auth.userId).executeTakeFirstOrThrow(),
    db.selectFrom('organizations').select(['name', 'inn', 'ogrn']).where('id', '=', auth.organizationId).executeTakeFirstOrThrow(),
  ]);
  const person: TestSubject = {
    last_name: row.last_name,
    first_name: row.first_name,
    middle_name: row.middle_name ?? undefined,
    inn: madeUpPersonInn(row.uuid),
    snils: madeUpSnils(row.uuid),
  };
  const soleTrader = organization.inn.length === 12;
  const employee: TestSubject = soleTrader
    ? { ...person, inn: organization.inn, ogrnip: organization.ogrn ?? undefined }
    : { ...person, inn_le: organization.inn, ogrn: organization.ogrn ?? undefined, organization: organization.name, position: row.post ?? undefined };
  const issued = await Promise.all([ca.issue(employee), ca.issue(person)]);
  return issued.map((certificate) => certificate.facts);
}
