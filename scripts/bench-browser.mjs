// The app's budgets, measured in headless Chromium against the release build in dist/.
// Prints figures; asserts nothing (timings belong in a benchmark, not in a test).
//
//   bash scripts/bench-browser.sh     (builds dist/ first, then runs this)
//
// 1. Size: wasm + JS + CSS of dist/, gzipped.
// 2. First render: from navigation start to the mounted app, median of 5 cold loads.
// 3. Standings in wasm: 64 × 6, 256 × 9 and 2000 × 15 (breakdowns included), per computation.
// 4. A 2000 × 15 event imported through the UI: import to drawn standings; entering a result to
//    the next frame; the standings tab redrawn after that result.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const PORT = Number(process.env.BENCH_PORT ?? 8093);
const BASE = `http://127.0.0.1:${PORT}`;
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(2)} ms`;

function sizes() {
  let raw = 0;
  let gz = 0;
  for (const f of readdirSync("dist")) {
    if (!/\.(wasm|css)$/.test(f) && !/^tiebreak-app.*\.js$/.test(f)) continue;
    const bytes = readFileSync(`dist/${f}`);
    const g = gzipSync(bytes, { level: 9 }).length;
    console.log(`  ${f.padEnd(44)} ${String(bytes.length).padStart(8)} B   gzipped ${String(g).padStart(7)} B`);
    raw += bytes.length;
    gz += g;
  }
  console.log(`  ${"wasm + js + css".padEnd(44)} ${String(raw).padStart(8)} B   gzipped ${String(gz).padStart(7)} B (${(gz / 1024).toFixed(1)} KiB; budget 300 KB)`);
}

async function main() {
  const server = spawn("node", ["e2e/serve.mjs", "dist", String(PORT)], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ARGS });
  try {
    console.log("Release build (dist/):");
    sizes();

    const firstRenders = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(`${BASE}/`);
      await page.waitForSelector("[data-testid=app-mounted]");
      firstRenders.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    console.log(`\nFirst render (navigation start to the mounted app, cold, no service worker):`);
    console.log(`  median ${ms(median(firstRenders))}  (runs: ${firstRenders.map((x) => x.toFixed(0)).join(", ")} ms; budget 1000 ms)`);

    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    await page.waitForSelector("[data-testid=app-mounted]");
    await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.bench_standings);
    console.log(`\nStandings in wasm (MTR, breakdowns included), per computation:`);
    for (const [p, r, n] of [[64, 6, 200], [256, 9, 50], [2000, 15, 20]]) {
      const t = await page.evaluate(([p, r, n]) => window.wasmBindings.bench_standings(p, r, n), [p, r, n]);
      console.log(`  ${String(p).padStart(4)} × ${String(r).padEnd(2)}  ${ms(t)}${p === 2000 ? "  (budget 5 ms)" : ""}`);
    }

    console.log(`\nPairing the next round in wasm (one run each):`);
    for (const [p, r] of [[64, 3], [512, 5], [2048, 6]]) {
      const t = await page.evaluate(([p, r]) => window.wasmBindings.bench_pairing(p, r), [p, r]);
      console.log(`  ${String(p).padStart(4)} players after ${r} rounds  ${ms(t)}${p === 64 ? "  (budget 50 ms)" : p === 2048 ? "  (budget 2000 ms)" : ""}`);
    }

    const json = await page.evaluate(() => window.wasmBindings.generated_event_json(2000, 15));
    const t0 = Date.now();
    await page.setInputFiles("[data-testid=import-file]", {
      name: "generated-2000x15.json",
      mimeType: "application/json",
      buffer: Buffer.from(json),
    });
    await page.waitForSelector("[data-testid=standings-row]");
    const importMs = Date.now() - t0;
    const rows = await page.locator("[data-testid=standings-row]").count();
    console.log(`\nA 2000 × 15 event (${(json.length / 1024).toFixed(0)} KiB of JSON) imported through the UI:`);
    console.log(`  import to drawn standings: ${importMs} ms (${rows} rows drawn per page)`);

    await page.getByTestId("tab-rounds").click();
    await page.getByTestId("round-15").click();
    await page.waitForSelector("[data-testid=result-input]");
    const entry = await page.evaluate(async () => {
      const times = [];
      for (const value of ["0-2", "2-0", "1-2", "2-1", "0-2"]) {
        // The row is drawn again with its new result, so find its input each time.
        const input = document.querySelector("[data-testid=result-input]");
        input.value = value;
        const start = performance.now();
        input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => r()));
        times.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 100));
      }
      return times;
    });
    console.log(`  entering a result (saved, undo kept) to the next frame: median ${ms(median(entry))} (runs: ${entry.map((x) => x.toFixed(1)).join(", ")})`);

    const redraw = [];
    for (let i = 0; i < 3; i++) {
      await page.getByTestId("tab-rounds").click();
      await page.getByTestId("round-15").click();
      await page.waitForSelector("[data-testid=result-input]");
      const t = await page.evaluate(async () => {
        const start = performance.now();
        document.querySelector("[data-testid=tab-standings]").click();
        await new Promise((r) => requestAnimationFrame(() => r()));
        return performance.now() - start;
      });
      redraw.push(t);
    }
    console.log(`  standings tab recomputed and drawn after a result: median ${ms(median(redraw))} (runs: ${redraw.map((x) => x.toFixed(1)).join(", ")})`);
    await context.close();
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
