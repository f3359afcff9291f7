/** The Russian of the archive download buttons. */
export const archiveUiTexts = {
  download: 'Скачать',
  dossier: 'Досье заявки (zip)',
  customerDocuments: 'Документы клиента (zip)',
  signed: 'Подписанные документы (zip)',
  dossierHint: 'Все документы заявки, печатные формы, документы банков и подписи к ним, с описью',
};
