import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillParties } from '../../domain/legal/fillParties';
import { parseLegalText, type LegalBlock } from '../../domain/legal/parseLegalText';
import type { Content } from './layout';

/** config/legal: the texts the public legal pages show, read here so a signed document carries the same words. */
const legalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../config/legal');

/** The blocks of a legal text (config/legal/<name>.md) with the operator's names put in. */
export async function readLegalBlocks(name: string): Promise<LegalBlock[]> {
  if (!/^[a-z][a-z_-]*$/.test(name)) throw new Error(`no legal text ${name}`);
  return parseLegalText(fillParties(await readFile(path.join(legalDir, `${name}.md`), 'utf8'), undefined));
}

function blockContent(block: LegalBlock): Content {
  switch (block.kind) {
    case 'title':
      return { text: block.text, style: 'subtitle', bold: true, margin: [0, 6, 0, 6] };
    case 'heading':
      return { text: block.text, style: 'section' };
    case 'note':
      return { text: block.text, style: 'caption', alignment: 'left', margin: [0, 0, 0, 6] };
    case 'list':
      return { ul: block.items.map((item) => ({ text: item, style: 'paragraph' })), margin: [0, 0, 0, 4] };
    default:
      return { text: block.text, style: 'paragraph' };
  }
}

/** A legal text as print content: a heading moves to the next page with its first paragraph rather than stay alone. */
export function legalContent(blocks: readonly LegalBlock[]): Content[] {
  const content: Content[] = [];
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    const next = blocks[index + 1];
    if (block.kind === 'heading' && next && next.kind !== 'heading') {
      content.push({ unbreakable: true, stack: [blockContent(block), blockContent(next)] });
      index += 1;
    } else {
      content.push(blockContent(block));
    }
  }
  return content;
}
