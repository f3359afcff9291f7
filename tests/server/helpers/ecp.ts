import type { FastifyInstance } from 'fastify';
import type { AttachedCertificateWire, EcpChallengeWire } from '../../../src/domain/wire/ecpWire';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { randomIp } from './accounts';
import { client } from './serverContext';

/** Whose test certificates: the signed-in person's own (`me`, his token), or those attached to accounts (`login`). */
export type EcpScope = { for: 'me'; token: string } | { for: 'login' };

function apiOf(app: FastifyInstance, scope: EcpScope) {
  return client(app, { ip: randomIp(), ...(scope.for === 'me' ? { token: scope.token } : {}) });
}

/** The test signer's certificates of a scope (dev and demo). */
export async function ecpCertificates(app: FastifyInstance, scope: EcpScope): Promise<CertificateFactsWire[]> {
  const answer = await apiOf(app, scope).get<{ certificates: CertificateFactsWire[] }>(`/v1/dev/signer/certificates?for=${scope.for}`);
  if (answer.status !== 200) throw new Error(`certificates: ${answer.body.message}`);
  return answer.body.data!.certificates;
}

/** An attached (or, when asked, detached) GOST signature of a text by the test signer, base64 DER. */
export async function signText(app: FastifyInstance, scope: EcpScope, thumbprint: string, text: string, detached = false): Promise<string> {
  const answer = await apiOf(app, scope).post<{ signature: string }>('/v1/dev/signer/sign', { for: scope.for, thumbprint, content: Buffer.from(text, 'utf8').toString('base64'), detached });
  if (answer.status !== 200) throw new Error(`sign: ${answer.body.message}`);
  return answer.body.data!.signature;
}

/** A challenge to sign in with the certificate. */
export async function loginChallenge(app: FastifyInstance, thumbprint: string, ip = randomIp()): Promise<string> {
  const answer = await client(app, { ip }).post<EcpChallengeWire>('/v1/login/write/ecp/challenge', { thumbprint });
  if (answer.status !== 200) throw new Error(`challenge: ${answer.body.message}`);
  return answer.body.data!.challenge;
}

/** A challenge to attach the certificate to the member's account. */
export async function attachChallenge(app: FastifyInstance, token: string, thumbprint: string): Promise<string> {
  const answer = await client(app, { token, ip: randomIp() }).post<EcpChallengeWire>('/v1/login/write/attach-ecp/challenge', { thumbprint });
  if (answer.status !== 200) throw new Error(`attach challenge: ${answer.body.message}`);
  return answer.body.data!.challenge;
}

/** Hands in a signed attach challenge; the raw answer, so a test can look at a refusal. */
export function sendAttach(app: FastifyInstance, token: string, scope: string) {
  return client(app, { token, ip: randomIp() }).post<AttachedCertificateWire>('/v1/login/write/attach-ecp', { scope });
}

/** Attaches one of the member's own test certificates, as the profile does: challenge, signature, attach-ecp. */
export async function attachOwn(app: FastifyInstance, token: string, thumbprint: string) {
  const challenge = await attachChallenge(app, token, thumbprint);
  return sendAttach(app, token, await signText(app, { for: 'me', token }, thumbprint, challenge));
}

/** Hands in a signed sign-in challenge; the raw answer. */
export function sendLogin(app: FastifyInstance, scope: string, options: { rememberme?: boolean; ip?: string; actor?: 'agent' | 'client' } = {}) {
  const { ip = randomIp(), ...body } = options;
  return client(app, { ip }).post<{ token: string; user: UserView }>('/v1/login/write/ecp', { scope, ...body });
}

/** Signs in as the sign-in page does: a challenge for the certificate, signed by the test signer of `scope`, sent to login/write/ecp. */
export async function loginBySignature(app: FastifyInstance, thumbprint: string, options: { scope?: EcpScope; rememberme?: boolean; ip?: string } = {}) {
  const challenge = await loginChallenge(app, thumbprint, options.ip);
  const scope = await signText(app, options.scope ?? { for: 'login' }, thumbprint, challenge);
  return sendLogin(app, scope, { ...(options.rememberme === undefined ? {} : { rememberme: options.rememberme }), ...(options.ip ? { ip: options.ip } : {}) });
}
