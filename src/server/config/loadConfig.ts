import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import appSchema from '../../../schemas/meta/app.schema.json';
import appFile from '../../../config/app.json';
import { parseSwitchValue, switchVariables, type AppSwitches } from './appSwitches';
import { readFileStoreSettings } from './fileStoreSettings';
import { serverEnvSchema, type ServerSettings } from './serverSettings';
import { fieldProblem } from '../http/validationMessage';
import { addAnnotationKeywords } from '../http/annotationKeywords';

/** Everything the server is configured by: the browser's switches and the process settings. */
export interface ServerConfig {
  app: AppSwitches;
  server: ServerSettings;
}

/** A bad configuration value: the message is Russian and names the file or variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Ошибка конфигурации:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ajv = addAnnotationKeywords(addFormats(new Ajv2020({ allErrors: true, verbose: true, strict: true })));
const validateApp = ajv.compile<AppSwitches & { $schema: string; version: number }>(appSchema);
const validateEnv = ajv.compile(serverEnvSchema);

function describeFileError(file: string, error: ErrorObject): string {
  const { title, problem } = fieldProblem(error);
  if (error.keyword === 'additionalProperties') {
    return `${file}${error.instancePath}: лишнее поле «${String((error.params as { additionalProperty?: string }).additionalProperty)}»`;
  }
  return `${file}${error.instancePath}: поле «${title}» ${problem}`;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Reads config/app.json, applies the APP_* overrides, checks both against their schemas and reads the
 * process variables. Throws ConfigError listing every bad value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, file: unknown = appFile): ServerConfig {
  const problems: string[] = [];

  if (!validateApp(file)) {
    for (const error of validateApp.errors ?? []) {
      problems.push(describeFileError('config/app.json', error));
    }
  }
  const merged: Record<string, unknown> = { ...(file as Record<string, unknown>) };
  const overridden = new Map<string, string>();
  for (const { variable, key, kind } of switchVariables) {
    const text = env[variable];
    if (text === undefined) continue;
    const parsed = parseSwitchValue(kind, text);
    if ('error' in parsed) {
      problems.push(`Переменная окружения ${variable}: ${parsed.error}`);
      continue;
    }
    merged[key] = parsed.value;
    overridden.set(`/${key}`, variable);
  }
  if (problems.length === 0 && !validateApp(merged)) {
    for (const error of validateApp.errors ?? []) {
      const variable = overridden.get(`/${error.instancePath.split('/')[1] ?? ''}`);
      const { title, problem } = fieldProblem(error);
      problems.push(variable ? `Переменная окружения ${variable} («${title}»): ${problem}` : describeFileError('config/app.json', error));
    }
  }

  const settingsEnv = Object.fromEntries(
    Object.keys(serverEnvSchema.properties)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  if (!validateEnv(settingsEnv)) {
    for (const error of validateEnv.errors ?? []) {
      const { name, title, problem } = fieldProblem(error);
      problems.push(`Переменная окружения ${name} (${title}): ${problem}`);
    }
  }
  const port = Number(settingsEnv.PORT ?? 8080);
  if (settingsEnv.PORT !== undefined && (port < 1 || port > 65535)) {
    problems.push(`Переменная окружения PORT (${serverEnvSchema.properties.PORT.title}): ${serverEnvSchema.properties.PORT.patternHint}`);
  }
  const publicUrl = settingsEnv.PUBLIC_URL;
  // The pattern lets through a few strings URL cannot read ('http://:80'); they get the same message.
  if (typeof publicUrl === 'string' && new RegExp(serverEnvSchema.properties.PUBLIC_URL.pattern).test(publicUrl) && !URL.canParse(publicUrl)) {
    problems.push(`Переменная окружения PUBLIC_URL (${serverEnvSchema.properties.PUBLIC_URL.title}): ${serverEnvSchema.properties.PUBLIC_URL.patternHint}`);
  }
  const fileStore = readFileStoreSettings(settingsEnv, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const { $schema: _schema, version: _version, ...app } = merged as unknown as AppSwitches & { $schema: string; version: number };
  const dataDir = path.resolve(settingsEnv.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    app,
    server: {
      port,
      // Only this machine by default: a demo server with its open outbox is not reachable from outside
      // unless HOST says so.
      host: settingsEnv.HOST ?? '127.0.0.1',
      publicUrl: (settingsEnv.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
      dataDir,
      databaseUrl: settingsEnv.DATABASE_URL ?? null,
      jwtSecret: settingsEnv.JWT_SECRET ?? null,
      smtpUrl: settingsEnv.SMTP_URL ?? null,
      smtpFrom: settingsEnv.SMTP_FROM ?? 'Платформа банковских гарантий <no-reply@garant.local>',
      smsGatewayUrl: settingsEnv.SMS_GATEWAY_URL ?? null,
      smsGatewayToken: settingsEnv.SMS_GATEWAY_TOKEN ?? null,
      logLevel: (settingsEnv.LOG_LEVEL as ServerSettings['logLevel'] | undefined) ?? 'info',
      distDir: path.resolve(settingsEnv.DIST_DIR ?? path.join(repoRoot, 'dist')),
      trustProxy: settingsEnv.TRUST_PROXY === 'true',
      dadataToken: settingsEnv.DADATA_TOKEN ?? null,
      dadataUrl: (settingsEnv.DADATA_URL ?? 'https://suggestions.dadata.ru').replace(/\/+$/, ''),
      dadataTimeoutMs: Number(settingsEnv.DADATA_TIMEOUT_MS ?? 3000),
      suggestionsPerMinute: Number(settingsEnv.SUGGESTIONS_PER_MINUTE ?? 600),
      eisUrl: settingsEnv.EIS_URL?.replace(/\/+$/, '') ?? null,
      eisToken: settingsEnv.EIS_TOKEN ?? null,
      eisTimeoutMs: Number(settingsEnv.EIS_TIMEOUT_MS ?? 10000),
      uploadIdleTimeoutMs: Number(settingsEnv.UPLOAD_IDLE_TIMEOUT_MS ?? 30000),
      signingTrustDir: settingsEnv.SIGNING_TRUST_DIR === undefined ? null : path.resolve(settingsEnv.SIGNING_TRUST_DIR),
      fileStore,
    },
  };
}
