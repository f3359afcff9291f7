import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';

/** The text of a PDF as poppler's pdftotext reads it (poppler-utils; CI installs it). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'printform-'));
  try {
    const file = join(dir, 'form.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftotext is missing: apt-get install -y poppler-utils');
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether poppler's pdftotext is installed (CI installs poppler-utils; a fresh machine may not have it). */
export const hasPdftotext: boolean = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();

/** A test that reads a PDF's text: declared skipped, with one printed line, where pdftotext is missing. */
export function itReadingPdf(title: string, test: () => void | Promise<void>, timeout?: number): void {
  if (!hasPdftotext) console.log(`Skipped "${title}": it reads the PDF with pdftotext, which is missing (apt-get install -y poppler-utils)`);
  it.skipIf(!hasPdftotext)(title, test, timeout);
}

/** Pages of a PDF, counted from its page objects (pdfkit writes them uncompressed). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}
