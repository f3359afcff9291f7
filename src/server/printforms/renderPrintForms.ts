import { applicationDocument } from './applicationDocument';
import { dictionaryLabel } from './dictionaryLabel';
import type { PrintableRequest } from './PrintableRequest';
import { questionnaireDocument } from './questionnaireDocument';
import { renderPdf } from './renderPdf';
import { printTexts } from './texts';

export type PrintFormKind = 'application' | 'questionnaire';

export interface PrintForm {
  kind: PrintFormKind;
  /** A Russian file name; send it as filename* (RFC 5987) in Content-Disposition. */
  fileName: string;
  pdf: Buffer;
}

export interface PrintFormOptions {
  /** The bank the application is addressed to; «В банк-гарант» when absent. */
  bankName?: string;
  /** The day printed in the footer; today by default. */
  today?: Date;
  /** Which forms to render; both by default. */
  kinds?: readonly PrintFormKind[];
}

/** Request data that a form cannot be printed without, refused with a Russian message. */
export class PrintFormError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintFormError';
  }
}

const moscowDay = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

function missingFields(data: PrintableRequest): string[] {
  const missing: string[] = [];
  const fields = printTexts.missingFields;
  if (!data.request.inn?.trim()) missing.push(fields.inn);
  if (!data.request.name?.trim()) missing.push(fields.name);
  if (dictionaryLabel('guaranteeTypes', data.parameters?.stage) === null) missing.push(fields.stage);
  if (typeof data.parameters?.sum !== 'number' || !(data.parameters.sum > 0)) missing.push(fields.sum);
  if (!/^\d{4}-\d{2}-\d{2}/.test(data.parameters?.dateFrom ?? '')) missing.push(fields.dateFrom);
  if (!/^\d{4}-\d{2}-\d{2}/.test(data.parameters?.dateTo ?? '')) missing.push(fields.dateTo);
  if (!data.questionnaire?.full_name?.trim()) missing.push(fields.fullName);
  return missing;
}

/**
 * Renders the print forms of a request: the application for a bank guarantee and the client
 * questionnaire, as PDF with embedded Cyrillic fonts, page numbers and a signature block.
 * @throws PrintFormError when the request lacks what a form must show
 */
export async function renderPrintForms(data: PrintableRequest, options: PrintFormOptions = {}): Promise<PrintForm[]> {
  const missing = missingFields(data);
  if (missing.length > 0) throw new PrintFormError(printTexts.missingData(missing));
  // The product works on Moscow time: a form printed at 01:00 in Moscow carries Moscow's date.
  const today = moscowDay.format(options.today ?? new Date());
  const kinds = options.kinds ?? ['application', 'questionnaire'];
  const forms: PrintForm[] = [];
  for (const kind of kinds) {
    if (kind === 'application') {
      const definition = applicationDocument(data, { today, ...(options.bankName ? { bankName: options.bankName } : {}) });
      forms.push({ kind, fileName: printTexts.application.fileName(data.request.id), pdf: await renderPdf(definition) });
    } else {
      forms.push({ kind, fileName: printTexts.questionnaire.fileName(data.request.inn), pdf: await renderPdf(questionnaireDocument(data, { today })) });
    }
  }
  return forms;
}
