// The app's budgets, measured in headless Chromium against the release build in dist/.
// Prints figures; asserts nothing (timings belong in a benchmark, not in a test).
//
//   bash scripts/bench-browser.sh [--pages]   (builds dist/ and dist-bench/ first, then runs this)
//
// 1. Size: wasm + JS + CSS of each bundle, raw, gzipped and with brotli (what is served).
// 2. Cold first renders on the throttled phone profile (4× CPU, 1.6 Mbps down, 150 ms round trip,
//    served by scripts/serve.mjs as in production), median of 7: the organizer's event list (and on
//    the laptop profile: no CPU throttle, 10 Mbps, 40 ms), the
//    phone view from a 64 × 6 players' link, and a player's own page with their breakdown. Each
//    with the bytes sent and when the wasm was requested, fully loaded, mounted and painted. Then
//    a player's whole journey from the link: type three characters of the name, tap it, and the
//    breakdown painted. `--pages` stops here.
// 3. First render unthrottled; standings in wasm: 64 × 6, 256 × 9 and 2000 × 15 (breakdowns
//    included), per computation; "What do I need?" for a whole round of 16 × 4, 32 × 5, 64 × 6 and
//    256 × 9 (K = 200); pairing. These run on dist-bench/, the same build with the benchmark
//    exports (`--features bench`), which the shipped bundles leave out.
// 4. A 2000 × 15 event imported through the UI: import to drawn standings; entering a result to
//    the next frame; the standings tab redrawn after that result.
// 5. Encoding and decoding the players' link in wasm for 64 × 6 and 256 × 9.
import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { brotli } from "./compress.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8093);
const BASE = `http://127.0.0.1:${PORT}`;
// The wasm benchmarks' exports are in a build of their own (`--features bench`, dist-bench/):
// the pages are timed on the build that ships, without them.
const BENCH_BASE = `http://127.0.0.1:${PORT + 1}`;
const PAGES_ONLY = process.argv.includes("--pages");
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

function sizes(bundle, budget) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  console.log(`${bundle}:`);
  for (const f of readdirSync("dist")) {
    if (!/\.css$/.test(f) && !new RegExp(`^${bundle}[-_.].*(wasm|js)$`).test(f)) continue;
    const bytes = readFileSync(`dist/${f}`);
    // GNU gzip -9, as scripts/test.sh checks the budgets (node's zlib at level 9 is about 1% larger).
    const g = execFileSync("gzip", ["-9c", `dist/${f}`], { maxBuffer: 1 << 26 }).length;
    const b = brotli(bytes).length;
    console.log(`  ${f.padEnd(40)} ${String(bytes.length).padStart(8)} B   gzipped ${String(g).padStart(7)} B   brotli ${String(b).padStart(7)} B`);
    raw += bytes.length;
    gz += g;
    br += b;
  }
  console.log(`  ${"wasm + js + css".padEnd(40)} ${String(raw).padStart(8)} B   gzipped ${String(gz).padStart(7)} B   brotli ${String(br).padStart(7)} B${budget ? ` (budget: ${budget} gzipped)` : ""}`);
}

// The phone profile of issue 9: Chromium with 4× CPU throttling and a slow 4G network.
export const PHONE = {
  cpuRate: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
};

// The laptop profile of issue 28: no CPU throttle, 10 Mbps down, 40 ms round trip, a desktop
// viewport: the organizer's own machine on a store's connection.
export const LAPTOP = {
  cpuRate: 1,
  latencyMs: 40,
  downloadBytesPerSecond: (10 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (5 * 1000 * 1000) / 8,
  desktop: true,
};

// A new context on the phone profile (empty cache, no service worker, a phone's viewport and
// user agent, the network and CPU throttled) with one page, which notes when `selector` is first in
// the page (`benchMounted`) and the first task after that frame (`benchPainted`). `sent()` is the
// bytes the server has sent it so far, compressed as they were sent.
async function phonePage(browser, selector, profile = PHONE) {
  const context = await browser.newContext(
    profile.desktop
      ? { serviceWorkers: "block", viewport: { width: 1280, height: 800 } }
      : {
          serviceWorkers: "block",
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          userAgent:
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
        },
  );
  await context.addInitScript((sel) => {
    const seen = () => {
      if (window.benchMounted === undefined && document.querySelector(sel)) {
        window.benchMounted = performance.now();
        requestAnimationFrame(() => setTimeout(() => (window.benchPainted = performance.now())));
      }
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true });
  }, selector);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuRate });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
  });
  return { context, page, sent: () => bytes };
}

