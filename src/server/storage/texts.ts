/** Russian texts of file storage. */
export const storageTexts = {
  fileNotFound: 'Файл не найден',
  chatFileKept: 'Файл отправлен в чате: удалить его можно только вместе с сообщением',
} as const;
