export { ApiFailure, FALLBACK_FAILURE_MESSAGE, type FailureSource } from './ApiFailure';
export { classifyFailure } from './classifyFailure';
export { createHttp, type CallOptions, type FailureListener, type Http, type HttpSettings } from './createHttp';
export { createPlatformApi, type PlatformApi } from './createPlatformApi';
export { SUCCESS_CODE, unwrapEnvelope } from './envelope';
export type { KeyValueStorage } from './keyValueStorage';
export { TOKEN_KEY, readToken, removeToken, writeToken } from './token';
export type * from './wire';
export { createRequestFormApi, stepCall, type RequestFormApi } from './requestForm';
export type * from './requestForm';
export { createStorageApi, type StorageApi, type StoredFileWire } from './storage';
export { createBanksApi, type BanksApi } from './banks';
export { createOffersApi, type OffersApi } from './offers';
export { createRequestListApi, type RequestListApi } from './requestList';
export { createSigningApi, type SigningApi } from './signing';
export type * from './signing';
// Types only: the signers themselves load when signing opens (src/runtime/signing/lazySigner.ts).
export { SignerError } from './signer/Signer';
export type * from './signer/Signer';
