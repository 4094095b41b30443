/**
 * Brotli copies of Gatsby's hashed bundles, made once at build time at the highest quality
 * (about 15 % smaller than gzip or on-the-fly brotli for our JS). A host serves `<file>.br` to a
 * browser that accepts br, as the serving rules say (src/serving/rules.mjs; nginx:
 * `brotli_static on`); every other answer is compressed on the fly.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { HASHED_BUNDLE } from "../serving/rules.mjs";

export function brotli(content: Buffer): Buffer {
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** Writes `<bundle>.br` beside every hashed bundle of publicDir that has none yet; returns how many. */
export function precompressBundles(publicDir: string): number {
  let written = 0;
  for (const name of fs.readdirSync(publicDir)) {
    if (!HASHED_BUNDLE.test(`/${name}`)) continue;
    const file = path.join(publicDir, name);
    if (fs.existsSync(`${file}.br`)) continue;
    fs.writeFileSync(`${file}.br`, brotli(fs.readFileSync(file)));
    written += 1;
  }
  return written;
}
