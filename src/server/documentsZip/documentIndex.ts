import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import { excelCsvCell as cell } from '../../domain/format/excelCsv';
import { documentsZipTexts as t } from './texts';

/** One line of the index: a file of the archive, or a file that could not go into it. */
export interface IndexRow {
  folder: string;
  name: string;
  size: number | null;
  sha256: string;
  kind: string;
  signers: readonly { certificate: CertificateFactsWire; signed_at: Date }[];
  note: string;
}

const moscowTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Who signed, as a person reads it: the name from the certificate, the organisation and its INN. */
export function signerText(certificate: CertificateFactsWire): string {
  const person = [certificate.last_name, certificate.first_name, certificate.middle_name].filter(Boolean).join(' ') || certificate.subject_name;
  const inn = certificate.inn_le ?? certificate.inn;
  const details = [certificate.organization, inn ? t.index.inn(inn) : null].filter(Boolean).join(', ');
  return t.index.signer(person, details);
}

export function moscowDateTime(moment: Date): string {
  return moscowTime.format(moment).replace(',', '');
}

/**
 * «Опись.csv»: UTF-8 with a byte-order mark and «;» between columns, which is what Excel in Russian
 * opens without asking; one line per file, signatures of a file joined with «; ».
 */
export function indexCsv(rows: readonly IndexRow[]): Buffer {
  const lines = [t.index.header.map(cell).join(';')];
  for (const row of rows) {
    lines.push(
      [
        row.folder,
        row.name,
        row.size === null ? '' : String(row.size),
        row.sha256,
        row.kind,
        row.signers.map((signer) => signerText(signer.certificate)).join('; '),
        row.signers.map((signer) => moscowDateTime(signer.signed_at)).join('; '),
        row.note,
      ]
        .map(cell)
        .join(';'),
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}
