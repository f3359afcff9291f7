// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64, textToBase64 } from '../../../src/api/signer/base64';
import { signerTexts } from '../../../src/api/signer/signerTexts';
import type { Signer } from '../../../src/api/signer/Signer';
import { pluginError, recorded, recordedCadesPlugin, SIGNATURE_DER_BASE64, type PluginScript } from './support/recordedCadesPlugin';

// The production path end to end without the plug-in: the real crypto-pro package loads and hands
// over `window.cadesplugin`, which is the recorded stand-in; everything the adapter asks of it is logged.

type Host = { cadesplugin?: unknown; cadesplugin_extension_loaded_callback?: () => void };

function install(script: PluginScript) {
  const fake = recordedCadesPlugin(script);
  (window as unknown as Host).cadesplugin = fake.plugin;
  return fake;
}

/** A signer from fresh modules: what the loader saw of the extension is page state, kept per module. */
async function freshSigner(): Promise<Signer> {
  vi.resetModules();
  const { CryptoProSigner } = await import('../../../src/api/signer/CryptoProSigner');
  return new CryptoProSigner();
}

const CONTENT = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, ...new TextEncoder().encode('Договор № 7 — «Ромашка»')]);

beforeEach(() => {
  delete (window as unknown as Host).cadesplugin;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the CryptoPro signer over the recorded plug-in', () => {
  it('lists the certificates that can sign now, with the facts of their names', async () => {
    const fake = install({ certificates: [recorded.ivanov, recorded.romashkaOld, recorded.expired, recorded.withoutKey] });
    const signer = await freshSigner();

    expect(await signer.certificates()).toEqual([
      {
        thumbprint: recorded.ivanov.thumbprint,
        subject_name: 'Иванов Иван Иванович',
        last_name: 'Иванов',
        first_name: 'Иван',
        middle_name: 'Иванович',
        issuer_name: 'Тестовый УЦ ООО "КРИПТО-ПРО"',
        valid_from: '2025-11-20T08:15:00.000Z',
        valid_to: '2099-02-20T08:25:00.000Z',
        inn: '770123456789',
        inn_le: '7701234560',
        ogrn: '1027700132195',
        snils: '12345678901',
        organization: 'ООО «Ромашка»',
        position: 'Генеральный директор',
      },
      {
        thumbprint: recorded.romashkaOld.thumbprint,
        subject_name: 'ООО "Ромашка"',
        last_name: null,
        first_name: null,
        middle_name: null,
        issuer_name: 'Такском УЦ 2012',
        valid_from: '2025-01-10T00:00:00.000Z',
        valid_to: '2099-01-10T00:00:00.000Z',
        inn: null,
        inn_le: '7701234560',
        ogrn: '1027700132195',
        snils: null,
        organization: 'ООО "Ромашка"',
        position: 'Директор',
      },
    ]);
    expect(fake.callsTo('CAdESCOM.Store#1')).toEqual([['Open', 2, 'My', 2], ['Certificates'], ['Close']]);
    expect(fake.callsTo('CAPICOM.Certificates#1')).toEqual([['Find', 9]]);
    expect(fake.callsTo('CAPICOM.Certificates#2')).toEqual([['Find', 6, 2]]);
  });

  it('says which plug-in and CSP answer', async () => {
    install({ certificates: [recorded.ivanov] });
    const signer = await freshSigner();
    expect(await signer.check()).toEqual({ available: true, description: 'КриптоПро ЭЦП Browser plug-in 2.0.15400, КриптоПро CSP 5.0.13000' });
  });

  it('reports no certificates when none is valid with a private key', async () => {
    install({ certificates: [recorded.expired, recorded.withoutKey] });
    const signer = await freshSigner();
    expect(await signer.check()).toEqual({ available: false, problem: 'no_certificates', message: signerTexts.noCertificates });
    expect(await signer.certificates()).toEqual([]);
  });

  it('signs a file detached: the plug-in hashes the bytes by GOST R 34.11-2012 and signs the hash CAdES-BES', async () => {
    const fake = install({ certificates: [recorded.ivanov, recorded.romashkaOld] });
    const signer = await freshSigner();

    const signature = await signer.signDetached(recorded.ivanov.thumbprint.toLowerCase(), CONTENT);

    expect(signature).toBe(SIGNATURE_DER_BASE64);
    expect(fake.callsTo('CAPICOM.Certificates#1')).toEqual([['Find', 0, recorded.ivanov.thumbprint]]);
    expect(fake.callsTo('CAdESCOM.HashedData#1')).toEqual([
      ['propset_Algorithm', 101],
      ['propset_DataEncoding', 1],
      ['Hash', bytesToBase64(CONTENT)],
    ]);
    expect(fake.callsTo('CAdESCOM.CPSigner#1')).toEqual([
      ['propset_Certificate', 'CAPICOM.Certificate#1'],
      ['propset_Options', 1],
      ['AuthenticatedAttributes2'],
    ]);
    expect(fake.callsTo('CADESCOM.CPAttribute#1')).toEqual([['propset_Name', 0], ['propset_Value', expect.any(Date)]]);
    expect(fake.callsTo('CAdESCOM.CPAttributes#1')).toEqual([['Add', 'CADESCOM.CPAttribute#1']]);
    expect(fake.callsTo('CAdESCOM.CadesSignedData#1')).toEqual([['SignHash', 'CAdESCOM.HashedData#1', 'CAdESCOM.CPSigner#1', 1]]);
  });

  it('hashes for a 512-bit key with the 512-bit GOST hash', async () => {
    const fake = install({ certificates: [recorded.romashkaOld] });
    const signer = await freshSigner();
    await signer.signDetached(recorded.romashkaOld.thumbprint, CONTENT);
    expect(fake.callsTo('CAdESCOM.HashedData#1')[0]).toEqual(['propset_Algorithm', 102]);
  });

  it('hands a large file to the plug-in in pieces that add up to its bytes', async () => {
    const fake = install({ certificates: [recorded.ivanov] });
    const signer = await freshSigner();
    const large = new Uint8Array(7 * 1024 * 1024 + 5).map((_, index) => (index * 31) % 256);

    await signer.signDetached(recorded.ivanov.thumbprint, large);

    const pieces = fake.callsTo('CAdESCOM.HashedData#1').filter(([member]) => member === 'Hash').map(([, piece]) => String(piece));
    expect(pieces).toHaveLength(3);
    const joined = pieces.map(base64ToBytes);
    expect(joined.reduce((sum, piece) => sum + piece.length, 0)).toBe(large.length);
    expect(Buffer.concat(joined).equals(Buffer.from(large))).toBe(true);
  });

  it('signs a text attached, as its UTF-8 bytes, CAdES-BES', async () => {
    const fake = install({ certificates: [recorded.ivanov] });
    const signer = await freshSigner();
    const challenge = 'Вход на платформу: 7f3a9c, 2026-05-01T10:00:00Z';

    expect(await signer.signAttached(recorded.ivanov.thumbprint, challenge)).toBe(SIGNATURE_DER_BASE64);

    expect(fake.callsTo('CAdESCOM.CadesSignedData#1')).toEqual([
      ['propset_ContentEncoding', 1],
      ['propset_Content', textToBase64(challenge)],
      ['SignCades', 'CAdESCOM.CPSigner#1', 1, false],
    ]);
    expect(new TextDecoder().decode(base64ToBytes(textToBase64(challenge)))).toBe(challenge);
  });

  it('names the thumbprint it cannot find', async () => {
    install({ certificates: [recorded.ivanov] });
    const signer = await freshSigner();
    await expect(signer.signDetached('00 11 22 33', CONTENT)).rejects.toMatchObject({
      problem: 'no_certificates',
      message: signerTexts.certificateNotFound('00112233'),
    });
  });
});

