/**
 * Product error codes: HTTP status * 100 + a sub-code. The table in docs/server.md lists the same
 * codes; the browser reads `code` and shows `message`.
 */
export const errorCodes = {
  badRequest: 40000,
  validation: 40001,
  malformedBody: 40002,
  unsupportedMediaType: 40003,
  badUrl: 40004,
  /** A JSON body or message nested deeper than the limit (inspectJson.ts). */
  tooDeep: 40005,
  /** A path or query carries a control character. */
  controlCharacter: 40006,
  unauthorized: 40100,
  forbidden: 40300,
  inactiveAccount: 40301,
  actorMismatch: 40302,
  registrationDisabled: 40303,
  /** The member lacks the permission config/permissions.json names for the call. */
  permissionDenied: 40304,
  notFound: 40400,
  requestTimeout: 40800,
  /** The action does not fit the current state (a sub-request's status, an offer already accepted). */
  conflict: 40900,
  /** A one-time link that was used, revoked or has expired. */
  linkGone: 41000,
  bodyTooLarge: 41300,
  urlTooLong: 41400,
  headersTooLarge: 43100,
  tooManyAttempts: 42900,
  internal: 50000,
  /** An outside service (DaData, the EIS gateway) answered with an error or could not be reached. */
  upstreamUnavailable: 50200,
  /** The database cannot be reached or lost the connection mid-call; repeating the call may succeed. */
  databaseUnavailable: 50300,
  /** Signatures cannot be made or checked here: the GOST engine of OpenSSL is missing. */
  signingUnavailable: 50301,
  /** An outside service did not answer in time. */
  upstreamTimeout: 50400,
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The success code of the envelope (spec-2 §9). */
export const successCode = 20000;

/** The HTTP status a product code travels with. */
export function httpStatusOf(code: ErrorCode): number {
  return Math.floor(code / 100);
}
