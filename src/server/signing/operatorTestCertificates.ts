import { legalParties } from '../../domain/legal/fillParties';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { AuthContext } from '../accounts/sessions';
import { isOperator } from '../access/isOperator';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { TestCertificateAuthority } from './crypto/TestCertificateAuthority';
import { madeUpPersonInn, madeUpSnils } from './madeUpCodes';
import { signingTexts } from './texts';

/**
 * The test certificate of a platform operator signing for the operator company (dev and demo,
 * `?for=operator`): the company of config/legal/parties.json (its INN, OGRN and name) and the signed-in
 * operator as its employee — what the operator's representative holds on a token to sign acts of the
 * settlements (docs/revisions.md). Anybody who is not an operator gets none.
 */
export async function operatorTestCertificates(db: Db, ca: TestCertificateAuthority, auth: Pick<AuthContext, 'userId'>): Promise<CertificateFactsWire[]> {
  const { inn, ogrn, name } = legalParties.operator;
  if (!inn || !name || !(await isOperator(db, auth.userId))) throw AppError.forbidden(signingTexts.unknownCertificate);
  const user = await db.selectFrom('users').select(['uuid', 'last_name', 'first_name', 'middle_name', 'post']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  const certificate = await ca.issue({
    last_name: user.last_name,
    first_name: user.first_name,
    middle_name: user.middle_name ?? undefined,
    inn: madeUpPersonInn(user.uuid),
    snils: madeUpSnils(user.uuid),
    inn_le: inn,
    ogrn: ogrn ?? undefined,
    organization: name,
    position: user.post ?? undefined,
  });
  return [certificate.facts];
}
