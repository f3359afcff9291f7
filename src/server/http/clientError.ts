import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { texts } from '../texts';
import { errorCodes } from './errorCodes';

/** What a request Node could not even parse is told, by Node's error code; anything else is a 400. */
const answers: Record<string, { status: number; code: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: errorCodes.headersTooLarge, message: texts.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: errorCodes.requestTimeout, message: texts.requestTimeout },
};
const otherwise = { status: 400, code: errorCodes.badRequest, message: texts.badRequest };

/** The raw HTTP answer, in the envelope like every other failure. */
export function clientErrorResponse(errorCode: string | undefined): string {
  const { status, code, message } = (errorCode ? answers[errorCode] : undefined) ?? otherwise;
  const body = JSON.stringify({ code, message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler`: a request Node refuses before Fastify sees it (headers over the
 * limit, a broken request line, a timeout) gets the product's envelope in Russian instead of Node's or
 * Fastify's English, then the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is already gone; there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'Запрос не разобран');
  if (socket.writable) socket.end(clientErrorResponse(error.code));
  else socket.destroy();
}
