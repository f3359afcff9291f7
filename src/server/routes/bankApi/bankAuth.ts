import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyBankApiKey, type BankCaller } from '../../bankGateway/bankApiKeys';
import { bankApiTexts } from '../../bankGateway/texts';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bank behind the API key of a /bank-api call (set by the bank API's onRequest hook). */
    bankCaller: BankCaller | null;
  }
}

/** The key a bank presents: `Authorization: Bearer <key>` or `X-Api-Key: <key>`. */
function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const apiKey = request.headers['x-api-key'];
  return typeof apiKey === 'string' && apiKey.trim() !== '' ? apiKey.trim() : null;
}

/** onRequest hook of the bank API: a missing, unknown or revoked key is a 401 in the envelope. */
export function bankAuth(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = presentedKey(request);
    if (!key) throw new AppError(errorCodes.unauthorized, bankApiTexts.noKey);
    const caller = await verifyBankApiKey(app.database.db, key);
    if (!caller) throw new AppError(errorCodes.unauthorized, bankApiTexts.badKey);
    request.bankCaller = caller;
  };
}

/** The bank of a route behind {@link bankAuth}. */
export function bankOf(request: FastifyRequest): BankCaller {
  if (!request.bankCaller) throw new Error('route is not behind bankAuth');
  return request.bankCaller;
}
