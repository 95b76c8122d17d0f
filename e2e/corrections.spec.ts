// Corrections that cannot break the event (issue 16): the hand-pairing that once saved an event
// which no longer opened is refused; a correction of round 1 made after round 2 is paired shows in
// the rounds tab, the Log tab, `tiebreak log` on the exported file, and both players' phones; a
// penalty shows on the player's breakdown and in the log.
import { devices, expect, test, type Page } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { addPlayers, cli, createEvent, exportEvent, open, SCREENSHOTS } from "./helpers";

test.beforeAll(async () => {
  await mkdir("test-results", { recursive: true });
  await mkdir(SCREENSHOTS, { recursive: true });
});

/** The names at each table of the round shown, as `A v B`. */
async function seatedPairs(page: Page): Promise<string[]> {
  const rows = page.getByTestId("table-row");
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const a = await rows.nth(i).getByTestId("player-a").textContent();
    const b = await rows.nth(i).getByTestId("player-b").textContent();
    out.push(`${a} v ${b}`);
  }
  return out;
}

test("a table added by hand to round 3 before round 2 is refused, and the event still opens after a reload", async ({ page }) => {
  const problems = await open(page);
  await createEvent(page, "Gap test", "3");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Dee"]);
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("pair-round").click();
  await expect(page.getByTestId("round-status")).toContainText("Round 1: 0 of 2");

  await page.getByTestId("round-3").click();
  await page.getByTestId("by-hand").locator("summary").click();
  await page.getByTestId("pick-a").selectOption({ label: "Ann" });
  await page.getByTestId("pick-b").selectOption({ label: "Bo" });
  await page.getByTestId("add-table").click();
  await expect(page.getByTestId("round-error")).toHaveText(
    "round 3 cannot have tables while round 2 has none: pair round 2 first, and number the rounds without gaps.",
  );
  await expect(page.getByTestId("table-row")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("event-title")).toHaveText("Gap test");
  await expect(page.getByText("could not be read")).toHaveCount(0);
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("round-1").click();
  await expect(page.getByTestId("table-row")).toHaveCount(2);
  expect(problems).toEqual([]);
});