describe('what the CryptoPro signer tells when it cannot sign', () => {
  // crypto-pro logs the loader's refusal itself; the signer's answer is what is checked.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('the extension loaded but the plug-in did not answer: plugin_missing', async () => {
    install({ certificates: [recorded.ivanov], load: 'plugin_missing' });
    const signer = await freshSigner();
    expect(await signer.check()).toEqual({ available: false, problem: 'plugin_missing', message: signerTexts.pluginMissing });
    await expect(signer.signDetached(recorded.ivanov.thumbprint, CONTENT)).rejects.toMatchObject({ problem: 'plugin_missing' });
  });

  it('nothing answered, not even the extension: extension_missing', async () => {
    install({ certificates: [recorded.ivanov], load: 'extension_missing' });
    const signer = await freshSigner();
    expect(await signer.check()).toEqual({ available: false, problem: 'extension_missing', message: signerTexts.extensionMissing });
  });

  it('the user closed the PIN dialog: refused', async () => {
    install({
      certificates: [recorded.ivanov],
      failures: { 'CAdESCOM.CadesSignedData.SignHash': pluginError('Действие было отменено пользователем. (0x8010006E)') },
    });
    const signer = await freshSigner();
    await expect(signer.signDetached(recorded.ivanov.thumbprint, CONTENT)).rejects.toMatchObject({ problem: 'refused', message: signerTexts.refused });
  });

  it('the token is out: the key is not found', async () => {
    install({
      certificates: [recorded.ivanov],
      failures: { 'CAdESCOM.CadesSignedData.SignCades': pluginError('Набор ключей не существует. (0x80090016)') },
    });
    const signer = await freshSigner();
    await expect(signer.signAttached(recorded.ivanov.thumbprint, 'вход')).rejects.toMatchObject({ problem: 'no_certificates', message: signerTexts.keyNotFound });
  });

  it('anything else: failed, with the plug-in\'s own words', async () => {
    install({
      certificates: [recorded.ivanov],
      failures: { 'CAdESCOM.HashedData.Hash': pluginError('Неправильный параметр. (0x80070057)') },
    });
    const signer = await freshSigner();
    await expect(signer.signDetached(recorded.ivanov.thumbprint, CONTENT)).rejects.toMatchObject({
      problem: 'failed',
      message: signerTexts.pluginFailed('Неправильный параметр. (0x80070057)'),
    });
  });

  it('CSP missing: the plug-in answers but cannot tell the CSP version', async () => {
    install({ certificates: [recorded.ivanov], failures: { 'CAdESCOM.About.CSPVersion': pluginError('Не удается найти указанный файл. (0x80070002)') } });
    const signer = await freshSigner();
    expect(await signer.check()).toEqual({ available: false, problem: 'failed', message: signerTexts.cspMissing });
  });
});

