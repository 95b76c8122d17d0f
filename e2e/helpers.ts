// Helpers shared by the end-to-end tests: loading the app, screenshots, events and players.
import { expect, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";

export const SCREENSHOTS = "screenshots";

/** Saves the page at desktop and phone widths. */
export async function shoot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Loads the app and collects console errors and page errors. */
export async function open(page: Page, path = "/"): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  await page.goto(path);
  await expect(page.getByTestId("app-mounted")).toBeVisible();
  return problems;
}

export async function createEvent(page: Page, name: string, rounds = "3") {
  await page.getByTestId("event-name").fill(name);
  await page.getByTestId("event-rounds").fill(rounds);
  await page.getByTestId("create-event-submit").click();
  await expect(page.getByTestId("event-title")).toHaveText(name);
}

export async function addPlayers(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByTestId("player-name").fill(name);
    await page.getByTestId("player-name").press("Enter");
  }
  await expect(page.getByTestId("player-count")).toHaveText(String(names.length));
}


/** The command-line tool, built by cargo if needed. */
export function cli(args: string[]): string {
  return execFileSync("cargo", ["run", "--quiet", "--bin", "tiebreak", "--", ...args], {
    encoding: "utf8",
  });
}

/** Exports the open event through the UI and saves it under test-results/. */
export async function exportEvent(page: Page, name: string): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByTestId("export").click();
  const text = await readFile((await (await download).path())!, "utf8");
  const file = `test-results/${name}.json`;
  await writeFile(file, text);
  return file;
}
