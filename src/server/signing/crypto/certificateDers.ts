import { looksLikeDer, pemBlocks } from './pem';

/**
 * The DER of every certificate in a .cer/.crt/.pem file: PEM (one or several CERTIFICATE blocks,
 * as CA bundles are) or a single DER certificate (as Windows and CryptoPro export them).
 */
export function certificateDers(input: Buffer | string): Buffer[] {
  if (Buffer.isBuffer(input) && looksLikeDer(input)) return [input];
  const text = Buffer.isBuffer(input) ? input.toString('latin1') : input;
  return pemBlocks(text)
    .filter((block) => block.label === 'CERTIFICATE' || block.label === 'X509 CERTIFICATE')
    .map((block) => block.der);
}
