/** Where uploaded files are kept: the local disk (the default) or an S3-protocol object storage. */
export type FileStoreSettings =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** The storage's address (MinIO, Yandex Object Storage, VK Cloud…); null means AWS itself. */
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO without its own domain). */
      forcePathStyle: boolean;
      /** Put before every key, so several platforms may share one bucket ('' = none). */
      prefix: string;
    };

/** The variables an S3 store needs besides FILE_STORE=s3. */
const requiredForS3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const s3Variables = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/**
 * The file store from the process variables already checked against their schema (serverSettings.ts);
 * what the schema cannot say — S3_* need FILE_STORE=s3, and s3 needs its bucket and keys — goes to
 * `problems` in Russian.
 */
export function readFileStoreSettings(env: Readonly<Record<string, unknown>>, problems: string[]): FileStoreSettings {
  const text = (name: string): string | undefined => (typeof env[name] === 'string' ? env[name] : undefined);
  if (text('FILE_STORE') !== 's3') {
    const stray = s3Variables.filter((name) => text(name) !== undefined);
    // An S3 setting without FILE_STORE=s3 would leave files on this machine's disk without a word.
    if (stray.length === 1) problems.push(`Переменная окружения ${stray[0]} задана без FILE_STORE=s3: файлы хранились бы на локальном диске. Задайте FILE_STORE=s3 или уберите её`);
    if (stray.length > 1) problems.push(`Переменные окружения ${stray.join(', ')} заданы без FILE_STORE=s3: файлы хранились бы на локальном диске. Задайте FILE_STORE=s3 или уберите их`);
    return { kind: 'disk' };
  }
  const missing = requiredForS3.filter((name) => text(name) === undefined);
  if (missing.length === 1) problems.push(`Переменная окружения ${missing[0]} обязательна, когда FILE_STORE=s3`);
  if (missing.length > 1) problems.push(`Переменные окружения ${missing.join(', ')} обязательны, когда FILE_STORE=s3`);
  return {
    kind: 's3',
    endpoint: text('S3_ENDPOINT')?.replace(/\/+$/, '') ?? null,
    region: text('S3_REGION') ?? 'us-east-1',
    bucket: text('S3_BUCKET') ?? '',
    accessKeyId: text('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: text('S3_SECRET_ACCESS_KEY') ?? '',
    forcePathStyle: text('S3_FORCE_PATH_STYLE') === 'true',
    prefix: text('S3_PREFIX') ?? '',
  };
}