// Cold first renders of `path` on the phone profile: a new context (empty cache, no service
// worker) per run, a phone viewport and user agent. Each run records, from navigation start:
// when the page's first script ran (`head`), when the bundle's wasm was requested and when its last
// byte arrived, when `selector` was in the page (the app mounted: a MutationObserver notes it),
// and when it was first painted (the browser's first contentful paint). Returns the runs
// and the bytes sent over the network (compressed, as the server sent them).
async function throttledFirstRenders(browser, path, selector, runs, profile = PHONE) {
  const all = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const { context, page, sent } = await phonePage(browser, selector, profile);
    await page.goto(`${BASE}${path}`);
    await page.waitForSelector(selector, { timeout: 60_000 });
    await page.waitForFunction(
      () => window.benchPainted !== undefined && performance.getEntriesByName("first-contentful-paint").length > 0,
      null,
      { timeout: 60_000 },
    );
    all.push(
      await page.evaluate(() => {
        const wasm = performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm"));
        // The browser's first contentful paint, when it is the mounted page's (nothing is drawn
        // before the app mounts); else the first task after the mounted frame.
        const fcp = performance.getEntriesByName("first-contentful-paint")[0].startTime;
        return {
          wasmRequested: wasm ? wasm.startTime : NaN,
          wasmLoaded: wasm ? wasm.responseEnd : NaN,
          mounted: window.benchMounted,
          painted: fcp >= window.benchMounted ? fcp : window.benchPainted,
        };
      }),
    );
    bytes = sent();
    await context.close();
  }
  const of = (k) => all.map((r) => r[k]);
  return { runs: all, times: of("mounted"), painted: of("painted"), bytes, of, profile };
}

// A player's whole journey, cold on the phone profile: open the players' link, type three
// characters of their name (a key each 100 ms) as soon as the box is there, tap the first name
// found, and wait for their breakdown to be painted. Each run records, in the page, from
// navigation start: when the search box was first in the page (`ready`), the last key's `input`
// event (`typed`), the tap's `click` (`tap`), and when the breakdown's title was on the screen
// (`done`: its Element Timing, or else the first task after its frame). The page's own share of
// the journey is `ready + (done - tap)`: the time a person types and reads the names, and the
// test's own steps, left out.
async function journeys(browser, path, typed, runs) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await phonePage(browser, "[data-testid=figure-omw]");
    await page.addInitScript(() => {
      // The search box's first appearance; and the breakdown's title, marked for Element Timing,
      // which reports when its text reached the screen.
      new MutationObserver(() => {
        if (window.benchReady === undefined && document.querySelector("[data-testid=find-name]")) {
          window.benchReady = performance.now();
        }
        const title = document.getElementById("player-title");
        if (title && !title.hasAttribute("elementtiming")) title.setAttribute("elementtiming", "breakdown");
      }).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.identifier === "breakdown") window.benchShown = e.renderTime || e.loadTime;
      }).observe({ type: "element", buffered: true });
      addEventListener("input", () => (window.benchTyped = performance.now()), true);
      addEventListener("click", () => (window.benchTap = performance.now()), true);
    });
    await page.goto(`${BASE}${path}`);
    await page.waitForSelector("[data-testid=find-name]", { timeout: 60_000 });
    await page.locator("[data-testid=find-name]").pressSequentially(typed, { delay: 100 });
    await page.locator("[data-testid=match]").first().tap();
    await page.waitForFunction(() => window.benchPainted !== undefined, null, { timeout: 60_000 });
    // Element Timing's entry comes with the frame's presentation; else the first task after it.
    await page.waitForFunction(() => window.benchShown !== undefined, null, { timeout: 2_000 }).catch(() => {});
    all.push(
      await page.evaluate(() => ({
        ready: window.benchReady,
        typed: window.benchTyped,
        tap: window.benchTap,
        done: window.benchShown ?? window.benchPainted,
        element: window.benchShown !== undefined,
      })),
    );
    await context.close();
  }
  return all;
}

/** One page's cold first renders, printed: the medians of each phase, and every run's render. */
function printRenders(title, r, budget) {
  const kb = (r.bytes / 1000).toFixed(1);
  console.log(`\n${title}`);
  console.log(`  first render (mounted): median ${ms(median(r.times))}; painted: median ${ms(median(r.painted))}  (goal under ${budget} ms)`);
  console.log(`  runs, mounted: ${r.times.map((x) => x.toFixed(0)).join(", ")} ms; painted: ${r.painted.map((x) => x.toFixed(0)).join(", ")} ms`);
  console.log(
    `  medians: wasm requested at ${median(r.of("wasmRequested")).toFixed(0)} ms, its last byte at ${median(r.of("wasmLoaded")).toFixed(0)} ms, mounted at ${median(r.times).toFixed(0)} ms; ${kb} KB over the network`,
  );
  const mbps = (r.profile.downloadBytesPerSecond * 8) / 1e6;
  const floor = r.bytes / r.profile.downloadBytesPerSecond;
  console.log(`  the bytes alone at ${mbps} Mbps: ${(floor * 1000).toFixed(0)} ms`);
}

