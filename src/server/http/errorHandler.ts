import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable } from '../db/databaseUnavailable';
import { texts } from '../texts';
import { AppError } from './AppError';
import { errorCodes } from './errorCodes';
import { validationMessage } from './validationMessage';

/** Fastify's own request errors and what the client is told about each. */
const frameworkErrors: Record<string, { status: number; code: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: errorCodes.malformedBody, message: texts.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: errorCodes.malformedBody, message: texts.emptyJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: errorCodes.malformedBody, message: texts.badRequest },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, code: errorCodes.unsupportedMediaType, message: texts.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: errorCodes.bodyTooLarge, message: texts.bodyTooLarge },
};

const messagesByStatus: Record<number, string> = {
  400: texts.badRequest,
  401: texts.unauthorized,
  403: texts.forbidden,
  404: texts.notFound,
  405: texts.methodNotAllowed,
  413: texts.bodyTooLarge,
  415: texts.unsupportedMediaType,
};

/**
 * Errors Fastify raises before routing (a broken or overlong URL); they never reach the error handler.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ code: errorCodes.urlTooLong, message: texts.urlTooLong });
    return;
  }
  void reply.code(400).send({ code: errorCodes.badUrl, message: texts.badUrl });
}

/**
 * Every failure leaves in the `{code, message}` envelope with a Russian message. Client mistakes keep
 * their 4xx status; anything unexpected is logged with the request id and answered with a bare 500,
 * never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ code: errorCodes.validation, message: validationMessage(error.validation) });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ code: known.code, message: known.message });
    // Parsing errors carry a SyntaxError from the JSON parser with status 400.
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.code(400).send({ code: errorCodes.malformedBody, message: texts.malformedJson });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: status * 100, message: messagesByStatus[status] ?? texts.badRequest });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error, reqId: request.id }, 'База данных недоступна');
      return reply.code(unavailable.statusCode).headers(unavailable.headers).send({ code: unavailable.code, message: unavailable.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'Необработанная ошибка');
    return reply.code(500).send({ code: errorCodes.internal, message: texts.internal });
  });
}
