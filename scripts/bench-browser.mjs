// The app's budgets, measured in headless Chromium against the release build in dist/.
// Prints figures; asserts nothing (timings belong in a benchmark, not in a test).
//
//   bash scripts/bench-browser.sh     (builds dist/ first, then runs this)
//
// 1. Size: wasm + JS + CSS of dist/, gzipped.
// 2. First render: from navigation start to the mounted app, median of 5 cold loads; then the same
//    on a throttled phone profile (4× CPU, about 1.6 Mbps down, 150 ms round trip, served gzipped
//    by scripts/serve.mjs as in production).
// 3. Standings in wasm: 64 × 6, 256 × 9 and 2000 × 15 (breakdowns included), per computation;
//    "What do I need?" for a whole round of 16 × 4, 32 × 5, 64 × 6 and 256 × 9 (K = 200); pairing.
// 4. A 2000 × 15 event imported through the UI: import to drawn standings; entering a result to
//    the next frame; the standings tab redrawn after that result.
// 5. The phone view (its own bundle): its size, its first render from a cold players' link on the
//    phone profile, and encoding and decoding the link in wasm for 64 × 6 and 256 × 9.
import { execFileSync, spawn } from "node:child_process";
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

function sizes(bundle) {
  let raw = 0;
  let gz = 0;
  console.log(`${bundle}:`);
  for (const f of readdirSync("dist")) {
    if (!/\.css$/.test(f) && !new RegExp(`^${bundle}[-_.].*(wasm|js)$`).test(f)) continue;
    const bytes = readFileSync(`dist/${f}`);
    const g = gzipSync(bytes, { level: 9 }).length;
    console.log(`  ${f.padEnd(44)} ${String(bytes.length).padStart(8)} B   gzipped ${String(g).padStart(7)} B`);
    raw += bytes.length;
    gz += g;
  }
  console.log(`  ${"wasm + js + css".padEnd(44)} ${String(raw).padStart(8)} B   gzipped ${String(gz).padStart(7)} B (${(gz / 1024).toFixed(1)} KiB; budget 400 KB)`);
}

// The phone profile of issue 9: Chromium with 4× CPU throttling and a slow 4G network.
export const PHONE = {
  cpuRate: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
};

// Cold first renders of `path` on the phone profile: a new context (empty cache, no service
// worker) per run, a phone viewport and user agent. Returns the times in ms and the bytes sent.
async function throttledFirstRenders(browser, path, selector, runs) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      serviceWorkers: "block",
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuRate });
    let sent = 0;
    cdp.on("Network.loadingFinished", (e) => {
      sent += e.encodedDataLength;
    });
    await page.goto(`${BASE}${path}`);
    await page.waitForSelector(selector, { timeout: 60_000 });
    times.push(await page.evaluate(() => performance.now()));
    bytes = sent;
    await context.close();
  }
  return { times, bytes };
}

async function main() {
  const server = spawn("node", ["scripts/serve.mjs", "--dir", "dist", "--port", String(PORT)], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ARGS });
  try {
    console.log("Release build (dist/), each bundle as a page loads it:");
    sizes("tiebreak-app");
    sizes("tiebreak-view");
    sizes("tiebreak-advice");

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
    console.log(`  median ${ms(median(firstRenders))}  (runs: ${firstRenders.map((x) => x.toFixed(0)).join(", ")} ms)`);

    const phone = await throttledFirstRenders(browser, "/", "[data-testid=app-mounted]", 5);
    console.log(`\nFirst render of the event list on the phone profile (4× CPU, 1.6 Mbps, 150 ms RTT, gzipped, cold):`);
    console.log(`  median ${ms(median(phone.times))}  (runs: ${phone.times.map((x) => x.toFixed(0)).join(", ")} ms; ${(phone.bytes / 1024).toFixed(1)} KiB over the network; budget 2500 ms)`);

    // The phone view from a cold players' link: a 64 × 6 event (tests/data), made by the CLI.
    const link = execFileSync(
      "cargo",
      ["run", "--quiet", "--release", "--bin", "tiebreak", "--", "share", "tests/data/generated-64x6.json", "--base", `${BASE}/`],
      { encoding: "utf8" },
    ).trim();
    const path = link.slice(BASE.length);
    const view = await throttledFirstRenders(browser, path, "[data-testid=view-title]", 7);
    console.log(`\nFirst render of the phone view from a cold link (64 × 6, ${link.length} characters) on the phone profile:`);
    console.log(`  median ${ms(median(view.times))}  (runs: ${view.times.map((x) => x.toFixed(0)).join(", ")} ms; ${(view.bytes / 1024).toFixed(1)} KiB over the network; budget 2500 ms)`);
    const mine = await throttledFirstRenders(browser, `${path}/p/5`, "[data-testid=figure-omw]", 7);
    console.log(`  with a player's breakdown drawn (…/p/5): median ${ms(median(mine.times))}  (runs: ${mine.times.map((x) => x.toFixed(0)).join(", ")} ms)`);

    const viewContext = await browser.newContext({ serviceWorkers: "block" });
    const viewPage = await viewContext.newPage();
    await viewPage.goto(`${BASE}/#/v/1/x`);
    await viewPage.waitForFunction(() => window.wasmBindings && window.wasmBindings.bench_share);
    console.log(`\nThe players' link in wasm (encode: the core's bytes and the browser's CompressionStream; decode: the core), per link:`);
    for (const [p, r, n] of [[64, 6, 50], [256, 9, 20]]) {
      const [enc, dec, chars] = await viewPage.evaluate(([p, r, n]) => window.wasmBindings.bench_share(p, r, n), [p, r, n]);
      console.log(`  ${String(p).padStart(4)} × ${String(r).padEnd(2)}  encode ${ms(enc)}  decode ${ms(dec)}  (${chars} characters)`);
    }
    await viewContext.close();

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

    // "What do I need?" for a whole round: every table's every outcome, a top 8, the last round
    // pending, K simulated completions per open outcome (16 × 4 is enumerated instead).
    const K = 200;
    console.log(`\nAdvice for a whole round in wasm (top 8, last round pending, K = ${K}), per round:`);
    for (const [p, r, n, budget] of [[16, 4, 5, null], [32, 5, 10, 50], [64, 6, 5, 100], [256, 9, 2, 1000]]) {
      // The advice bundle (src/advice_main.rs), loaded as the panel loads it.
      const t = await page.evaluate(async ([p, r, k, n]) => (await window.tiebreakAdviceBundle()).bench_advice(p, r, k, n), [p, r, K, n]);
      console.log(`  ${String(p).padStart(4)} × ${String(r).padEnd(2)}  ${ms(t)}${budget === null ? "  (enumerated)" : `  (budget ${budget} ms)`}`);
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
