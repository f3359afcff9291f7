import { isUnstorableString } from '../http/inspectJson';

// Control characters (NUL, line breaks, escapes) have no place in a file name: PostgreSQL cannot keep a
// NUL, and the others would reach Content-Disposition headers and the file lists as they are.
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** True when a file name as the browser sent it can be kept and shown. */
export function isSafeFileName(name: string): boolean {
  return !controlCharacter.test(name) && !isUnstorableString(name);
}
