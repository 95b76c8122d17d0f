// Minifies the built app's JavaScript and CSS with esbuild, in place, before scripts/compress.mjs
// precompresses them (it calls `minify` first). Trunk's own minifier is off (Trunk.toml: it fails
// on wasm-bindgen's ES modules, trunk-rs/trunk#1044, and cannot be turned on for the CSS alone).
//
// wasm-bindgen's loaders are ES modules: esbuild keeps their imports and exports and renames only
// what is local. The stylesheet loses its comments and spaces (the source keeps them in style/).
// Trunk writes an integrity hash for the stylesheet into index.html; it is written again for the
// minified file, so that the browser still accepts it.
//
// Measured (gzip -9, PERFORMANCE.md): the organizer's loader 8,267 → 6,248 B, the phone view's
// 6,589 → 4,791 B, the stylesheet 7,018 → 5,112 B.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { transformSync } from "esbuild";

/** Minifies every `.js` and `.css` file of `dir`; returns how many it wrote. */
export function minify(dir) {
  const html = join(dir, "index.html");
  let page = readFileSync(html, "utf8");
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const ext = extname(name).toLowerCase();
    if ((ext !== ".js" && ext !== ".css") || !statSync(path).isFile()) continue;
    const before = readFileSync(path, "utf8");
    const { code } = transformSync(before, { loader: ext.slice(1), minify: true, legalComments: "none" });
    writeFileSync(path, code);
    count += 1;
    // The file's integrity, as Trunk wrote it for the text before, is the minified text's now.
    const old = `sha384-${createHash("sha384").update(before).digest("base64")}`;
    if (page.includes(old)) {
      page = page.replaceAll(old, `sha384-${createHash("sha384").update(code).digest("base64")}`);
    }
  }
  writeFileSync(html, page);
  return count;
}
