/** Russian texts of file storage. */
export const storageTexts = {
  fileNotFound: 'Файл не найден',
  chatFileKept: 'Файл отправлен в чате: удалить его можно только вместе с сообщением',
} as const;

/** Why the S3 store cannot be used, said at the server's start (fileStoreProblem.ts). */
export const s3Texts = {
  lead: (bucket: string, where: string) => `Хранилище файлов S3 недоступно (бакет «${bucket}», ${where})`,
  awsItself: 'адрес AWS по умолчанию',
  bucketMissing: 'такого бакета нет. Создайте его или исправьте S3_BUCKET',
  accessDenied: 'доступ запрещён. Проверьте S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY и права ключа на этот бакет',
  wrongRegion: (region: string) => `бакет находится в другом регионе, чем S3_REGION=${region}. Укажите регион бакета (для Yandex Object Storage — ru-central1)`,
  badRequest: (detail: string) => `хранилище отклонило запрос (${detail}). Проверьте S3_REGION и S3_FORCE_PATH_STYLE (для MinIO обычно нужно S3_FORCE_PATH_STYLE=true)`,
  unreachable: (detail: string) => `адрес не отвечает (${detail}). Проверьте S3_ENDPOINT и доступ к нему из сети сервера`,
  timeout: (seconds: number) => `хранилище не ответило за ${seconds} с. Проверьте S3_ENDPOINT и доступ к нему из сети сервера`,
  other: (detail: string) => `ошибка: ${detail}`,
} as const;
