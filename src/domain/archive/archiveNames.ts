/**
 * Names of files and folders inside a zip archive that open the same on Windows, macOS and Linux:
 * no path separators (an entry can never climb out of its folder), no control characters, none of the
 * characters Windows forbids, no trailing dots or spaces, none of the device names, and a length
 * Explorer can still place under a folder.
 */

// Windows forbids these in a name; / and \ would also make a path of it.
const forbidden = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const deviceName = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
/** Characters kept of one name: with a folder or two above it, the path stays well inside Explorer's 260. */
export const maxArchiveNameLength = 120;

/** The name's extension with its dot («.pdf»), or '' when it has none worth keeping apart. */
function extensionOf(name: string): string {
  const match = /\.[^.\s]{1,10}$/.exec(name);
  return match && match.index > 0 ? match[0] : '';
}

/** One safe segment of an archive path; `fallback` stands in for a name that has nothing left. */
export function safeArchiveName(name: string, fallback = 'файл'): string {
  let safe = name.normalize('NFC').replace(forbidden, '_').replace(/\s+/g, ' ').trim();
  safe = safe.replace(/[. ]+$/, '');
  if (/^\.+$/.test(safe) || safe === '') safe = fallback;
  if (deviceName.test(safe)) safe = `_${safe}`;
  if (safe.length > maxArchiveNameLength) {
    const extension = extensionOf(safe);
    safe = safe.slice(0, maxArchiveNameLength - extension.length).trimEnd() + extension;
  }
  return safe;
}

/** «name (2).ext»: the n-th file of the same name in one folder. */
export function numberedName(name: string, n: number): string {
  const extension = extensionOf(name);
  return `${name.slice(0, name.length - extension.length)} (${n})${extension}`;
}

/**
 * Hands out unique paths inside one archive: the same name twice in a folder becomes «name (2).ext»,
 * compared without case, as Windows and macOS compare names.
 */
export class ArchiveNames {
  private readonly taken = new Set<string>();

  /** A unique path for a file: the folders and the name each made safe, joined with «/». */
  claim(folders: readonly string[], name: string): string {
    const folder = folders.map((segment) => `${safeArchiveName(segment, 'папка')}/`).join('');
    const safe = safeArchiveName(name);
    let candidate = safe;
    for (let n = 2; this.taken.has(`${folder}${candidate}`.toLowerCase()); n += 1) candidate = numberedName(safe, n);
    this.taken.add(`${folder}${candidate}`.toLowerCase());
    return `${folder}${candidate}`;
  }
}
