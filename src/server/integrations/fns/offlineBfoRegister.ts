import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BfoLookup, BfoRegister } from './BfoRegister';
import { financeTexts } from './texts';

/**
 * The register answered from files shipped with the product (for demo and development): the
 * statements of a taxpayer are `<dir>/<inn>.xml` or `<dir>/<inn>.xlsx`. An INN without a file is
 * "not found", exactly as the real register answers for a company that filed nothing.
 */
export function offlineBfoRegister(options: { dir: string }): BfoRegister {
  return {
    async findReport(inn: string): Promise<BfoLookup> {
      if (!/^\d{10}(\d{2})?$/.test(inn)) return { state: 'not_found', hint: financeTexts.bfoNotFound };
      for (const [extension, mime] of [
        ['xml', 'application/xml'],
        ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ] as const) {
        const fileName = `${inn}.${extension}`;
        try {
          const bytes = await readFile(join(options.dir, fileName));
          return { state: 'found', file: { bytes, fileName, mime } };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return { state: 'not_found', hint: financeTexts.bfoNotFound };
    },
  };
}
