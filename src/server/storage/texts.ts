/** Russian texts of file storage. */
export const storageTexts = {
  fileNotFound: 'Файл не найден',
} as const;
