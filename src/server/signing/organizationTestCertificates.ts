import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db } from '../db/schema';
import type { TestCertificateAuthority, TestSubject } from './crypto/TestCertificateAuthority';
import { madeUpPersonInn, madeUpSnils } from './madeUpCodes';
import { personalTestCertificates } from './personalTestCertificates';

/** A company that is nobody's organisation here: its certificate lets a demo user see the authority check refuse. */
const otherCompany = { inn_le: '7707083893', ogrn: '1027700132195', organization: 'ПАО Сбербанк' } as const;

/**
 * The certificates the test signer offers for the signed-in user's own organisation documents (dev and
 * demo, `?for=organization`): his certificate as his organisation's employee — the very one `?for=me`
 * offers, what a representative holds on a token — and his certificate of another company, so that the
 * refusal of a foreign certificate can be tried.
 */
export async function organizationTestCertificates(db: Db, ca: TestCertificateAuthority, auth: Pick<AuthContext, 'userId' | 'organizationId'>): Promise<CertificateFactsWire[]> {
  const [[employee], user] = await Promise.all([
    personalTestCertificates(db, ca, auth),
    db.selectFrom('users').select(['uuid', 'last_name', 'first_name', 'middle_name', 'post']).where('id', '=', auth.userId).executeTakeFirstOrThrow(),
  ]);
  const foreign: TestSubject = {
    last_name: user.last_name,
    first_name: user.first_name,
    middle_name: user.middle_name ?? undefined,
    inn: madeUpPersonInn(user.uuid),
    snils: madeUpSnils(user.uuid),
    ...otherCompany,
    position: user.post ?? undefined,
  };
  return [employee!, (await ca.issue(foreign)).facts];
}
