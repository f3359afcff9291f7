import { consentStatements } from '../consentStatements';

/** A blank form the documents page offers to download (GET /v1/templates/read/{key}). */
export interface DocumentTemplate {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  /** The name the file is saved under. */
  readonly fileName: string;
}

const bki = consentStatements.find((statement) => statement.key === 'bki');

/**
 * The templates of the documents page: blank forms of what the platform prints for a request — the
 * application, the client questionnaire, the credit-report consent and the applicant's statements of
 * config/consents.json — for an applicant who fills them by hand or reads them before applying.
 */
export const documentTemplates: readonly DocumentTemplate[] = [
  {
    key: 'application',
    title: 'Заявление на предоставление банковской гарантии',
    description: 'Бланк заявления: принципал, бенефициар, закупка, условия гарантии и заверения принципала.',
    fileName: 'Заявление на банковскую гарантию (бланк).pdf',
  },
  {
    key: 'questionnaire',
    title: 'Анкета клиента — юридического лица',
    description: 'Общие сведения, адреса, руководитель, учредители, бенефициарные владельцы, реквизиты и контакты.',
    fileName: 'Анкета клиента юридического лица (бланк).pdf',
  },
  {
    key: 'consent-bki',
    title: bki?.title ?? 'Согласие на получение кредитного отчёта',
    description: 'Согласие заявителя банку на запрос кредитной истории в бюро кредитных историй (218-ФЗ).',
    fileName: 'Согласие на получение кредитного отчёта (бланк).pdf',
  },
  {
    key: 'statements',
    title: 'Согласия и заверения заявителя',
    description: 'Согласие на обработку персональных данных, заверения о фактическом адресе, заработной плате, реальности деятельности, достоверности и полноте сведений.',
    fileName: 'Согласия и заверения заявителя (бланк).pdf',
  },
];

/** The template with this key, or null. */
export function documentTemplateOf(key: string): DocumentTemplate | null {
  return documentTemplates.find((template) => template.key === key) ?? null;
}
