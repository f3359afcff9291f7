/** The Russian of the documents' archives in the browser: the saved file's name and the refusal. */
export const archiveDownloadTexts = {
  // The same names the server gives in Content-Disposition (src/server/documentsZip/texts.ts).
  names: {
    customerDocuments: (requestId: number) => `Заявка № ${requestId} — документы клиента.zip`,
    dossier: (requestId: number) => `Заявка № ${requestId} — досье.zip`,
    signed: (requestId: number, bank: string) => `Заявка № ${requestId} — ${bank} — подписанные документы.zip`,
  },
  failed: 'Не удалось скачать архив. Повторите попытку',
};
