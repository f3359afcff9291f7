/** GOST R 34.11-2012 digests (Streebog), 256 and 512 bit. */
export const gostDigests: ReadonlyMap<string, string> = new Map([
  ['1.2.643.7.1.1.2.2', 'ГОСТ Р 34.11-2012 (256 бит)'],
  ['1.2.643.7.1.1.2.3', 'ГОСТ Р 34.11-2012 (512 бит)'],
]);

/**
 * GOST R 34.10-2012 in a SignerInfo's signatureAlgorithm. CryptoPro and OpenSSL write the key's
 * algorithm there (id-tc26-gost3410-12-256/512, as RFC 4490 has it for GOST 2001); the combined
 * signature-with-digest OIDs are valid too, so both are accepted.
 */
export const gostSignatures: ReadonlyMap<string, string> = new Map([
  ['1.2.643.7.1.1.1.1', 'ГОСТ Р 34.10-2012 (256 бит)'],
  ['1.2.643.7.1.1.1.2', 'ГОСТ Р 34.10-2012 (512 бит)'],
  ['1.2.643.7.1.1.3.2', 'ГОСТ Р 34.10-2012 с ГОСТ Р 34.11-2012 (256 бит)'],
  ['1.2.643.7.1.1.3.3', 'ГОСТ Р 34.10-2012 с ГОСТ Р 34.11-2012 (512 бит)'],
]);

/** Names of the foreign algorithms a refused signature most often uses, so the message can name them. */
export const foreignAlgorithms: ReadonlyMap<string, string> = new Map([
  ['1.2.840.113549.1.1.1', 'RSA'],
  ['1.2.840.113549.1.1.11', 'RSA с SHA-256'],
  ['1.2.840.113549.1.1.12', 'RSA с SHA-384'],
  ['1.2.840.113549.1.1.13', 'RSA с SHA-512'],
  ['1.2.840.113549.1.1.5', 'RSA с SHA-1'],
  ['1.2.840.10045.2.1', 'ECDSA'],
  ['1.2.840.10045.4.3.2', 'ECDSA с SHA-256'],
  ['1.3.101.112', 'Ed25519'],
  ['1.2.643.2.2.19', 'ГОСТ Р 34.10-2001 (отменён с 2019 года)'],
  ['1.2.643.2.2.3', 'ГОСТ Р 34.10-2001 с ГОСТ Р 34.11-94 (отменён с 2019 года)'],
  ['1.2.643.2.2.9', 'ГОСТ Р 34.11-94 (отменён с 2019 года)'],
  ['2.16.840.1.101.3.4.2.1', 'SHA-256'],
  ['2.16.840.1.101.3.4.2.2', 'SHA-384'],
  ['2.16.840.1.101.3.4.2.3', 'SHA-512'],
  ['1.3.14.3.2.26', 'SHA-1'],
]);
