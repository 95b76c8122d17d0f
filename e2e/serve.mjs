// A tiny static file server for the built app (dist/), for the Playwright tests.
// No packages: node's http, fs and path only. Listens on 127.0.0.1 only.
//
//   node e2e/serve.mjs [DIR] [PORT]        (defaults: dist, $PORT or 8091)

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";

const root = resolve(process.argv[2] ?? "dist");
const port = Number(process.argv[3] ?? process.env.PORT ?? 8091);
const host = "127.0.0.1";

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
    // A path without an extension is a page of the single-page app: serve index.html.
    return extname(rel) === "" ? join(root, "index.html") : null;
  }
}

const server = createServer(async (req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const path = await resolveFile(req.url ?? "/");
  if (!path) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found\n");
    return;
  }
  try {
    const body = await readFile(path);
    res.writeHead(200, {
      "Content-Type": TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      "Content-Length": body.length,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found\n");
  }
});

server.listen(port, host, () => {
  console.log(`serving ${root} on http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
