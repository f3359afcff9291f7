import type { FastifyInstance } from 'fastify';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';

/** How a test reaches the signing calls: by a member's session, or by a sign link's token. */
export type SignAs = { token: string } | { link: string };

interface Document {
  uuid: string;
  name: string;
  link: string;
}

async function json<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, as: SignAs | null, payload?: object): Promise<{ status: number; body: { code: number; message?: string; data?: T } }> {
  const headers = as && 'token' in as ? { authorization: `Bearer ${as.token}` } : {};
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

/** The documents to sign of a request: by the session (forms made if missing) or by the link. */
export async function documentsToSign(app: FastifyInstance, requestId: number, as: SignAs): Promise<Document[]> {
  if ('link' in as) return (await json<{ documents: Document[] }>(app, 'GET', `/v1/sign-link/read/${as.link}`, null)).body.data!.documents;
  const made = await json<{ files: Document[] }>(app, 'POST', `/v2/bgrequest/write/printforms/${requestId}`, as, {});
  if (made.status !== 200) throw new Error(`print forms: ${made.body.message}`);
  return made.body.data!.files;
}

/** The test signer's certificates for a request (dev and demo). */
export async function testCertificates(app: FastifyInstance, requestId: number, as: SignAs): Promise<CertificateFactsWire[]> {
  const query = 'link' in as ? `link=${as.link}` : `request_id=${requestId}`;
  const answer = await json<{ certificates: CertificateFactsWire[] }>(app, 'GET', `/v1/dev/signer/certificates?${query}`, as);
  if (answer.status !== 200) throw new Error(`certificates: ${answer.body.message}`);
  return answer.body.data!.certificates;
}

/** A real GOST signature by the test signer over the given bytes. */
export async function testSignature(app: FastifyInstance, requestId: number, as: SignAs, thumbprint: string, content: Buffer): Promise<string> {
  const scope = 'link' in as ? { link: as.link } : { request_id: requestId };
  const answer = await json<{ signature: string }>(app, 'POST', '/v1/dev/signer/sign', as, { ...scope, thumbprint, content: content.toString('base64'), detached: true });
  if (answer.status !== 200) throw new Error(`sign: ${answer.body.message}`);
  return answer.body.data!.signature;
}

/** The bytes of a document to sign, as its link gives them. */
export async function documentBytes(app: FastifyInstance, document: Document, as: SignAs): Promise<Buffer> {
  const headers = 'token' in as ? { authorization: `Bearer ${as.token}` } : {};
  const response = await app.inject({ method: 'GET', url: document.link, headers });
  if (response.statusCode !== 200) throw new Error(`download ${document.link}: ${response.statusCode}`);
  return response.rawPayload;
}

/** What a stored signature answers besides the signature itself. */
interface StoredAnswer {
  purpose: string | null;
  completed: boolean;
  request_signed: boolean;
  moved_subrequests: string[];
}

/** Hands a signature in; answers the raw reply so a test can look at a refusal. */
export function storeSignature(app: FastifyInstance, document: Document, as: SignAs, signature: string) {
  return 'link' in as
    ? json<StoredAnswer>(app, 'POST', `/v1/sign-link/write/${as.link}/signature`, null, { file_uuid: document.uuid, signature, is_attached: false })
    : json<StoredAnswer>(app, 'POST', '/v1/storage/write/signature', as, { file_uuid: document.uuid, signature, is_attached: false, scope: 'request' });
}

/**
 * Signs every print form of a request with the test signer's certificate of its signer (the first one
 * offered), the way the Signing view does; answers whether the request came out signed.
 */
export async function signRequest(app: FastifyInstance, requestId: number, as: SignAs): Promise<boolean> {
  const [certificate] = await testCertificates(app, requestId, as);
  if (!certificate) throw new Error('no test certificate for the request');
  let signed = false;
  for (const document of await documentsToSign(app, requestId, as)) {
    const signature = await testSignature(app, requestId, as, certificate.thumbprint, await documentBytes(app, document, as));
    const stored = await storeSignature(app, document, as, signature);
    if (stored.status !== 200) throw new Error(`signature of ${document.name}: ${stored.body.message}`);
    signed = stored.body.data!.request_signed;
  }
  return signed;
}
