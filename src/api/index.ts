export { ApiFailure, FALLBACK_FAILURE_MESSAGE, type FailureSource } from './ApiFailure';
export { classifyFailure } from './classifyFailure';
export { createHttp, type CallOptions, type FailureListener, type Http, type HttpSettings } from './createHttp';
export { createPlatformApi, type PlatformApi } from './createPlatformApi';
export { SUCCESS_CODE, unwrapEnvelope } from './envelope';
export type { KeyValueStorage } from './keyValueStorage';
export { TOKEN_KEY, readToken, removeToken, writeToken } from './token';
export type * from './wire';
