import type { FileStoreSettings } from './fileStoreSettings';

/** Settings of the process itself (not seen by the browser), from environment variables. */
export interface ServerSettings {
  port: number;
  host: string;
  /** The address people reach the platform at (scheme, host, port; no trailing slash): every link handed out starts with it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  smtpUrl: string | null;
  smtpFrom: string;
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  distDir: string;
  trustProxy: boolean;
  /** DaData API key: suggestions are proxied to DaData when set, answered offline otherwise. */
  dadataToken: string | null;
  dadataUrl: string;
  dadataTimeoutMs: number;
  /** Suggestion calls one user may make a minute (0 = no limit). */
  suggestionsPerMinute: number;
  /** EIS gateway: tenders are looked up there when set, in the shipped tenders otherwise. */
  eisUrl: string | null;
  eisToken: string | null;
  eisTimeoutMs: number;
  /** How long an upload may send nothing before it is refused (multipartUpload.ts). */
  uploadIdleTimeoutMs: number;
  /** The folder of trusted root certificates for electronic signatures (null: <DATA_DIR>/signing/trust). */
  signingTrustDir: string | null;
  /** Where uploaded files are kept (FILE_STORE and S3_*). */
  fileStore: FileStoreSettings;
}

/**
 * The environment variables of the process, with their Russian titles for error messages. The schema
 * is checked by ajv at start-up, like config/app.json.
 */
export const serverEnvSchema = {
  type: 'object',
  properties: {
    PORT: { title: 'порт HTTP', type: 'string', pattern: '^[0-9]{1,5}$', patternHint: 'должно быть числом от 1 до 65535' },
    HOST: { title: 'адрес, на котором слушает сервер', type: 'string', minLength: 1 },
    PUBLIC_URL: {
      title: 'публичный адрес платформы',
      type: 'string',
      pattern: '^https?://[^/?#\\s]+/?$',
      patternHint: 'должно быть адресом вида https://garant.example.ru (схема, домен и порт, без пути)',
    },
    DATA_DIR: { title: 'каталог данных', type: 'string', minLength: 1 },
    DATABASE_URL: {
      title: 'адрес PostgreSQL',
      type: 'string',
      pattern: '^postgres(ql)?://',
      patternHint: 'должно начинаться с postgres:// или postgresql://',
    },
    JWT_SECRET: { title: 'секрет подписи токенов', type: 'string', minLength: 32 },
    SMTP_URL: { title: 'почтовый сервер', type: 'string', pattern: '^smtps?://', patternHint: 'должно начинаться с smtp:// или smtps://' },
    SMTP_FROM: { title: 'адрес отправителя писем', type: 'string', minLength: 3 },
    SMS_GATEWAY_URL: { title: 'адрес SMS-шлюза', type: 'string', pattern: '^https?://', patternHint: 'должно начинаться с http:// или https://' },
    SMS_GATEWAY_TOKEN: { title: 'ключ SMS-шлюза', type: 'string', minLength: 8 },
    LOG_LEVEL: { title: 'подробность журнала', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    DIST_DIR: { title: 'каталог собранного приложения', type: 'string', minLength: 1 },
    TRUST_PROXY: { title: 'сервер за обратным прокси', enum: ['true', 'false'] },
    DADATA_TOKEN: { title: 'API-ключ DaData', type: 'string', minLength: 8, pattern: '^\\S+$', patternHint: 'не должно содержать пробелов' },
    DADATA_URL: { title: 'адрес сервиса подсказок DaData', type: 'string', pattern: '^https?://', patternHint: 'должно начинаться с http:// или https://' },
    DADATA_TIMEOUT_MS: { title: 'время ожидания DaData, мс', type: 'string', pattern: '^[1-9][0-9]{1,5}$', patternHint: 'должно быть числом миллисекунд от 10 до 999999' },
    SUGGESTIONS_PER_MINUTE: { title: 'подсказок в минуту на пользователя', type: 'string', pattern: '^[0-9]{1,6}$', patternHint: 'должно быть целым числом (0 — без ограничения)' },
    EIS_URL: { title: 'адрес шлюза ЕИС', type: 'string', pattern: '^https?://', patternHint: 'должно начинаться с http:// или https://' },
    EIS_TOKEN: { title: 'ключ шлюза ЕИС', type: 'string', minLength: 8, pattern: '^\\S+$', patternHint: 'не должно содержать пробелов' },
    EIS_TIMEOUT_MS: { title: 'время ожидания ЕИС, мс', type: 'string', pattern: '^[1-9][0-9]{1,5}$', patternHint: 'должно быть числом миллисекунд от 10 до 999999' },
    SIGNING_TRUST_DIR: { title: 'каталог доверенных корневых сертификатов электронной подписи', type: 'string', minLength: 1 },
    FILE_STORE: { title: 'хранилище файлов', enum: ['disk', 's3'] },
    S3_ENDPOINT: { title: 'адрес S3-хранилища', type: 'string', pattern: '^https?://[^\\s]+$', patternHint: 'должно начинаться с http:// или https://' },
    S3_REGION: { title: 'регион S3-хранилища', type: 'string', pattern: '^[a-z0-9-]{2,40}$', patternHint: 'латинские строчные буквы, цифры и «-», например ru-central1' },
    S3_BUCKET: {
      title: 'бакет S3-хранилища',
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      patternHint: 'от 3 до 63 символов: латинские строчные буквы, цифры, «.» и «-»',
    },
    S3_ACCESS_KEY_ID: { title: 'идентификатор ключа S3', type: 'string', minLength: 3, pattern: '^\\S+$', patternHint: 'не должно содержать пробелов' },
    S3_SECRET_ACCESS_KEY: { title: 'секретный ключ S3', type: 'string', minLength: 3, pattern: '^\\S+$', patternHint: 'не должно содержать пробелов' },
    S3_FORCE_PATH_STYLE: { title: 'адресация S3 по пути', enum: ['true', 'false'] },
    S3_PREFIX: { title: 'префикс ключей S3', type: 'string', pattern: '^[A-Za-z0-9._/-]{1,200}$', patternHint: 'латинские буквы, цифры, «.», «_», «-» и «/», например garant/' },
    UPLOAD_IDLE_TIMEOUT_MS: {
      title: 'время ожидания данных загружаемого файла, мс',
      type: 'string',
      pattern: '^[1-9][0-9]{1,6}$',
      patternHint: 'должно быть числом миллисекунд от 10 до 9999999',
    },
  },
  dependentRequired: { SMS_GATEWAY_URL: ['SMS_GATEWAY_TOKEN'], SMS_GATEWAY_TOKEN: ['SMS_GATEWAY_URL'], EIS_TOKEN: ['EIS_URL'] },
} as const;
