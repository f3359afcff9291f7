import { excelCsv } from '../../domain/format/excelCsv';
import type { AuditEntryWire } from '../../domain/wire/auditWire';
import { moscowDateTime } from '../documentsZip/documentIndex';
import { auditTexts } from './texts';

const moscowSeconds = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', second: '2-digit' });

/** The export of POST /v1/audit/read/csv: one line per entry, newest first, as Excel in Russian opens it. */
export function auditCsv(entries: readonly AuditEntryWire[]): Buffer {
  const rows = entries.map((entry) => {
    const moment = new Date(entry.created_at);
    return [
      `${moscowDateTime(moment)}:${moscowSeconds.format(moment).padStart(2, '0')}`,
      entry.action_name,
      entry.user_name || (entry.user_id === null ? auditTexts.noUser : ''),
      entry.user_login ?? '',
      entry.organization_name ?? '',
      entry.ip ?? '',
      entry.user_agent ?? '',
      entry.request_id === null ? '' : String(entry.request_id),
      entry.bank_name ?? '',
      entry.description,
    ];
  });
  return Buffer.from(excelCsv([auditTexts.csvHeader, ...rows]), 'utf8');
}
