/**
 * A stand-in for `window.cadesplugin` as the CryptoPro extension exposes it (the asynchronous API):
 * the objects signing creates, each property read, method call and `propset_` write a promise, every
 * one recorded. The answers are shaped like a real plug-in's (CSP 5, plug-in 2.0): subjects with
 * «ИНН ЮЛ», base64 with a line break every 64 characters, errors carrying a Windows code.
 */

export interface RecordedCertificate {
  subject: string;
  issuer: string;
  thumbprint: string;
  validFrom: string;
  validTo: string;
  /** OID of the public key's algorithm. */
  keyOid: string;
  hasPrivateKey: boolean;
}

export interface PluginCall {
  /** ProgID and number of the object: «CAdESCOM.HashedData#1». */
  object: string;
  member: string;
  args: unknown[];
}

/** How the loader ends: the plug-in answers; the extension's script loads but the plug-in does not; nothing loads. */
export type LoadOutcome = 'answers' | 'plugin_missing' | 'extension_missing';

export interface PluginScript {
  certificates: RecordedCertificate[];
  load?: LoadOutcome;
  /** «ProgID.member» -> the error that call rejects with. */
  failures?: Record<string, Error>;
}

const IVANOV_SUBJECT =
  'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН ЮЛ=7701234560, ОГРН=1027700132195, СНИЛС=12345678901, ИНН=770123456789, O=ООО «Ромашка», T=Генеральный директор';
const TEST_CA = 'CN="Тестовый УЦ ООО ""КРИПТО-ПРО""", O="ООО ""КРИПТО-ПРО""", L=Москва, C=RU, E=support@cryptopro.ru';

export const recorded = {
  ivanov: {
    subject: IVANOV_SUBJECT,
    issuer: TEST_CA,
    thumbprint: '6B7B9F26E3C4A7D1D7C1F6E2D0C6B1A2F3E4D5C6',
    validFrom: '2025-11-20T08:15:00.000Z',
    validTo: '2099-02-20T08:25:00.000Z',
    keyOid: '1.2.643.7.1.1.1.1',
    hasPrivateKey: true,
  },
  /** An older company certificate: the company's INN padded with «00», OGRN by bare OID, quoted names. */
  romashkaOld: {
    subject:
      'CN="ООО ""Ромашка""", O="ООО ""Ромашка""", T=Директор, STREET="ул. Тверская, д. 1", OID.1.2.643.100.1=1027700132195, ИНН=007701234560, C=RU',
    issuer: 'O=ООО «Такском», CN=Такском УЦ 2012',
    thumbprint: '0A1B2C3D4E5F60718293A4B5C6D7E8F901234567',
    validFrom: '2025-01-10T00:00:00.000Z',
    validTo: '2099-01-10T00:00:00.000Z',
    keyOid: '1.2.643.7.1.1.1.2',
    hasPrivateKey: true,
  },
  expired: {
    subject: 'CN=Петров Пётр Петрович, ИНН=500100732259',
    issuer: TEST_CA,
    thumbprint: 'FFEEDDCCBBAA99887766554433221100FFEEDDCC',
    validFrom: '2019-01-01T00:00:00.000Z',
    validTo: '2020-01-01T00:00:00.000Z',
    keyOid: '1.2.643.7.1.1.1.1',
    hasPrivateKey: true,
  },
  withoutKey: {
    subject: 'CN=Сидоров Сидор Сидорович, ИНН=771234567890',
    issuer: TEST_CA,
    thumbprint: '11223344556677889900AABBCCDDEEFF11223344',
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: '2099-01-01T00:00:00.000Z',
    keyOid: '1.2.643.7.1.1.1.1',
    hasPrivateKey: false,
  },
} satisfies Record<string, RecordedCertificate>;

