/**
 * The part of the CryptoPro plug-in's object model (CAdESCOM, CAPICOM) that signing uses, as the
 * browser extension exposes it: every property read, method call and `propset_` write is a promise.
 * The synchronous NPAPI form served Internet Explorer only, which this app does not run in.
 */

/** `window.cadesplugin`: a promise that settles once the plug-in answers, with the API on it. */
export interface CadesPlugin extends PromiseLike<void> {
  CreateObjectAsync?: CreateObjectAsync;
}

/** The plug-in once it has answered, with the extension's (asynchronous) API. */
export interface LoadedCadesPlugin {
  CreateObjectAsync: CreateObjectAsync;
}

export interface CreateObjectAsync {
  (name: 'CAdESCOM.About'): Promise<CadesAbout>;
  (name: 'CAdESCOM.Store'): Promise<CadesStore>;
  (name: 'CAdESCOM.HashedData'): Promise<CadesHashedData>;
  (name: 'CAdESCOM.CPSigner'): Promise<CadesSigner>;
  (name: 'CADESCOM.CPAttribute'): Promise<CadesAttribute>;
  (name: 'CAdESCOM.CadesSignedData'): Promise<CadesSignedData>;
}

/** A version object of the plug-in, or a plain string in older plug-ins. */
export interface CadesVersion {
  toString(): string | Promise<string>;
}

export interface CadesAbout {
  readonly PluginVersion: Promise<CadesVersion | undefined>;
  readonly Version: Promise<string>;
  CSPVersion(): Promise<CadesVersion>;
}

export interface CadesStore {
  Open(location: number, name: string, mode: number): Promise<void>;
  readonly Certificates: Promise<CadesCertificates>;
  Close(): Promise<void>;
}

export interface CadesCertificates {
  readonly Count: Promise<number>;
  /** 1-based. */
  Item(index: number): Promise<CadesCertificate>;
  Find(type: number, criteria?: unknown, validOnly?: boolean): Promise<CadesCertificates>;
}

export interface CadesCertificate {
  readonly SubjectName: Promise<string>;
  readonly IssuerName: Promise<string>;
  readonly Thumbprint: Promise<string>;
  readonly ValidFromDate: Promise<string | Date>;
  readonly ValidToDate: Promise<string | Date>;
  PublicKey(): Promise<CadesPublicKey>;
}

export interface CadesPublicKey {
  readonly Algorithm: Promise<CadesOid>;
}

export interface CadesOid {
  readonly Value: Promise<string>;
}

export interface CadesHashedData {
  propset_Algorithm(algorithm: number): Promise<void>;
  propset_DataEncoding(encoding: number): Promise<void>;
  /** May be called again with the next piece: the hash covers all pieces in order. */
  Hash(base64: string): Promise<void>;
}

export interface CadesSigner {
  propset_Certificate(certificate: CadesCertificate): Promise<void>;
  propset_Options(options: number): Promise<void>;
  readonly AuthenticatedAttributes2: Promise<CadesAttributes>;
}

export interface CadesAttributes {
  Add(attribute: CadesAttribute): Promise<void>;
}

export interface CadesAttribute {
  propset_Name(name: number): Promise<void>;
  propset_Value(value: unknown): Promise<void>;
}

export interface CadesSignedData {
  propset_ContentEncoding(encoding: number): Promise<void>;
  propset_Content(content: string): Promise<void>;
  SignCades(signer: CadesSigner, type: number, detached?: boolean): Promise<string>;
  SignHash(hash: CadesHashedData, signer: CadesSigner, type: number): Promise<string>;
}

/** The constants of the plug-in's API that signing passes (values of CAPICOM and CAdESCOM). */
export const cades = {
  CAPICOM_CURRENT_USER_STORE: 2,
  CAPICOM_MY_STORE: 'My',
  CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED: 2,
  CAPICOM_CERTIFICATE_FIND_SHA1_HASH: 0,
  CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY: 6,
  CAPICOM_CERTIFICATE_FIND_TIME_VALID: 9,
  CAPICOM_PROPID_KEY_PROV_INFO: 2,
  CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN: 1,
  CADESCOM_BASE64_TO_BINARY: 1,
  CADESCOM_CADES_BES: 1,
  CADESCOM_AUTHENTICATED_ATTRIBUTE_SIGNING_TIME: 0,
  CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256: 101,
  CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_512: 102,
} as const;

/** The hash that goes with a certificate's public-key algorithm (GOST R 34.10-2012, 256 or 512 bits). */
export const hashAlgorithmByKeyOid: Readonly<Record<string, number>> = {
  '1.2.643.7.1.1.1.1': cades.CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256,
  '1.2.643.7.1.1.1.2': cades.CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_512,
};
