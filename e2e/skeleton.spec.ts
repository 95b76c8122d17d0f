// The skeleton app: it loads from dist/ offline, mounts, and shows the core's figures exactly.
import { expect, test, type Page } from "@playwright/test";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";

const SCREENSHOTS = "screenshots";

test.beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});

/** Loads the app and fails on any console error, page error or request outside 127.0.0.1. */
async function open(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol !== "data:" && url.hostname !== "127.0.0.1") {
      problems.push(`request outside the app: ${req.url()}`);
    }
  });
  await page.goto("/");
  await expect(page.getByTestId("app-mounted")).toBeVisible();
  return problems;
}

test("the app mounts and shows the demo standings computed by the core", async ({ page }) => {
  const problems = await open(page);

  await expect(page).toHaveTitle(/^Tiebreak/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tiebreak");

  // MTR: Eve's opponents are Bo (0/3, raised to the 0.33 floor) and Ann (6/9): 299/600.
  await expect(page.getByTestId("demo-table")).toHaveAttribute("data-ruleset", "mtr");
  await expect(page.getByTestId("demo-Eve-omw")).toHaveText("49.83%");
  await expect(page.getByTestId("demo-Eve-omw-exact")).toHaveText("299/600");
  await expect(page.getByTestId("demo-Bo-gwp")).toHaveText("33.00%");
  await expect(page.getByTestId("demo-Bo-gwp-exact")).toHaveText("33/100");
  await expect(page.getByTestId("demo-Eve-points")).toHaveText("9");
  await expect(page.locator("[data-testid=demo-table] tbody tr").first()).toHaveAttribute(
    "data-testid",
    "demo-row-Eve",
  );

  // WER has no game-win floor: Bo's 2 game wins in 8 games stay 25%.
  await page.getByTestId("demo-ruleset").selectOption("wer");
  await expect(page.getByTestId("demo-table")).toHaveAttribute("data-ruleset", "wer");
  await expect(page.getByTestId("demo-Bo-gwp")).toHaveText("25.00%");
  await expect(page.getByTestId("demo-Bo-gwp-exact")).toHaveText("1/4");
  await expect(page.getByTestId("demo-Cy-omw")).toHaveText("44.22%");

  expect(problems).toEqual([]);
});

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`screenshot at ${name} width (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const problems = await open(page);
    await expect(page.getByTestId("demo-Eve-omw")).toHaveText("49.83%");
    // Nothing may be wider than the screen except inside the scrolling table.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const path = `${SCREENSHOTS}/skeleton-${name}.png`;
    await page.screenshot({ path, fullPage: true });
    expect(existsSync(path)).toBe(true);
    expect(problems).toEqual([]);
  });
}
