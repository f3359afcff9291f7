import { errorCodes, httpStatusOf, type ErrorCode } from './errorCodes';
import { texts } from '../texts';

/**
 * A failure that is the client's to see: it leaves the server as `{code, message}` with the HTTP status
 * taken from the code. Anything else thrown becomes a 500 with a neutral text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Extra response headers, e.g. Retry-After for 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = httpStatusOf(code);
    this.headers = headers;
  }

  static badRequest(message: string): AppError {
    return new AppError(errorCodes.badRequest, message);
  }

  static unauthorized(): AppError {
    return new AppError(errorCodes.unauthorized, texts.unauthorized);
  }

  static forbidden(message: string = texts.forbidden): AppError {
    return new AppError(errorCodes.forbidden, message);
  }

  static notFound(message: string = texts.notFound): AppError {
    return new AppError(errorCodes.notFound, message);
  }

  static conflict(message: string): AppError {
    return new AppError(errorCodes.conflict, message);
  }

  static tooManyAttempts(retryAfterSeconds: number): AppError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new AppError(errorCodes.tooManyAttempts, texts.tooManyAttempts(minutes), {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
