import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Brotli and gzip copies of a built web app's text files, made once at build time so the gateway
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 * node:zlib in sixty lines rather than a compression plugin: no dependency to keep, and the same
 * function is tested and reused by npm run measure:web.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|wasm)$/i;
/**
 * Below this a compressed copy saves less than its extra response headers (Content-Encoding, Vary) cost. Above it
 * even a small chunk halves: the shell loads a dozen chunks of a few hundred bytes to a kilobyte.
 */
export const MIN_BYTES = 256;

export interface CompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`, when smaller. */
export async function precompressDir(dir: string): Promise<CompressedFile[]> {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  return Promise.all(
    files.map(async (file): Promise<CompressedFile> => {
      const data = await fs.readFile(file);
      const out: CompressedFile = { file: path.relative(dir, file), bytes: data.length };
      if (data.length < MIN_BYTES) return out;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) {
        await fs.writeFile(`${file}.br`, br);
        out.br = br.length;
      }
      if (gz.length < data.length) {
        await fs.writeFile(`${file}.gz`, gz);
        out.gz = gz.length;
      }
      return out;
    }),
  );
}

/** The Vite plugin: after the bundle is written, compress the output folder. Build only. */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'ccer-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const brotliCount = files.filter((f) => f.br !== undefined).length;
      console.log(`precompressed ${brotliCount} files (brotli and gzip) in ${path.basename(outDir)}`);
    },
  };
}
