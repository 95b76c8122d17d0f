// The static server for the built app (dist/): what `bash scripts/serve.sh` runs, and what the
// Playwright tests and the browser benchmark serve the release build with. No packages: node's
// http, fs, path, os and zlib only. It never watches files (Trunk's watcher has crashed on a
// 2-core machine): build once with `trunk build --release`, then serve.
//
//   node scripts/serve.mjs [--dir DIR] [--port PORT] [--lan]
//
// - Listens on 127.0.0.1 only, unless --lan is given: then on every interface, and it prints the
//   store network's addresses that players' phones can open.
// - Text, JS, CSS and wasm are sent compressed: brotli to a browser that accepts it, gzip to one
//   that accepts only gzip. The build writes both beside each file (scripts/compress.mjs, run by
//   Trunk after every build); a file without them is compressed here once and kept in memory.
//   What each bundle weighs, compressed and not: PERFORMANCE.md.
// - A path without an extension is a page of the single-page app: index.html answers it.

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { networkInterfaces } from "node:os";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotli, COMPRESSIBLE, gzip } from "./compress.mjs";

function usage(message) {
  if (message) console.error(`serve: ${message}`);
  console.error("usage: node scripts/serve.mjs [--dir DIR] [--port PORT] [--lan]");
  process.exit(2);
}

const options = { dir: "dist", port: Number(process.env.PORT ?? 8080), lan: false };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--lan") options.lan = true;
  else if (arg === "--dir" || arg === "--port") {
    const value = args[++i];
    if (value === undefined) usage(`${arg} needs a value`);
    options[arg.slice(2)] = value;
  } else if (arg === "--help" || arg === "-h") usage();
  else usage(`unknown argument ${JSON.stringify(arg)}`);
}
const port = Number(options.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) usage(`--port must be a number from 1 to 65535, not ${JSON.stringify(options.port)}`);

const root = resolve(options.dir);
const host = options.lan ? "0.0.0.0" : "127.0.0.1";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
};

async function resolveFile(urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split("?")[0].split("#")[0]);
  } catch {
    return null;
  }
  const path = normalize(join(root, rel));
  // Never serve anything outside the root.
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const s = await stat(path);
    if (s.isDirectory()) return resolveFile(join(rel, "index.html"));
    return path;
  } catch {
    return extname(rel) === "" ? join(root, "index.html") : null;
  }
}

// The compressed form of a file: the build's `FILE.br` / `FILE.gz` when it is at least as new as
// the file, else compressed here.
async function compressed(path, mtimeMs, suffix, body, compress) {
  try {
    const s = await stat(path + suffix);
    if (s.isFile() && s.mtimeMs >= mtimeMs) return await readFile(path + suffix);
  } catch {
    /* not built: compress it here */
  }
  return compress(body);
}

// path -> { mtimeMs, body, br, gz }: a file is read and compressed once until it changes.
const cache = new Map();
async function load(path) {
  const { mtimeMs } = await stat(path);
  const hit = cache.get(path);
  if (hit && hit.mtimeMs === mtimeMs) return hit;
  const body = await readFile(path);
  const entry = { mtimeMs, body, br: null, gz: null };
  if (COMPRESSIBLE.has(extname(path).toLowerCase())) {
    entry.br = await compressed(path, mtimeMs, ".br", body, brotli);
    entry.gz = await compressed(path, mtimeMs, ".gz", body, gzip);
  }
  cache.set(path, entry);
  return entry;
}

/** The encodings a request accepts (`br`, `gzip`), refusing those with `q=0`. */
function accepts(header, coding) {
  return (header ?? "").split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

const server = createServer(async (req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const path = await resolveFile(req.url ?? "/");
  let file;
  try {
    file = path && (await load(path));
  } catch {
    file = null;
  }
  if (!file) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found\n");
    return;
  }
  const acceptEncoding = req.headers["accept-encoding"];
  const coding = file.br && accepts(acceptEncoding, "br") ? "br" : file.gz && accepts(acceptEncoding, "gzip") ? "gzip" : null;
  const body = coding === "br" ? file.br : coding === "gzip" ? file.gz : file.body;
  const headers = {
    "Content-Type": TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": body.length,
    // Always ask again: after a rebuild every tab gets the new files (the service worker keeps
    // the app working offline).
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
  };
  if (coding) headers["Content-Encoding"] = coding;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
});

server.on("error", (e) => {
  console.error(`serve: cannot listen on ${host}:${port}: ${e.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`serving ${root} on http://127.0.0.1:${port}/`);
  if (options.lan) {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === "IPv4" && !a.internal)
      .map((a) => `http://${a.address}:${port}/`);
    if (addresses.length === 0) {
      console.log("no network address found: is this computer on the store's Wi-Fi?");
    } else {
      console.log("on the store's network, players' phones open (set it as the app's \"Address for players' phones\"):");
      for (const a of addresses) console.log(`  ${a}`);
    }
  }
  console.log("press Ctrl+C to stop");
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
