export { bytesToBase64, base64ToBytes, textToBase64 } from './base64';
export { createSigner, type SignerDeps } from './createSigner';
export { CryptoProSigner } from './CryptoProSigner';
export { SignerError, type Signer, type SignerAvailability, type SignerCertificate, type SignerProblem } from './Signer';
export { TestSigner, type TestSignerContext } from './TestSigner';
