import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import appFile from '../../config/app.json';
import { ConfigError, loadConfig } from '../../src/server/config/loadConfig';

function problemsOf(env: NodeJS.ProcessEnv, file: unknown = appFile): readonly string[] {
  try {
    loadConfig(env, file);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('reads config/app.json and the process defaults', () => {
    const config = loadConfig({});
    expect(config.app).toEqual({
      role_mode: appFile.role_mode,
      registration: appFile.registration,
      phone_registration: appFile.phone_registration,
      mock_server: appFile.mock_server,
      environment: appFile.environment,
      logger: appFile.logger,
      api_base: appFile.api_base,
      credentials_type: appFile.credentials_type,
      default_avatar: appFile.default_avatar,
      allowed_email_domains: appFile.allowed_email_domains,
      old_version_link: appFile.old_version_link,
    });
    expect(config.server).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: null, jwtSecret: null, smtpUrl: null, smsGatewayUrl: null });
    expect(config.server.dataDir).toBe(path.resolve('data'));
  });

  it('lets environment variables override every switch', () => {
    const config = loadConfig({
      APP_ROLE_MODE: 'client',
      APP_REGISTRATION: 'false',
      APP_PHONE_REGISTRATION: '0',
      APP_MOCK_SERVER: 'true',
      APP_ENVIRONMENT: 'demo',
      APP_LOGGER: 'yes',
      APP_API_BASE: 'https://api.example.ru/',
      APP_DEFAULT_AVATAR: 'face.svg',
      APP_ALLOWED_EMAIL_DOMAINS: 'garant.ru, @Broker.ru',
      APP_OLD_VERSION_LINK: 'https://old.example.ru/',
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      SMS_GATEWAY_URL: 'https://sms.example.ru/send',
      SMS_GATEWAY_TOKEN: 'token-12345',
    });
    expect(config.app).toMatchObject({
      role_mode: 'client',
      registration: false,
      phone_registration: false,
      mock_server: true,
      environment: 'demo',
      logger: true,
      api_base: 'https://api.example.ru/',
      default_avatar: 'face.svg',
      allowed_email_domains: ['garant.ru', 'broker.ru'],
      old_version_link: 'https://old.example.ru/',
    });
    expect(config.server).toMatchObject({ port: 9000, databaseUrl: 'postgres://u@h/db', smsGatewayToken: 'token-12345' });
  });

  it('names each bad value in Russian', () => {
    expect(problemsOf({ APP_REGISTRATION: 'maybe' })).toEqual(['Переменная окружения APP_REGISTRATION: ожидается true или false, получено «maybe»']);
    expect(problemsOf({ APP_ENVIRONMENT: 'staging' })).toEqual([
      'Переменная окружения APP_ENVIRONMENT («Режим окружения»): должно быть одним из значений: prod, dev, demo',
    ]);
    expect(problemsOf({ APP_ALLOWED_EMAIL_DOMAINS: 'garant' })).toEqual(['Переменная окружения APP_ALLOWED_EMAIL_DOMAINS («Домен»): имеет неверный формат']);
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['Переменная окружения PORT (порт HTTP): должно быть числом от 1 до 65535']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['Переменная окружения PORT (порт HTTP): должно быть числом от 1 до 65535']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual(['Переменная окружения DATABASE_URL (адрес PostgreSQL): должно начинаться с postgres:// или postgresql://']);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['Переменная окружения JWT_SECRET (секрет подписи токенов): должно содержать не менее 32 символов']);
    expect(problemsOf({ SMS_GATEWAY_URL: 'https://sms.example.ru' })).toEqual([
      'Переменная окружения SMS_GATEWAY_TOKEN (ключ SMS-шлюза): обязательно, когда задано «адрес SMS-шлюза»',
    ]);
  });

  it('names a bad value in config/app.json by its path', () => {
    expect(problemsOf({}, { ...appFile, registration: 'yes' })).toEqual(['config/app.json/registration: поле «Регистрация» должно быть логическим значением (true или false)']);
    const { role_mode: _dropped, ...withoutRole } = appFile;
    expect(problemsOf({}, withoutRole)).toEqual(['config/app.json: поле «Режим роли» обязательно для заполнения']);
    expect(problemsOf({}, { ...appFile, colour: 'red' })).toEqual(['config/app.json: лишнее поле «colour»']);
  });

  it('stops the server with exit code 1 and the Russian message', () => {
    const result = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, APP_ENVIRONMENT: 'staging', PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Ошибка конфигурации:');
    expect(result.stderr).toContain('APP_ENVIRONMENT');
    expect(result.stderr).toContain('PORT (порт HTTP)');
  });
});
