import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

// Roboto as pdfmake ships it: full Cyrillic, embedded and subset into every document.
const fontDir = dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

let configured = false;

function configure(): void {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Documents are built from our own data only: no remote images, no files but the fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  configured = true;
}

/** Renders a pdfmake document definition to PDF bytes. */
export function renderPdf(definition: object): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(definition).getBuffer();
}
