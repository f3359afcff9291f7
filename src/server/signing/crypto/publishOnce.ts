import { randomUUID } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';

/**
 * Puts `text` at `file` unless something is already there, and returns what is there afterwards.
 * The text is written aside and hard-linked into place: a reader never sees half a file, and of two
 * writers racing (two processes on one folder), the first link wins and the other adopts its file.
 * Private keys live in these files, hence mode 0600.
 */
export async function publishOnce(file: string, text: string): Promise<string> {
  const draft = await writeDraft(file, text);
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return readFile(file, 'utf8');
}

/** Puts `text` at `file` in place of what is there, atomically. */
export async function replaceFile(file: string, text: string): Promise<void> {
  await rename(await writeDraft(file, text), file);
}

async function writeDraft(file: string, text: string): Promise<string> {
  const draft = `${file}.${randomUUID()}.tmp`;
  await writeFile(draft, text, { mode: 0o600 });
  return draft;
}
