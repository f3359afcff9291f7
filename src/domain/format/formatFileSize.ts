import constants from '../../../config/constants.json';
import { formatNumber } from './formatNumber';

const kilobyte = 1024;
/** Above this many kilobytes the size is shown in megabytes (spec-2 §9; config/constants.json). */
const megabyteThresholdKb: number = constants.displayFormats.fileSize.megabytesAboveKb;

/**
 * Formats a file size given in bytes (spec-2 §9): in kilobytes ("245 КБ", "1,5 КБ") and, above
 * 1000 KB, in megabytes ("1,5 МБ"), with at most one decimal for KB and two for MB. Under a kilobyte
 * it is bytes ("512 Б"): a tiny file would otherwise read as an empty one ("0 КБ").
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < kilobyte) return `${formatNumber(Math.round(bytes))} Б`;
  const kb = bytes / kilobyte;
  if (kb <= megabyteThresholdKb) return `${formatNumber(kb, { maxFractionDigits: 1 })} КБ`;
  return `${formatNumber(kb / kilobyte, { maxFractionDigits: 2 })} МБ`;
}
