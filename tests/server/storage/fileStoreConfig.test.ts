import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config/loadConfig';
import { startServer } from '../../../src/server/main';
import { fileStoreProblem, FileStoreUnavailableError } from '../../../src/server/storage/fileStoreProblem';
import { freePort } from '../helpers/serverProcess';
import { startS3Server, type TestS3 } from '../helpers/s3Server';

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const keys = { S3_ACCESS_KEY_ID: 'YCAJE0123456', S3_SECRET_ACCESS_KEY: 'YCN-secret-0123456789' };

describe('file store configuration', () => {
  it('keeps files on the local disk unless FILE_STORE=s3', () => {
    expect(loadConfig({}).server.fileStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ FILE_STORE: 'disk' }).server.fileStore).toEqual({ kind: 'disk' });
  });

  it('reads the S3 storage from FILE_STORE=s3 and S3_*', () => {
    const env = { FILE_STORE: 's3', S3_ENDPOINT: 'https://storage.yandexcloud.net/', S3_REGION: 'ru-central1', S3_BUCKET: 'garant-files', S3_PREFIX: 'prod/', S3_FORCE_PATH_STYLE: 'true', ...keys };
    expect(loadConfig(env).server.fileStore).toEqual({
      kind: 's3',
      endpoint: 'https://storage.yandexcloud.net',
      region: 'ru-central1',
      bucket: 'garant-files',
      accessKeyId: keys.S3_ACCESS_KEY_ID,
      secretAccessKey: keys.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      prefix: 'prod/',
    });
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'garant-files', ...keys }).server.fileStore).toMatchObject({ endpoint: null, region: 'us-east-1', forcePathStyle: false, prefix: '' });
  });

  it('refuses an incomplete or stray S3 setting in Russian, naming the variables', () => {
    const cases: [NodeJS.ProcessEnv, string[]][] = [
      [{ FILE_STORE: 's3' }, ['Переменные окружения S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY обязательны, когда FILE_STORE=s3']],
      [{ FILE_STORE: 's3', S3_BUCKET: 'garant-files', S3_ACCESS_KEY_ID: 'key-1' }, ['Переменная окружения S3_SECRET_ACCESS_KEY обязательна, когда FILE_STORE=s3']],
      [{ S3_BUCKET: 'garant-files' }, ['Переменная окружения S3_BUCKET задана без FILE_STORE=s3: файлы хранились бы на локальном диске. Задайте FILE_STORE=s3 или уберите её']],
      [{ FILE_STORE: 'ftp' }, ['Переменная окружения FILE_STORE (хранилище файлов): должно быть одним из значений: disk, s3']],
      [
        { FILE_STORE: 's3', S3_BUCKET: 'Garant_Files', S3_ENDPOINT: 'storage.yandexcloud.net', S3_FORCE_PATH_STYLE: 'yes', ...keys },
        [
          'Переменная окружения S3_ENDPOINT (адрес S3-хранилища): должно начинаться с http:// или https://',
          'Переменная окружения S3_BUCKET (бакет S3-хранилища): от 3 до 63 символов: латинские строчные буквы, цифры, «.» и «-»',
          'Переменная окружения S3_FORCE_PATH_STYLE (адресация S3 по пути): должно быть одним из значений: true, false',
        ],
      ],
    ];
    for (const [env, problems] of cases) expect(problemsOf(env), JSON.stringify(env)).toEqual(problems);
  });
});

describe('the S3 bucket checked at start', () => {
  let s3: TestS3 | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'garant-s3-start-'));
  beforeAll(async () => {
    s3 = await startS3Server('garant-start');
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds nothing wrong with a reachable bucket, and nothing to check on the disk', async () => {
    expect(await fileStoreProblem(loadConfig({ ...s3!.env }))).toBeNull();
    expect(await fileStoreProblem(loadConfig({}))).toBeNull();
  });

  it('says in Russian what is wrong: a missing bucket, wrong keys, an address nobody answers at', async () => {
    const endpoint = s3!.settings.endpoint!;
    const lead = (bucket: string, where = endpoint) => `Хранилище файлов S3 недоступно (бакет «${bucket}», ${where}): `;
    expect(await fileStoreProblem(loadConfig({ ...s3!.env, S3_BUCKET: 'no-such-bucket' }))).toBe(`${lead('no-such-bucket')}такого бакета нет. Создайте его или исправьте S3_BUCKET`);
    expect(await fileStoreProblem(loadConfig({ ...s3!.env, S3_ACCESS_KEY_ID: 'wrong-key' }))).toBe(
      `${lead('garant-start')}доступ запрещён. Проверьте S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY и права ключа на этот бакет`,
    );
    const closed = `http://127.0.0.1:${await freePort()}`;
    expect(await fileStoreProblem(loadConfig({ ...s3!.env, S3_ENDPOINT: closed }))).toBe(
      `${lead('garant-start', closed)}адрес не отвечает (ECONNREFUSED). Проверьте S3_ENDPOINT и доступ к нему из сети сервера`,
    );
  });

  it('does not start the server when the bucket cannot be used', async () => {
    const start = startServer({ ...s3!.env, S3_BUCKET: 'no-such-bucket', APP_ENVIRONMENT: 'dev', DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'silent', SIMULATOR: 'off' });
    await expect(start).rejects.toBeInstanceOf(FileStoreUnavailableError);
    await expect(start).rejects.toThrow('такого бакета нет');
  });
});
