import type { FastifyInstance } from 'fastify';
import type { OrganizationDocumentsWire, OrganizationDocumentWire } from '../../../src/domain/wire/accessionWire';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';

async function json<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<{ status: number; body: { code: number; message?: string; data?: T } }> {
  const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

/** GET /v2/user/read/docs/sign */
export async function organizationDocuments(app: FastifyInstance, token: string): Promise<OrganizationDocumentsWire> {
  const answer = await json<OrganizationDocumentsWire>(app, 'GET', '/v2/user/read/docs/sign', token);
  if (answer.status !== 200) throw new Error(`documents: ${answer.body.message}`);
  return answer.body.data!;
}

/** POST /v2/user/read/docs/sign/confirm: the PDFs of the documents due, made where missing. */
export async function preparedDocuments(app: FastifyInstance, token: string): Promise<OrganizationDocumentsWire> {
  const answer = await json<OrganizationDocumentsWire>(app, 'POST', '/v2/user/read/docs/sign/confirm', token, {});
  if (answer.status !== 200) throw new Error(`prepare: ${answer.body.message}`);
  return answer.body.data!;
}

/** The test signer's certificates for the signed-in user's organisation: his own, then another company's. */
export async function organizationCertificates(app: FastifyInstance, token: string): Promise<CertificateFactsWire[]> {
  const answer = await json<{ certificates: CertificateFactsWire[] }>(app, 'GET', '/v1/dev/signer/certificates?for=organization', token);
  if (answer.status !== 200) throw new Error(`certificates: ${answer.body.message}`);
  return answer.body.data!.certificates;
}

/** The bytes of a document's PDF through the session's download. */
export async function documentPdf(app: FastifyInstance, token: string, document: OrganizationDocumentWire): Promise<Buffer> {
  if (!document.file) throw new Error(`${document.title} has no file yet`);
  const response = await app.inject({ method: 'GET', url: document.file.link, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`download ${document.file.link}: ${response.statusCode}`);
  return response.rawPayload;
}

/** A real GOST signature of the test signer over the bytes, for the organisation's documents. */
export async function organizationSignature(app: FastifyInstance, token: string, thumbprint: string, content: Buffer): Promise<string> {
  const answer = await json<{ signature: string }>(app, 'POST', '/v1/dev/signer/sign', token, { for: 'organization', thumbprint, content: content.toString('base64'), detached: true });
  if (answer.status !== 200) throw new Error(`sign: ${answer.body.message}`);
  return answer.body.data!.signature;
}

/** Hands a signature of a document in; the raw answer, so a test can look at a refusal. */
export function storeDocumentSignature(app: FastifyInstance, token: string, document: OrganizationDocumentWire, signature: string) {
  if (!document.file) throw new Error(`${document.title} has no file yet`);
  return json<{ uuid: string; request_signed: boolean }>(app, 'POST', '/v1/storage/write/signature', token, { file_uuid: document.file.uuid, signature, is_attached: false, scope: 'organization' });
}

/**
 * Signs the organisation's documents due now with the user's own test certificate, the way the profile
 * page does (prepare, then sign each unsigned one); `only` picks some of them. Answers the documents after.
 */
export async function signOrganizationDocuments(app: FastifyInstance, token: string, only: (document: OrganizationDocumentWire) => boolean = () => true): Promise<OrganizationDocumentsWire> {
  const [own] = await organizationCertificates(app, token);
  if (!own) throw new Error('no test certificate for the organisation');
  for (const document of (await preparedDocuments(app, token)).documents) {
    if (document.is_signed || !only(document)) continue;
    const stored = await storeDocumentSignature(app, token, document, await organizationSignature(app, token, own.thumbprint, await documentPdf(app, token, document)));
    if (stored.status !== 200) throw new Error(`signature of ${document.title}: ${stored.body.message}`);
  }
  return organizationDocuments(app, token);
}
