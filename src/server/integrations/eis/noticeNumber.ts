import { tenderTexts } from './texts';

/** Registry number lengths: 44-FZ and 615-PP notices (and contract registry numbers) 19 digits, 223-FZ 11. */
const lengths = [19, 11];

/**
 * Reads a procurement registry number as a person types it (spaces and a leading '№' allowed).
 * @returns the digits, or the Russian text of what is expected.
 */
export function readNoticeNumber(raw: string): { number: string } | { error: string } {
  const number = raw.trim().replace(/^№\s*/, '').replace(/\s+/g, '');
  if (!/^\d+$/.test(number)) return { error: tenderTexts.numberNotDigits };
  if (!lengths.includes(number.length)) return { error: tenderTexts.numberLength(number.length) };
  return { number };
}

/** Reads a lot number: 1..9999. */
export function readLotNumber(raw: string): { lot: number } | { error: string } {
  const text = raw.trim();
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1) return { error: tenderTexts.lotNumber };
  return { lot: Number(text) };
}
