// Issue 9: two tabs (or a second screen) on one event, in one browser. No result is ever lost: tabs
// follow each other live, a tab that missed a change is told and writes nothing, and the display
// page follows the organizer's tab.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { addPlayers, createEvent, open, SCREENSHOTS } from "./helpers";

/** Creates a 4-player event in `page`, pairs round 1 and returns the address of its rounds tab. */
async function pairedEvent(page: Page, name: string, players = ["Ann", "Bo", "Cy", "Dee"]): Promise<string> {
  await createEvent(page, name, "3");
  await addPlayers(page, players);
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("pair-round").click();
  await expect(page.getByTestId("round-status")).toContainText("Round 1: 0 of");
  return new URL(page.url()).hash;
}

/** Types a result into table `table` (1-based) of round `round` and presses Enter. */
async function enter(page: Page, round: number, table: number, result: string) {
  const input = page.locator(`#result-${round}-${table - 1}`);
  await input.fill(result);
  await input.press("Enter");
}

/** The result shown at table `table` of round `round`. */
function shown(page: Page, round: number, table: number) {
  return page.locator(`#result-${round}-${table - 1}`);
}

/** A second tab of the same browser (same context, same localStorage) on `hash`. */
async function secondTab(context: BrowserContext, hash: string, deaf = false): Promise<Page> {
  const page = await context.newPage();
  if (deaf) {
    // A tab that misses the other tab's writes, as a frozen background tab or a slow TV may: its
    // `storage` events never reach the app.
    await page.addInitScript(() => {
      window.addEventListener("storage", (e) => e.stopImmediatePropagation(), true);
    });
  }
  await open(page, `/${hash}`);
  return page;
}

test("two tabs of one event: a result entered in each survives, in both tabs and after a reload", async ({ page, context }) => {
  const problems = await open(page);
  const hash = await pairedEvent(page, "Two tabs");
  const other = await secondTab(context, hash);
  await expect(shown(other, 1, 1)).toHaveValue("");

  // In A, 2-0 at table 1. B follows within a frame or two.
  await enter(page, 1, 1, "2-0");
  await expect(shown(other, 1, 1)).toHaveValue("2-0");
  // In B, 2-1 at table 2. A follows.
  await enter(other, 1, 2, "2-1");
  await expect(shown(page, 1, 2)).toHaveValue("2-1");
  for (const tab of [page, other]) {
    await expect(shown(tab, 1, 1)).toHaveValue("2-0");
    await expect(shown(tab, 1, 2)).toHaveValue("2-1");
    await expect(tab.getByTestId("conflict-banner")).toHaveCount(0);
  }
  // Both survive a reload of either tab.
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(tab.getByTestId("app-mounted")).toBeVisible();
    // With every result in, the rounds tab opens on round 2: go back to round 1.
    await tab.getByTestId("round-1").click();
    await expect(shown(tab, 1, 1)).toHaveValue("2-0");
    await expect(shown(tab, 1, 2)).toHaveValue("2-1");
  }
  // Undo in A undoes nothing of B's: A's undo entries were dropped when B's change came in.
  await expect(page.getByTestId("undo")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a tab that missed the other tab's change says so, shows it, and writes nothing stale", async ({ page, context }) => {
  const problems = await open(page);
  const hash = await pairedEvent(page, "Stale tab");
  const stale = await secondTab(context, hash, true);

  await enter(page, 1, 1, "2-0");
  await expect(page.getByTestId("undo")).toHaveText("Undo the result of round 1, table 1");
  // B never heard of it and still shows table 1 empty.
  await expect(shown(stale, 1, 1)).toHaveValue("");
  await enter(stale, 1, 2, "2-1");
  const banner = stale.getByTestId("conflict-banner");
  await expect(banner).toContainText(
    "“Stale tab” was changed in another tab or window. This tab now shows that version. Your change (the result of round 1, table 2) was not made: check it, then make it again.",
  );
  await expect(stale.getByTestId("result-error")).toHaveText(
    "not made: this event was changed in another tab or window (see above).",
  );
  // B now shows A's result; its own was not written over it.
  await expect(shown(stale, 1, 1)).toHaveValue("2-0");
  await mkdir(SCREENSHOTS, { recursive: true });
  await stale.screenshot({ path: `${SCREENSHOTS}/tabs-conflict-banner.png` });
  const fresh = await secondTab(context, hash);
  await expect(shown(fresh, 1, 1)).toHaveValue("2-0");
  await expect(shown(fresh, 1, 2)).toHaveValue("");
  await fresh.close();

  // Made again on the newer version, B's result goes through, and A keeps its own.
  await enter(stale, 1, 2, "2-1");
  await expect(shown(page, 1, 2)).toHaveValue("2-1");
  for (const tab of [page, stale]) {
    await tab.reload();
    await tab.getByTestId("round-1").click();
    await expect(shown(tab, 1, 1)).toHaveValue("2-0");
    await expect(shown(tab, 1, 2)).toHaveValue("2-1");
  }
  expect(problems).toEqual([]);
});