describe('the CryptoPro signer under the app\'s CSP', () => {
  it('signs without evaluating code from strings, which the package\'s own calls need', async () => {
    install({ certificates: [recorded.ivanov] });
    const signer = await freshSigner();
    const loaded = (await import('crypto-pro')) as typeof import('crypto-pro') & { default?: typeof import('crypto-pro') };
    const cryptoPro = loaded.default ?? loaded;
    await expect(cryptoPro.getUserCertificates(true)).resolves.toHaveLength(1);

    // script-src 'self' without 'unsafe-eval', as src/server/http/securityHeaders.ts sends it.
    function refuse(): never {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script");
    }
    vi.stubGlobal('eval', refuse);
    vi.stubGlobal('Function', refuse);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(cryptoPro.getUserCertificates(true)).rejects.toThrow(/unsafe-eval/);
    expect((await signer.check()).available).toBe(true);
    await expect(signer.certificates()).resolves.toHaveLength(1);
    await expect(signer.signDetached(recorded.ivanov.thumbprint, CONTENT)).resolves.toBe(SIGNATURE_DER_BASE64);
    await expect(signer.signAttached(recorded.ivanov.thumbprint, 'вход')).resolves.toBe(SIGNATURE_DER_BASE64);
  });

  it('the package\'s own detached signature is PKCS#7 (0xFFFF), not the CAdES-BES (1) the adapter asks for', async () => {
    const fake = install({ certificates: [recorded.ivanov] });
    const loaded = (await import('crypto-pro')) as typeof import('crypto-pro') & { default?: typeof import('crypto-pro') };
    const cryptoPro = loaded.default ?? loaded;
    const hash = await cryptoPro.createHash(CONTENT.buffer);
    await cryptoPro.createDetachedSignature(recorded.ivanov.thumbprint, hash);
    const signHash = fake.calls.find((call) => call.member === 'SignHash');
    expect(signHash?.args[2]).toBe(0xffff);
  });
});