test("a correction of round 1 after round 2 is paired shows in the rounds tab, the log, the CLI and both phones", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const problems = await open(page);
  await createEvent(page, "Correction test", "3");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Dee"]);
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("pair-round").click();
  const round1 = await seatedPairs(page);
  const inputs = page.getByTestId("result-input");
  for (let i = 0; i < 2; i++) {
    await inputs.nth(i).fill("20");
    await inputs.nth(i).press("Enter");
  }
  await page.getByTestId("finish-round").click();
  await page.getByTestId("pair-round").click();
  await expect(page.getByTestId("round-status")).toContainText("Round 2: 0 of 2");
  await expect(page.getByTestId("paired-before")).toBeHidden();

  // The slip of round 1, table 1 was misread: player B won.
  await page.getByTestId("round-1").click();
  await page.getByTestId("result-input").first().fill("02");
  await page.getByTestId("result-input").first().press("Enter");
  await expect(page.getByTestId("result-input").first()).toHaveValue("0-2");
  await page.getByTestId("log-reason").getByRole("textbox").fill("slip misread");
  await page.getByTestId("log-reason").getByRole("textbox").press("Enter");

  // Round 2 keeps its pairings and says it was paired before the correction.
  await page.getByTestId("round-2").click();
  await expect(page.getByTestId("table-row")).toHaveCount(2);
  await expect(page.getByTestId("paired-before")).toHaveText("Paired before the correction of round 1, table 1.");
  await page.screenshot({ path: `${SCREENSHOTS}/corrections-round-2-desktop.png`, fullPage: true });

  const [a, b] = round1[0].split(" v ");
  const others = round1[1].split(" v ");
  const words = `Round 1, table 1 (${a} v ${b}): result corrected from 2-0-0 to 0-2-0 (slip misread)`;

  // The Log tab.
  await page.getByTestId("tab-log").click();
  await expect(page.getByTestId("log-entry")).toHaveCount(1);
  await expect(page.getByTestId("log-entry")).toContainText("result corrected from 2-0-0 to 0-2-0");
  await expect(page.getByTestId("log-entry")).toContainText("slip misread");
  await page.screenshot({ path: `${SCREENSHOTS}/corrections-log-desktop.png`, fullPage: true });

  // The CLI, on the exported file: the same entry, oldest first; the JSON is the file's own array.
  const file = await exportEvent(page, "corrected-event");
  const text = cli(["log", file]);
  expect(text).toContain(words);
  const json = JSON.parse(cli(["log", file, "--format", "json"]));
  expect(json).toHaveLength(1);
  expect(json[0]).toMatchObject({
    kind: "result",
    round: 1,
    table: 1,
    players: [a, b],
    before: "2-0-0",
    after: "0-2-0",
    reason: "slip misread",
  });
  expect(json[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

  // Both players' phones show the correction; a player of the other table does not.
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("show-qr").click();
  const link = await page.getByTestId("share-link").inputValue();
  await page.keyboard.press("Escape");
  const phoneContext = await browser.newContext({ ...devices["Pixel 7"], timezoneId: "UTC" });
  const phone = await phoneContext.newPage();
  const phoneProblems = await open(phone, link);
  for (const who of [a, b]) {
    await phone.getByTestId("find-name").fill(who);
    await phone.getByTestId("find-name").press("Enter");
    await expect(phone.getByTestId("player-title")).toHaveText(who);
    await expect(phone.getByTestId("my-corrections")).toContainText(
      /Round 1, table 1: result corrected from 2-0-0 to 0-2-0 at \d\d:\d\d \(slip misread\)/,
    );
  }
  await phone.screenshot({ path: `${SCREENSHOTS}/corrections-phone.png`, fullPage: true });
  await phone.getByTestId("find-name").fill(others[0]);
  await phone.getByTestId("find-name").press("Enter");
  await expect(phone.getByTestId("player-title")).toHaveText(others[0]);
  await expect(phone.getByTestId("my-corrections")).toHaveCount(0);
  await phoneContext.close();
  expect(phoneProblems).toEqual([]);
  expect(problems).toEqual([]);
});

test("a game loss refuses an impossible result, and shows on the breakdown and in the log", async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await open(page);
  await createEvent(page, "Penalty test", "3");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Dee"]);
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("pair-round").click();
  const [first] = await seatedPairs(page);
  const [a, b] = first.split(" v ");

  await page.getByTestId("tab-players").click();
  await page.getByTestId("penalty-player").selectOption({ label: a });
  await page.getByTestId("penalty-kind").selectOption("game-loss");
  await page.getByTestId("penalty-reason").fill("Tardiness");
  await page.getByTestId("penalty-reason").press("Enter");
  await expect(page.getByTestId("penalty-list")).toContainText("Tardiness");

  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("result-input").first().fill("20");
  await page.getByTestId("result-input").first().press("Enter");
  await expect(page.getByTestId("result-error")).toHaveText(
    `${a} has a game loss in round 1 (Tardiness), so ${b} won at least 1 game: 2-0 is not possible.`,
  );
  await page.getByTestId("result-input").first().fill("21");
  await page.getByTestId("result-input").first().press("Enter");
  await expect(page.getByTestId("result-error")).toHaveCount(0);

  await page.getByTestId("tab-log").click();
  await expect(page.getByTestId("log-entry")).toContainText(`Round 1: game loss for ${a}`);
  await expect(page.getByTestId("log-entry-reason")).toHaveText("Tardiness");
  await page.getByTestId("tab-standings").click();
  await page.getByRole("link", { name: a, exact: true }).first().click();
  await expect(page.getByTestId("player-penalties")).toContainText("Round 1: game loss (Tardiness)");
  await page.screenshot({ path: `${SCREENSHOTS}/penalty-breakdown-desktop.png`, fullPage: true });
  expect(problems).toEqual([]);
});
