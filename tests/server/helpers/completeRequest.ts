import type { FastifyInstance } from 'fastify';
import { fillCompleteRequest, type Answer, type ApiPort, type FilledRequest } from '../../support/requestFilling';
import type { Member } from '../requests/requestFixtures';

/** Абсолют Банк of config/banks.json (the form tests' bank). */
export const absolutBank = '5cd919cd-de97-56e2-837c-fcb2770134bb';

/** A request filled through the API to 100 % for its banks, every step checked. */
export type CompleteRequest = FilledRequest;

/** The API through `app.inject` with the member's token (no vitest here: bench/ scripts use it too). */
function injectApi(app: FastifyInstance, token: string): ApiPort {
  const answer = <T>(response: { statusCode: number; json: () => unknown }): Answer<T> => ({ status: response.statusCode, body: response.json() as Answer<T>['body'] });
  const authorization = `Bearer ${token}`;
  return {
    get: async (url) => answer(await app.inject({ method: 'GET', url, headers: { authorization } })),
    post: async (url, body) => answer(await app.inject({ method: 'POST', url, payload: body as object, headers: { authorization } })),
    upload: async (fields, file) => {
      const boundary = `----garant${Math.random().toString(16).slice(2)}`;
      const chunks: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization };
      return answer(await app.inject({ method: 'POST', url: '/v1/storage/write/file', payload: Buffer.concat(chunks), headers }));
    },
  };
}

/**
 * Fills a request through the API the way the form does, to 100 % in every block for the given banks
 * (Абсолют Банк unless told) — the same filler the end-to-end journeys run over HTTP.
 */
export function completeRequest(app: FastifyInstance, member: Member, options: { banks?: readonly string[]; parameters?: Record<string, unknown> } = {}): Promise<CompleteRequest> {
  return fillCompleteRequest(injectApi(app, member.token), { banks: options.banks ?? [absolutBank], ...(options.parameters ? { parameters: options.parameters } : {}) });
}
