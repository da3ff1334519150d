import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { COMPRESSIBLE } from './precompressed-static';

/**
 * Writes a brotli copy (`name.br`, best quality) beside every compressible file of Next's
 * build output, for the storefront server to send to browsers that take brotli. Run after
 * `next build`; files that brotli would not shrink get no copy.
 */
export function compressStatic(staticDir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (COMPRESSIBLE.has(extname(entry.name))) {
        const source = readFileSync(full);
        const compressed = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        if (compressed.length >= source.length) continue;
        writeFileSync(`${full}.br`, compressed);
        files += 1;
        bytes += source.length;
        brotliBytes += compressed.length;
      }
    }
  };
  visit(staticDir);
  return { files, bytes, brotliBytes };
}

if (require.main === module) {
  const dir = resolve(process.argv[2] ?? '.next/static');
  const { files, bytes, brotliBytes } = compressStatic(dir);
  console.log(`compress-static: ${files} files, ${Math.round(bytes / 1024)} KB -> ${Math.round(brotliBytes / 1024)} KB brotli`);
}
