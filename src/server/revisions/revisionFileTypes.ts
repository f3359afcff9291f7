/** storage_file types of the settlements' documents, kept in the act's scope: the signing purpose is chosen by them. */
export const revisionFileTypes = {
  act: 'revision_act',
  invoice: 'revision_invoice',
} as const;
