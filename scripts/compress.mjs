// Minifies the built app's JavaScript and CSS (scripts/minify.mjs), then precompresses it, so that
// a static server sends each file's smallest form without compressing it per request: `FILE.br`
// (brotli, quality 11) and `FILE.gz` (gzip, level 9) beside every text, JS, CSS and wasm file. Trunk runs it after every build (Trunk.toml's post_build
// hook, on its staging directory); it can also be run by hand on a built directory:
//
//   node scripts/compress.mjs [DIR]      (default: $TRUNK_STAGING_DIR, else dist)
//
// scripts/serve.mjs sends `.br` to browsers that accept brotli (every current one, over HTTPS or
// on localhost), `.gz` to the others, and the file itself to a client that accepts neither.
// Brotli is 15–23% smaller than gzip here (PERFORMANCE.md, "Why is the phone view not a Leptos app, and why brotli?").
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { minify } from "./minify.mjs";

export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".wasm", ".json", ".svg", ".webmanifest", ".txt"]);

/** Brotli at its smallest: quality 11, a 16 MiB window, the size known in advance. */
export function brotli(body) {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_GENERIC,
    },
  });
}

export function gzip(body) {
  return gzipSync(body, { level: 9 });
}

function main() {
  // A debug build (`trunk serve`) is served as it is: brotli at quality 11 on its 10 MB of wasm
  // would add a minute to every rebuild, and serve.mjs compresses what it sends anyway.
  if (process.env.TRUNK_PROFILE === "debug") return;
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? "dist";
  // Minified first (scripts/minify.mjs), so that what is compressed is what is served.
  const minified = minify(dir);
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.has(extname(name).toLowerCase()) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.br`, brotli(body));
    writeFileSync(`${path}.gz`, gzip(body));
    files += 1;
  }
  console.log(`compress: ${minified} files minified, ${files} files in ${dir}, each with a .br and a .gz beside it`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