test("the events list follows another tab: a new event and a delete", async ({ page, context }) => {
  await open(page);
  const other = await secondTab(context, "#/");
  await createEvent(page, "Friday draft", "3");
  const rows = other.getByTestId("event-item");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Friday draft");
  // Deleted in the other tab, the open event says so in this one.
  other.once("dialog", (d) => d.accept());
  await rows.first().getByTestId("delete-event").click();
  await expect(page.getByTestId("no-event")).toBeVisible();
  await expect(page.getByTestId("conflict-banner")).toContainText("“Friday draft” was deleted in another tab or window.");
});

test("the second-screen display follows the organizer's results and the next round", async ({ page, context }) => {
  const problems = await open(page);
  await pairedEvent(page, "Friday draft");
  const opened = context.waitForEvent("page");
  await page.getByTestId("open-display").click();
  const display = await opened;
  await expect(display.getByTestId("display")).toBeVisible();
  await expect(display.locator("button, input, select, nav")).toHaveCount(0);
  await expect(display.getByTestId("display-title")).toHaveText("Friday draft");
  await expect(display.getByTestId("display-subtitle")).toHaveText("Round 1 · find your table · 2 results to come");
  const lines = display.getByTestId("display-line");
  // Alphabetical, as the printed pairings by name.
  await expect(lines.locator(".display-name")).toHaveText(["Ann", "Bo", "Cy", "Dee"]);
  await mkdir(SCREENSHOTS, { recursive: true });
  await display.screenshot({ path: `${SCREENSHOTS}/tabs-display-4-players.png` });

  const row = page.getByTestId("table-row").first();
  const a = (await row.getByTestId("player-a").textContent())!;
  const b = (await row.getByTestId("player-b").textContent())!;
  await enter(page, 1, 1, "2-1");
  const seat = (name: string) => lines.filter({ has: display.locator(".display-name", { hasText: name }) });
  await expect(seat(a)).toContainText(`1${a}vs ${b}2-1`);
  await expect(seat(b)).toContainText(`1${b}vs ${a}1-2`);
  await expect(display.getByTestId("display-subtitle")).toHaveText("Round 1 · find your table · 1 result to come");

  // Every result in: the standings.
  await enter(page, 1, 2, "2-0");
  await expect(display.getByTestId("display-subtitle")).toHaveText("Standings after round 1");
  await expect(lines).toHaveCount(4);
  await expect(lines.first()).toContainText("3 pts");

  // The next round, paired in the organizer's tab.
  await page.getByTestId("finish-round").click();
  await page.getByTestId("pair-round").click();
  await expect(display.getByTestId("display-subtitle")).toHaveText("Round 2 · find your table · 2 results to come");
  await expect(lines.locator(".display-lead")).toHaveCount(4);
  expect(problems).toEqual([]);
});

const FIRST = ["Ann", "Bartholomew", "Cy", "Dee", "Esmeralda", "Finn", "Guinevere", "Hal", "Ivy", "Jo", "Kim", "Lee", "Maximilian", "Nia", "Oz", "Pia"];
const LAST = ["Smith", "Oyelaran-Kowalski", "Ng", "Fitzgerald"];

test("the display at 1920×1080 with 64 players: seats, then standings", async ({ page, context }) => {
  test.setTimeout(120_000);
  await open(page);
  const names = LAST.flatMap((l) => FIRST.map((f) => `${f} ${l}`));
  await pairedEvent(page, "Store championship", names);
  // 30 of the 32 results in.
  for (let t = 1; t <= 30; t++) await enter(page, 1, t, t % 3 === 0 ? "2-1" : "2-0");
  const display = await context.newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await open(display, `/${new URL(page.url()).hash.replace("rounds", "display")}`);
  await expect(display.getByTestId("display-line")).toHaveCount(64);
  await mkdir(SCREENSHOTS, { recursive: true });
  // Every line fits on the screen: nothing below the fold.
  const bottom = await display.getByTestId("display-list").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(1080);
  await display.screenshot({ path: `${SCREENSHOTS}/tabs-display-seats-1920.png` });
  await enter(page, 1, 31, "2-0");
  await enter(page, 1, 32, "0-2");
  await expect(display.getByTestId("display-subtitle")).toHaveText("Standings after round 1");
  const bottom2 = await display.getByTestId("display-list").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(bottom2).toBeLessThanOrEqual(1080);
  await display.screenshot({ path: `${SCREENSHOTS}/tabs-display-standings-1920.png` });
});
