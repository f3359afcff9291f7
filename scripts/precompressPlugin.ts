import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images such as PNG and fonts such as woff2 are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024;

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, which the server sends as they are
 * (@fastify/static `preCompressed`). Compressing at build time, once, spares the server compressing the
 * same megabytes for every first visit, and lets brotli work harder than a request could afford:
 * quality 9 takes about 2 s for a build, against about 11 s at quality 11 for 8 % less.
 */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const names = [...Object.keys(bundle), 'index.html'].filter((name, index, all) => compressible.test(name) && all.indexOf(name) === index);
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await readFile(file).catch(() => null);
          if (!bytes || bytes.length < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzip(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
