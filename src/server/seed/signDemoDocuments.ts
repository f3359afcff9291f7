import type { FastifyBaseLogger } from 'fastify';
import { prepareOrganizationDocuments } from '../accession/prepareDocuments';
import type { AccessionContext } from '../accession/standingOf';
import type { Db } from '../db/schema';
import type { NotificationHub } from '../hub/NotificationHub';
import { organizationTestCertificates } from '../signing/organizationTestCertificates';
import type { SigningContext } from '../signing/SigningContext';
import { storedBytes } from '../signing/storedBytes';
import { storeSignature } from '../signing/storeSignature';
import type { FileStore } from '../storage/FileStore';
import { demoOrganizations } from './demoData';

/** ООО «Экспобанк», the partner bank that joined last: ООО «Гарант-Брокер Регион» is left to sign its agreement. */
const lastPartnerBank = 'cbfdc709-4068-5242-9119-5216dd873e6f';

/** Who signs each demo organisation's documents, and which of them the demo leaves to its user. */
const plan: ReadonlyArray<{ organization: string; signer: string; leaveUnsigned: readonly string[] }> = [
  { organization: 'broker', signer: 'admin@garant-broker.ru', leaveUnsigned: [] },
  { organization: 'brokerRegion', signer: 'admin@garant-broker.ru', leaveUnsigned: [lastPartnerBank] },
  { organization: 'client', signer: 'client@stroymontazh.ru', leaveUnsigned: [] },
];

export interface DemoSigningDeps {
  db: Db;
  store: FileStore;
  signing: SigningContext;
  hub: NotificationHub;
  accession: AccessionContext;
  log: FastifyBaseLogger;
}

/**
 * Signs the demo organisations' documents for real (dev and demo): their PDFs are prepared as a user
 * prepares them, signed with the test CA's certificate of the organisation naming its demo user, and
 * handed to `storeSignature`, which verifies them like any other. Only what is unsigned is signed, so a
 * later start changes nothing; ООО «Гарант-Брокер Регион» keeps the agreement of its newest partner bank
 * unsigned, for the demo of the banner and the profile's documents. Without the GOST engine nothing is
 * signed and the start goes on (the server prints why signing is unavailable).
 */
export async function signDemoDocuments(deps: DemoSigningDeps): Promise<number> {
  if ((await deps.signing.engineProblem()) !== null) return 0;
  const ca = await deps.signing.testCa();
  let signed = 0;
  for (const entry of plan) {
    const organization = demoOrganizations.find((candidate) => candidate.key === entry.organization);
    if (!organization) continue;
    const row = await deps.db
      .selectFrom('organizations as o')
      .innerJoin('memberships as m', 'm.organization_id', 'o.id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('membership_roles as r', 'r.membership_id', 'm.id')
      .select(['o.id as organization_id', 'u.id as user_id', 'r.role_key'])
      .where('o.inn', '=', organization.inn)
      .where('o.type', '=', organization.type)
      .where('u.login', '=', entry.signer)
      .executeTakeFirst();
    if (!row) continue;
    const documents = await prepareOrganizationDocuments({ db: deps.db, store: deps.store, context: deps.accession }, { userId: row.user_id, organizationId: row.organization_id });
    const due = documents.documents.filter((document) => !document.is_signed && document.file !== null && !entry.leaveUnsigned.includes(document.bank?.uuid ?? ''));
    if (due.length === 0) continue;
    const [own] = await organizationTestCertificates(deps.db, ca, { userId: row.user_id, organizationId: row.organization_id });
    if (!own) continue;
    const viewer = { userId: row.user_id, organizationId: row.organization_id, actor: row.role_key };
    for (const document of due) {
      const file = document.file!;
      const signature = await ca.sign(own.thumbprint, await storedBytes(deps.store, file.sha256), { detached: true });
      await storeSignature(
        { db: deps.db, store: deps.store, signing: deps.signing, move: { hub: deps.hub }, banks: deps.accession.banks },
        { kind: 'user', viewer },
        { file_uuid: file.uuid, scope: 'organization', signature: signature.toString('base64'), is_attached: false },
      );
      signed += 1;
    }
  }
  if (signed > 0) deps.log.info(`Документы демонстрационных организаций подписаны тестовым УЦ: ${signed}`);
  return signed;
}
