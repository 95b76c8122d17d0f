// Playwright runs the end-to-end tests in e2e/ against the release build in dist/
// (`trunk build --release` first; scripts/test.sh does both). It uses Debian's Chromium, never a
// browser of its own: nothing is downloaded.
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8091);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one browser at a time is faster than two fighting for them.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: `node scripts/serve.mjs --dir dist --port ${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 15_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