/** What the plug-in answers for a signature: base64 of a DER SignedData, wrapped at 64 characters. */
export const SIGNATURE_DER_BASE64 = 'MIAGCSqGSIb3DQEHAqCAMIACAQExDjAMBggqhQMHAQECAgUAMIAGCSqGSIb3DQEHAQAAoIAwggG0MIIBYaADAgECAhQ';
const wrapped = (base64: string) => base64.replace(/(.{64})/g, '$1\r\n');

/** A Windows error as the extension rejects with it. */
export function pluginError(message: string): Error {
  return new Error(message);
}

export function recordedCadesPlugin(script: PluginScript) {
  const calls: PluginCall[] = [];
  const counters = new Map<string, number>();
  const labels = new WeakMap<object, string>();

  /** Recorded arguments name the plug-in's own objects by label, so calls read like a log. */
  const show = (value: unknown): unknown => (typeof value === 'object' && value !== null && labels.has(value) ? labels.get(value) : value);

  function remote<T extends object>(progId: string, members: Record<string, (...args: never[]) => unknown>, getters: Record<string, () => unknown>): T {
    const number = (counters.get(progId) ?? 0) + 1;
    counters.set(progId, number);
    const label = `${progId}#${number}`;
    const object: Record<string, unknown> = {};
    const answer = (member: string, args: unknown[], produce: () => unknown): Promise<unknown> => {
      calls.push({ object: label, member, args: args.map(show) });
      const failure = script.failures?.[`${progId}.${member}`];
      return failure ? Promise.reject(failure) : Promise.resolve().then(produce);
    };
    for (const [member, run] of Object.entries(members)) {
      object[member] = (...args: never[]) => answer(member, args, () => run(...args));
    }
    for (const [member, read] of Object.entries(getters)) {
      Object.defineProperty(object, member, { get: () => answer(member, [], read), enumerable: true });
    }
    labels.set(object, label);
    return object as T;
  }

  const version = (text: string) => remote('CAdESCOM.Version', { toString: () => text }, {});

  function certificateObject(certificate: RecordedCertificate) {
    return remote('CAPICOM.Certificate', {
      PublicKey: () =>
        remote('CAPICOM.PublicKey', {}, {
          Algorithm: () => remote('CAPICOM.OID', {}, { Value: () => certificate.keyOid, FriendlyName: () => 'ГОСТ Р 34.10-2012' }),
        }),
    }, {
      SubjectName: () => certificate.subject,
      IssuerName: () => certificate.issuer,
      Thumbprint: () => certificate.thumbprint,
      ValidFromDate: () => certificate.validFrom,
      ValidToDate: () => certificate.validTo,
    });
  }

  function collection(certificates: RecordedCertificate[]): object {
    return remote('CAPICOM.Certificates', {
      Item: (index: number) => {
        const certificate = certificates[index - 1];
        if (!certificate) throw pluginError('Неправильный параметр. (0x80070057)');
        return certificateObject(certificate);
      },
      Find: (type: number, criteria?: unknown) => {
        const now = Date.now();
        if (type === 9) return collection(certificates.filter((c) => Date.parse(c.validFrom) <= now && now <= Date.parse(c.validTo)));
        if (type === 6 && criteria === 2) return collection(certificates.filter((c) => c.hasPrivateKey));
        if (type === 0) return collection(certificates.filter((c) => c.thumbprint === String(criteria).toUpperCase()));
        throw pluginError('Неправильный параметр. (0x80070057)');
      },
    }, { Count: () => certificates.length });
  }

  const factories: Record<string, () => object> = {
    'CAdESCOM.About': () => remote('CAdESCOM.About', { CSPVersion: () => version('5.0.13000') }, { PluginVersion: () => version('2.0.15400'), Version: () => '2.0.15400' }),
    'CAdESCOM.Store': () => remote('CAdESCOM.Store', { Open: () => undefined, Close: () => undefined }, { Certificates: () => collection(script.certificates) }),
    'CAdESCOM.HashedData': () => remote('CAdESCOM.HashedData', { propset_Algorithm: () => undefined, propset_DataEncoding: () => undefined, Hash: () => undefined, SetHashValue: () => undefined }, {
      Value: () => '4A1D2E6C8B0F3A5D7E9C1B3A5F7D9E1C3B5A7F9D1E3C5B7A9F1D3E5C7B9A1F3D',
    }),
    'CAdESCOM.CPSigner': () => {
      const attributes = remote('CAdESCOM.CPAttributes', { Add: () => undefined }, {});
      return remote('CAdESCOM.CPSigner', { propset_Certificate: () => undefined, propset_Options: () => undefined }, { AuthenticatedAttributes2: () => attributes });
    },
    'CADESCOM.CPAttribute': () => remote('CADESCOM.CPAttribute', { propset_Name: () => undefined, propset_Value: () => undefined }, {}),
    'CAdESCOM.CadesSignedData': () =>
      remote('CAdESCOM.CadesSignedData', {
        propset_ContentEncoding: () => undefined,
        propset_Content: () => undefined,
        SignCades: () => wrapped(SIGNATURE_DER_BASE64),
        SignHash: () => wrapped(SIGNATURE_DER_BASE64),
      }, {}),
  };

  const host = window as unknown as { cadesplugin_extension_loaded_callback?: () => void };
  // The real loader settles once: the extension's script calls back first, then the plug-in answers or not.
  const settle = (): Promise<void> => {
    const outcome = script.load ?? 'answers';
    if (outcome !== 'extension_missing') host.cadesplugin_extension_loaded_callback?.();
    return outcome === 'answers' ? Promise.resolve() : Promise.reject('Плагин недоступен');
  };

  const plugin = {
    then: (onFulfilled?: () => unknown, onRejected?: (reason: unknown) => unknown) => settle().then(onFulfilled, onRejected),
    // The constants the loader puts on the plug-in object, as it does (the package reads them there).
    LOG_LEVEL_ERROR: 1,
    CAPICOM_CURRENT_USER_STORE: 2,
    CAPICOM_MY_STORE: 'My',
    CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED: 2,
    CAPICOM_CERTIFICATE_FIND_SHA1_HASH: 0,
    CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY: 6,
    CAPICOM_CERTIFICATE_FIND_TIME_VALID: 9,
    CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN: 1,
    CADESCOM_BASE64_TO_BINARY: 1,
    CADESCOM_CADES_BES: 1,
    CADESCOM_PKCS7_TYPE: 0xffff,
    CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256: 101,
    CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_512: 102,
    JSModuleVersion: '2.3.5',
    set_log_level: (level: number) => void calls.push({ object: 'cadesplugin', member: 'set_log_level', args: [level] }),
    getLastError: (error: unknown) => (error instanceof Error ? error.message : String(error)),
    // The loader's runner of generator functions, through which the package's own calls reach the plug-in.
    async_spawn: (body: () => Generator<unknown, unknown, unknown>) => {
      const steps = body();
      const advance = (step: () => IteratorResult<unknown, unknown>): Promise<unknown> => {
        let result: IteratorResult<unknown, unknown>;
        try {
          result = step();
        } catch (error) {
          return Promise.reject(error);
        }
        if (result.done) return Promise.resolve(result.value);
        return Promise.resolve(result.value).then(
          (value) => advance(() => steps.next(value)),
          (error: unknown) => advance(() => steps.throw(error)),
        );
      };
      return advance(() => steps.next());
    },
    CreateObjectAsync: (name: string) => {
      calls.push({ object: 'cadesplugin', member: 'CreateObjectAsync', args: [name] });
      const make = factories[name];
      return make ? Promise.resolve(make()) : Promise.reject(pluginError(`Недопустимая строка с указанием класса. (0x800401F3)`));
    },
  };

  return {
    plugin,
    calls,
    /** The calls made to one object, as [member, ...args]. */
    callsTo: (object: string) => calls.filter((call) => call.object === object).map((call) => [call.member, ...call.args]),
  };
}
