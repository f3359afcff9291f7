/**
 * A procurement registry number as a person pastes it from the EIS site («№ 0373200000124000001»,
 * with spaces): the leading «№» and every space left out, as the server reads it (readNoticeNumber).
 * Anything else is kept as typed, so the number's own rule can name what is wrong.
 */
export function registryNumberOf(raw: string): string {
  return raw.trim().replace(/^№\s*/, '').replace(/\s+/g, '');
}
