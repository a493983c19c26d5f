import { existsSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text formats only; images and fonts are compressed already, and license files are not served.
const compressible = /(?<!\.LICENSE)\.(?:html|m?js|css|json|svg|txt)$/;
// rsbuild's own list of files left out of its size report, and the encoded copies.
const unreported = /\.(?:br|gz|map|LICENSE\.txt)$/;
// Below this, the encoding's own framing eats most of the saving.
const minBytes = 1024;

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * Writes a file changed after the build emitted it, and its encoded copies when the build made
 * some: a client sending Accept-Encoding must get the same content as one that does not.
 */
export function rewriteBuiltFile(file: string, text: string): void {
  writeFileSync(file, text);
  const body = Buffer.from(text);
  if (existsSync(`${file}.br`))
    writeFileSync(`${file}.br`, brotliCompressSync(body, brotliOptions));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a production build, at the highest
 * levels. The API serves them as they are, so no request waits for a compressor: brotli at level
 * 11 holds a fresh server's event loop for about half a second per large script.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'termlens:precompress',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        const printFileSize = config.performance?.printFileSize ?? {};
        if (printFileSize === false) return;
        config.performance = {
          ...config.performance,
          printFileSize: {
            ...(printFileSize === true ? {} : printFileSize),
            exclude: (asset) => unreported.test(asset.name),
          },
        };
      });
      api.processAssets({ stage: 'report' }, async ({ assets, compilation, sources }) => {
        const texts = Object.entries(assets).filter(
          ([name, source]) => compressible.test(name) && source.size() >= minBytes,
        );
        await Promise.all(
          texts.map(async ([name, source]) => {
            const body = source.buffer();
            const [br, gz] = await Promise.all([
              brotli(body, brotliOptions),
              gzipped(body, { level: 9 }),
            ]);
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          }),
        );
      });
    },
  };
}
