import { looksLikeDer, pemBlocks } from './pem';
import { SignatureError } from './SignatureError';
import { signatureTexts } from './texts';

/**
 * The DER of a signature as a browser or a user hands it over: DER as is (.sig/.p7s), PEM
 * (`-----BEGIN CMS-----`, `PKCS7`, `SIGNED MESSAGE`…) or bare Base64, which the CryptoPro plug-in
 * returns. Anything else is `not_cms`.
 */
export function cmsDer(signature: Buffer): Buffer {
  if (looksLikeDer(signature)) return signature;
  const text = signature.toString('latin1').trim();
  const block = pemBlocks(text)[0];
  if (block && looksLikeDer(block.der)) return block.der;
  if (/^[A-Za-z0-9+/=\s]+$/.test(text)) {
    const der = Buffer.from(text, 'base64');
    if (looksLikeDer(der)) return der;
  }
  throw new SignatureError('not_cms', signatureTexts.notCms);
}
