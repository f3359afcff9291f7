import { bytesToBase64Chunks, compactBase64, textToBase64 } from './base64';
import { cades, hashAlgorithmByKeyOid, type CadesCertificate, type LoadedCadesPlugin, type CadesSigner } from './cadesPlugin';
import { SignerError } from './Signer';
import { signerTexts } from './signerTexts';

/** Large files reach the plug-in in pieces: one message per piece keeps the page's memory flat. */
const HASH_PIECE_BYTES = 3 * 1024 * 1024;

/** The GOST R 34.11-2012 hash that matches the key: a 512-bit key signs a 512-bit hash. */
async function hashAlgorithmOf(certificate: CadesCertificate): Promise<number> {
  const oid = await (await (await certificate.PublicKey()).Algorithm).Value;
  const algorithm = hashAlgorithmByKeyOid[oid];
  if (algorithm === undefined) throw new SignerError('failed', signerTexts.keyAlgorithm);
  return algorithm;
}

/** A signer with the whole chain, so a bank can verify without fetching the authority's certificates. */
async function signerFor(plugin: LoadedCadesPlugin, certificate: CadesCertificate): Promise<CadesSigner> {
  const signer = await plugin.CreateObjectAsync('CAdESCOM.CPSigner');
  await signer.propset_Certificate(certificate);
  await signer.propset_Options(cades.CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN);
  // The signing time goes in as a signed attribute: the server shows it as the moment of signing.
  const signingTime = await plugin.CreateObjectAsync('CADESCOM.CPAttribute');
  await signingTime.propset_Name(cades.CADESCOM_AUTHENTICATED_ATTRIBUTE_SIGNING_TIME);
  await signingTime.propset_Value(new Date());
  await (await signer.AuthenticatedAttributes2).Add(signingTime);
  return signer;
}

/**
 * CAdES-BES detached signature of bytes: the plug-in hashes them (GOST R 34.11-2012) and signs the
 * hash, so the file itself never has to travel whole through the extension.
 */
export async function signBytesDetached(plugin: LoadedCadesPlugin, certificate: CadesCertificate, content: Uint8Array): Promise<string> {
  const hashed = await plugin.CreateObjectAsync('CAdESCOM.HashedData');
  await hashed.propset_Algorithm(await hashAlgorithmOf(certificate));
  await hashed.propset_DataEncoding(cades.CADESCOM_BASE64_TO_BINARY);
  for (const piece of bytesToBase64Chunks(content, HASH_PIECE_BYTES)) await hashed.Hash(piece);
  const signer = await signerFor(plugin, certificate);
  const signed = await plugin.CreateObjectAsync('CAdESCOM.CadesSignedData');
  return compactBase64(await signed.SignHash(hashed, signer, cades.CADESCOM_CADES_BES));
}

/** CAdES-BES attached signature of a text's UTF-8 bytes (the plug-in's default would be UTF-16). */
export async function signTextAttached(plugin: LoadedCadesPlugin, certificate: CadesCertificate, text: string): Promise<string> {
  const signer = await signerFor(plugin, certificate);
  const signed = await plugin.CreateObjectAsync('CAdESCOM.CadesSignedData');
  await signed.propset_ContentEncoding(cades.CADESCOM_BASE64_TO_BINARY);
  await signed.propset_Content(textToBase64(text));
  return compactBase64(await signed.SignCades(signer, cades.CADESCOM_CADES_BES, false));
}
