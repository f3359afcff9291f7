import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { Db } from '../db/schema';
import type { TestCertificateAuthority } from './crypto/TestCertificateAuthority';

/** As many as a sign-in page's list can sensibly show. */
const shownAtMost = 50;

/**
 * The test certificates the sign-in page of dev and demo offers (`?for=login`): those attached to an
 * account whose key the test CA keeps, newest attachment first — so that a person who attached his
 * test certificate in the profile can try the sign-in by signature. A production server has no test
 * signer, and a real certificate's key never reaches a server.
 */
export async function loginTestCertificates(db: Db, ca: TestCertificateAuthority): Promise<CertificateFactsWire[]> {
  const held = new Set(ca.certificates().map((certificate) => certificate.thumbprint));
  if (held.size === 0) return [];
  // The test CA holds many more certificates (every request's signers) than people attach: the
  // attachments are read, newest first, and kept where the CA has the key.
  const rows = await db
    .selectFrom('user_certificate')
    .select(['thumbprint', 'certificate_facts'])
    .orderBy('attached_at', 'desc')
    .orderBy('id', 'desc')
    .limit(shownAtMost * 10)
    .execute();
  return rows.filter((row) => held.has(row.thumbprint)).slice(0, shownAtMost).map((row) => row.certificate_facts);
}