async function main() {
  const server = spawn("node", ["scripts/serve.mjs", "--dir", "dist", "--port", String(PORT)], { stdio: "ignore" });
  const benchServer = PAGES_ONLY
    ? null
    : spawn("node", ["scripts/serve.mjs", "--dir", "dist-bench", "--port", String(PORT + 1)], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ARGS });
  try {
    console.log("Release build (dist/), each bundle as a page loads it:");
    sizes("tiebreak-app", "460 KB");
    sizes("tiebreak-view", "172 KB");
    sizes("tiebreak-advice");
    sizes("tiebreak-import");

    // The three pages of issue 19, cold on the phone profile, median of 7 each.
    const RUNS = 7;
    console.log(`\nCold first renders on the phone profile (4× CPU, 1.6 Mbps, 150 ms RTT, brotli as served; median of ${RUNS}):`);
    const list = await throttledFirstRenders(browser, "/", "[data-testid=app-mounted]", RUNS);
    printRenders("The organizer's event list (/):", list, 2000);
    const laptop = await throttledFirstRenders(browser, "/", "[data-testid=app-mounted]", RUNS, LAPTOP);
    printRenders("The organizer's event list (/) on the laptop profile (no CPU throttle, 10 Mbps, 40 ms RTT):", laptop, 2000);
    // The phone view from a cold players' link: a 64 × 6 event (tests/data), made by the CLI.
    const link = execFileSync(
      "cargo",
      ["run", "--quiet", "--release", "--bin", "tiebreak", "--", "share", "tests/data/generated-64x6.json", "--base", `${BASE}/`],
      { encoding: "utf8" },
    ).trim();
    const path = link.slice(BASE.length);
    const view = await throttledFirstRenders(browser, path, "[data-testid=view-title]", RUNS);
    printRenders(`The phone view from a players' link (64 × 6, ${link.length} characters):`, view, 1500);
    const mine = await throttledFirstRenders(browser, `${path}/p/5`, "[data-testid=figure-omw]", RUNS);
    printRenders("A player's own page (…/p/5), with the breakdown drawn:", mine, 1500);
    // Player 5 is "Player 0005": "005" lists that name first (then 0050 to 0059).
    const trips = await journeys(browser, path, "005", RUNS);
    const of = (k) => trips.map((r) => r[k]);
    console.log(`\nA player's journey from the link ("005" typed at a key each 100 ms, the first name found tapped):`);
    console.log(
      `  medians: search box at ${median(of("ready")).toFixed(0)} ms, last key at ${median(of("typed")).toFixed(0)} ms, tapped at ${median(of("tap")).toFixed(0)} ms, breakdown painted at ${median(of("done")).toFixed(0)} ms`,
    );
    const own = trips.map((r) => r.ready + r.done - r.tap);
    console.log(`  the page's own time (search box, then tap to painted breakdown): median ${ms(median(own))} (runs: ${own.map((x) => x.toFixed(0)).join(", ")} ms)`);
    console.log(`  the tap to the painted breakdown: median ${ms(median(trips.map((r) => r.done - r.tap)))} (runs: ${trips.map((r) => (r.done - r.tap).toFixed(0)).join(", ")} ms; Element Timing in ${trips.filter((r) => r.element).length} of ${trips.length})`);
    if (PAGES_ONLY) return;

    const firstRenders = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(`${BASE}/`);
      await page.waitForSelector("[data-testid=app-mounted]");
      firstRenders.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    console.log(`\nFirst render of the event list, unthrottled (navigation start to the mounted app, cold, no service worker):`);
    console.log(`  median ${ms(median(firstRenders))}  (runs: ${firstRenders.map((x) => x.toFixed(0)).join(", ")} ms)`);

    console.log(`\nThe wasm benchmarks below run on dist-bench/ (the same build with --features bench).`);
    const viewContext = await browser.newContext({ serviceWorkers: "block" });
    const viewPage = await viewContext.newPage();
    await viewPage.goto(`${BENCH_BASE}/#/v/1/x`);
    await viewPage.waitForFunction(() => window.wasmBindings && window.wasmBindings.bench_share);
    console.log(`\nThe players' link in wasm (encode: the core's bytes and the browser's CompressionStream; decode: the core), per link:`);
    for (const [p, r, n] of [[64, 6, 50], [256, 9, 20]]) {
      const [enc, dec, chars] = await viewPage.evaluate(([p, r, n]) => window.wasmBindings.bench_share(p, r, n), [p, r, n]);
      console.log(`  ${String(p).padStart(4)} × ${String(r).padEnd(2)}  encode ${ms(enc)}  decode ${ms(dec)}  (${chars} characters)`);
    }
    await viewContext.close();

    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${BENCH_BASE}/`);
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
    for (const [p, r] of [[64, 3], [512, 5], [2000, 9], [2048, 6]]) {
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
    benchServer?.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
