/** Settings of the process itself (not seen by the browser), from environment variables. */
export interface ServerSettings {
  port: number;
  host: string;
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
  },
  dependentRequired: { SMS_GATEWAY_URL: ['SMS_GATEWAY_TOKEN'], SMS_GATEWAY_TOKEN: ['SMS_GATEWAY_URL'] },
} as const;
