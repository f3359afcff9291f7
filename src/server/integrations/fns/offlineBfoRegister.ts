import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BfoLookup, BfoRegister } from './BfoRegister';
import { parseFinanceFile } from './parseFinanceFile';
import { financeTexts } from './texts';

/**
 * The register answered from statement files shipped with the product (demo, development): the
 * statements of a taxpayer are `<dir>/<inn>.xml` (tax office XML) or `<dir>/<inn>.xlsx` (the
 * register's export), read like an upload. An INN without a file is "not found", exactly as the real
 * register answers for a company that filed nothing.
 */
export function offlineBfoRegister(options: { dir: string }): BfoRegister {
  const notFound: BfoLookup = { state: 'not_found', hint: financeTexts.bfoNotFound };
  return {
    async findReport(inn: string, year?: number): Promise<BfoLookup> {
      if (!/^\d{10}(\d{2})?$/.test(inn)) return notFound;
      for (const extension of ['xml', 'xlsx']) {
        const fileName = `${inn}.${extension}`;
        let bytes: Buffer;
        try {
          bytes = await readFile(join(options.dir, fileName));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        const report = parseFinanceFile({ bytes, fileName }, { expectedInn: inn });
        if (year !== undefined && report.periods[0]?.year !== year) return notFound;
        return { state: 'found', report };
      }
      return notFound;
    },
  };
}
