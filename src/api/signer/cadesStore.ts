import { cades, type CadesCertificate, type LoadedCadesPlugin, type CadesStore } from './cadesPlugin';
import { certificateFacts } from './certificateFacts';
import { SignerError, type SignerCertificate } from './Signer';
import { signerTexts } from './signerTexts';

/** Opens the user's personal store («Личное»), where certificates on tokens are registered too. */
async function withPersonalStore<T>(plugin: LoadedCadesPlugin, use: (store: CadesStore) => Promise<T>): Promise<T> {
  const store = await plugin.CreateObjectAsync('CAdESCOM.Store');
  await store.Open(cades.CAPICOM_CURRENT_USER_STORE, cades.CAPICOM_MY_STORE, cades.CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED);
  try {
    return await use(store);
  } finally {
    await store.Close();
  }
}

/** The plug-in gives dates as strings the Date parser reads (or as dates); the wire wants ISO instants. */
function isoInstant(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** CryptoPro names a certificate by its SHA-1 thumbprint in upper-case hex; users paste it with spaces. */
export function normalThumbprint(thumbprint: string): string {
  return thumbprint.replace(/\s+/g, '').toUpperCase();
}

async function readCertificate(certificate: CadesCertificate): Promise<SignerCertificate> {
  const subject = await certificate.SubjectName;
  const issuer = await certificate.IssuerName;
  return {
    thumbprint: normalThumbprint(await certificate.Thumbprint),
    ...certificateFacts(subject, issuer),
    valid_from: isoInstant(await certificate.ValidFromDate),
    valid_to: isoInstant(await certificate.ValidToDate),
  };
}

/** The certificates that can sign now: valid today and with a private key at hand. */
export function readUserCertificates(plugin: LoadedCadesPlugin): Promise<SignerCertificate[]> {
  return withPersonalStore(plugin, async (store) => {
    const all = await store.Certificates;
    const valid = await all.Find(cades.CAPICOM_CERTIFICATE_FIND_TIME_VALID);
    const withKey = await valid.Find(cades.CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY, cades.CAPICOM_PROPID_KEY_PROV_INFO);
    const count = await withKey.Count;
    const certificates: SignerCertificate[] = [];
    for (let index = 1; index <= count; index += 1) certificates.push(await readCertificate(await withKey.Item(index)));
    return certificates;
  });
}

/** The plug-in's certificate object by thumbprint, for signing. */
export function findUserCertificate(plugin: LoadedCadesPlugin, thumbprint: string): Promise<CadesCertificate> {
  const wanted = normalThumbprint(thumbprint);
  return withPersonalStore(plugin, async (store) => {
    const found = await (await store.Certificates).Find(cades.CAPICOM_CERTIFICATE_FIND_SHA1_HASH, wanted);
    if ((await found.Count) === 0) throw new SignerError('no_certificates', signerTexts.certificateNotFound(wanted));
    return found.Item(1);
  });
}
