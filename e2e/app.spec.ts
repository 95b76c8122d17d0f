// The offline app, end to end, through the UI only: events, players, rounds, standings, the
// breakdown page, the check page, import, storage safety and offline use.
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { addPlayers, createEvent, open, shoot } from "./helpers";

/** Pairs a table of the current round and types its result, from the keyboard. */
async function table(page: Page, a: string, b: string, result: string) {
  // Pairing by hand sits in a collapsed "Pair or swap by hand" section of the round view.
  const byHand = page.getByTestId("by-hand");
  if (!(await byHand.evaluate((d) => (d as HTMLDetailsElement).open))) await byHand.locator("summary").click();
  await page.getByTestId("pick-a").selectOption({ label: a });
  await page.getByTestId("pick-b").selectOption({ label: b });
  await page.getByTestId("add-table").click();
  const input = page.getByLabel(`Result of ${a} against ${b}`);
  await input.fill(result);
  await input.press("Enter");
}

async function standingsNames(page: Page): Promise<string[]> {
  return page.locator("[data-testid=standings-row] [data-testid=name] a").allTextContents();
}

test("an organizer runs three rounds by hand and gets exact standings", async ({ page }) => {
  const problems = await open(page);
  await shoot(page, "events-empty");
  await createEvent(page, "Friday draft");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Dee"]);
  await shoot(page, "players");

  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("round-1").click();
  await table(page, "Ann", "Bo", "20");
  await table(page, "Cy", "Dee", "2-1");
  await page.getByTestId("round-2").click();
  await table(page, "Ann", "Cy", "21");
  await table(page, "Bo", "Dee", "2-0");
  await page.getByTestId("round-3").click();
  await table(page, "Ann", "Dee", "1-2");
  await table(page, "Bo", "Cy", "1-1-1");
  await expect(page.locator("[data-testid=table-row]")).toHaveCount(2);
  await shoot(page, "rounds");

  await page.getByTestId("tab-standings").click();
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(4);
  expect(await standingsNames(page)).toEqual(["Ann", "Cy", "Bo", "Dee"]);
  const ann = page.locator("[data-testid=standings-row]").nth(0);
  await expect(ann.getByTestId("points")).toHaveText("6");
  // Ann met Bo (4/9), Cy (4/9) and Dee (3/9): OMW = 11/27 = 40.74%. Cy and Bo tie on points
  // and OMW (13/27); game-win % puts Cy (13/27) ahead of Bo (10/21).
  await expect(ann.getByTestId("omw")).toHaveText("40.74%");
  await expect(ann.getByTestId("omw")).toHaveAttribute("title", "11/27");
  const cy = page.locator("[data-testid=standings-row]").nth(1);
  await expect(cy.getByTestId("gwp")).toHaveAttribute("title", "13/27");
  await shoot(page, "standings");

  // A reload shows exactly the same state.
  await page.reload();
  await expect(page.getByTestId("app-mounted")).toBeVisible();
  expect(await standingsNames(page)).toEqual(["Ann", "Cy", "Bo", "Dee"]);
  await expect(page.locator("[data-testid=standings-row]").nth(0).getByTestId("omw")).toHaveText("40.74%");
  expect(problems).toEqual([]);
});

test("importing the pod scenario orders the 2-1 group by the ruleset's floor", async ({ page }) => {
  await open(page);
  await page.getByTestId("import-file").setInputFiles("tests/data/pod-scenario-2.csv");
  await expect(page.getByTestId("notice")).toContainText("10 players, 3 rounds");
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(10);
  expect((await standingsNames(page)).slice(1, 6)).toEqual(["Chuck", "Jorge", "Bernie", "Tino", "Mariano"]);

  await page.getByTestId("standings-ruleset").selectOption("pod-sheet");
  await expect(page.getByTestId("ruleset-line")).toContainText("floor one third");
  expect((await standingsNames(page)).slice(1, 6)).toEqual(["Chuck", "Jorge", "Bernie", "Mariano", "Tino"]);
  await page.getByTestId("standings-ruleset").selectOption("wltr");
  expect((await standingsNames(page)).slice(1, 6)).toEqual(["Chuck", "Jorge", "Bernie", "Mariano", "Tino"]);
  // Switching back does not change the results.
  await page.getByTestId("standings-ruleset").selectOption("mtr");
  expect((await standingsNames(page)).slice(1, 6)).toEqual(["Chuck", "Jorge", "Bernie", "Tino", "Mariano"]);
});

test("the breakdown page shows the floor raising a value", async ({ page }) => {
  await open(page);
  await page.getByTestId("import-file").setInputFiles("tests/data/pod-scenario-2.csv");
  await page.getByRole("link", { name: "Mariano" }).click();
  await expect(page.getByTestId("player-title")).toHaveText("Mariano");
  const omw = page.getByTestId("figure-omw");
  await expect(omw.getByTestId("figure-value")).toHaveText("44.33%");
  await expect(omw.getByTestId("figure-exact")).toHaveText(" = 133/300");
  const roger = omw.locator("[data-testid=opponent-row]").filter({ hasText: "Roger" });
  await expect(roger.getByTestId("counted")).toHaveText("0.00% → 33.00% floor");
  await expect(omw.locator("[data-testid=step]").last()).toHaveText("Divided by 3 opponents: 133/100 ÷ 3 = 133/300 ≈ 44.33%.");
  await shoot(page, "breakdown");
});

test("corrupted storage is reported, kept, and offered as a download", async ({ page }) => {
  await open(page);
  const garbage = '{"schema":1,"events":[{"id":"1"'; // cut short
  await page.evaluate((g) => localStorage.setItem("tiebreak.index", g), garbage);
  await page.reload();
  await expect(page.getByTestId("storage-problem")).toContainText("the list of events is damaged");
  const download = page.waitForEvent("download");
  await page.getByTestId("download-raw").click();
  const file = await (await download).path();
  expect(await readFile(file!, "utf8")).toBe(garbage);
  await shoot(page, "storage-problem");
  // Creating an event still works, and the damaged text is left exactly as it was.
  await createEvent(page, "Saturday");
  await addPlayers(page, ["Ann"]);
  expect(await page.evaluate(() => localStorage.getItem("tiebreak.index"))).toBe(garbage);
  await expect(page.getByTestId("storage-problem")).toBeVisible();
  // After a reload the new event is found again by its own key.
  await page.reload();
  await expect(page.getByTestId("storage-problem")).toBeVisible();
  await page.goto("/#/");
  await expect(page.getByTestId("event-list")).toBeVisible();
});

test("the check page computes the MTR example: player F's OMW is 61.64%", async ({ page }) => {
  await open(page, "/#/check");
  const records = ["4-4-0", "7-1-0", "1-3-1", "3-3-1", "6-2-0", "5-2-1", "4-3-1", "6-1-1"];
  for (let i = 3; i < records.length; i++) await page.getByTestId("check-add-opponent").click();
  const inputs = page.getByTestId("check-opponent-record");
  for (let i = 0; i < records.length; i++) await inputs.nth(i).fill(records[i]);
  const omw = page.getByTestId("figure-omw");
  await expect(omw.getByTestId("figure-value")).toHaveText("61.64%");
  await expect(omw.getByTestId("figure-exact")).toHaveText(" = 20711/33600");
  await expect(omw.locator("[data-testid=opponent-row]").nth(2).getByTestId("counted")).toHaveText("26.67% → 33.00% floor");
  await shoot(page, "check");
});

test("a name with HTML in it is shown as text, and a result entry can be undone", async ({ page }) => {
  await open(page);
  await createEvent(page, "Names");
  await addPlayers(page, ["<b>Bold</b>", "Eve"]);
  await expect(page.locator("[data-testid=player-row] .name").first()).toHaveText("<b>Bold</b>");
  await expect(page.locator("[data-testid=player-row] b")).toHaveCount(0);
  await page.getByTestId("tab-rounds").click();
  await table(page, "<b>Bold</b>", "Eve", "2-0");
  await page.getByLabel("Result of <b>Bold</b> against Eve").fill("0-2");
  await page.getByLabel("Result of <b>Bold</b> against Eve").press("Enter");
  await expect(page.getByLabel("Result of <b>Bold</b> against Eve")).toHaveValue("0-2");
  await page.getByTestId("undo").click();
  await expect(page.getByLabel("Result of <b>Bold</b> against Eve")).toHaveValue("2-0");
  // An impossible result is refused with the core's sentence.
  await page.getByLabel("Result of <b>Bold</b> against Eve").fill("3-0");
  await page.getByLabel("Result of <b>Bold</b> against Eve").press("Enter");
  await expect(page.getByTestId("result-error")).toHaveText(
    "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games.",
  );
});

test("after the first visit the app works with the network off", async ({ page, context }) => {
  await open(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The service worker controls the page once it has claimed it.
  await page.reload();
  await expect(page.getByTestId("app-mounted")).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("app-mounted")).toBeVisible();
  await createEvent(page, "Offline event");
  await context.setOffline(false);
});

test("a top 8 playoff is seeded from the standings and played to a champion", async ({ page }) => {
  await open(page);
  await page.getByTestId("import-file").setInputFiles("tests/data/pod-scenario-2.csv");
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(10);
  await page.getByTestId("tab-playoff").click();
  await page.getByTestId("start-top8").click();
  const matches = page.getByTestId("playoff-match");
  await expect(matches).toHaveCount(7);
  await expect(page.getByTestId("playoff-kind")).toHaveText("Seeded from the final Swiss standings, top 8: 1 v 8, 4 v 5, 2 v 7, 3 v 6.");
  await expect(page.getByTestId("playoff-stage")).toHaveText(["Quarterfinal", "Semifinal", "Final"]);
  await expect(matches.nth(0).getByTestId("playoff-pick")).toHaveText(["1 Derek", "8 Paul"]);
  await expect(matches.nth(1).getByTestId("playoff-pick")).toHaveText(["4 Bernie", "5 Tino"]);
  await expect(matches.nth(2).getByTestId("playoff-pick")).toHaveText(["2 Chuck", "7 Scott"]);
  await expect(matches.nth(3).getByTestId("playoff-pick")).toHaveText(["3 Jorge", "6 Mariano"]);
  await expect(matches.nth(4)).toHaveText("to be decidedto be decided");
  for (const [i, name] of [[0, "Derek"], [1, "Bernie"], [2, "Chuck"], [3, "Jorge"], [4, "Derek"], [5, "Chuck"], [6, "Derek"]] as const) {
    await matches.nth(i).getByRole("button", { name: new RegExp(`^\\d+ ${name}$`) }).click();
  }
  await expect(page.getByTestId("champion")).toHaveText("Champion: Derek");
  // A winner clicked here has no games; Clear takes it back, and the champion with it.
  await expect(matches.nth(6).getByTestId("playoff-result")).toHaveCount(0);
  await matches.nth(6).getByRole("button", { name: "Clear" }).click();
  await expect(page.getByTestId("champion")).toHaveCount(0);
  await matches.nth(6).getByRole("button", { name: "1 Derek" }).click();
  await expect(page.getByTestId("champion")).toHaveText("Champion: Derek");
  // The match for third place (issue 40): the semifinals' losers, entered, undone and kept.
  const third = page.getByTestId("playoff-third");
  await expect(third.getByTestId("third-pick")).toHaveText(["4 Bernie", "3 Jorge"]);
  await third.getByRole("button", { name: "3 Jorge" }).click();
  await expect(third.getByRole("button", { name: "3 Jorge" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("undo")).toHaveText("Undo the match for third place");
  await page.getByTestId("undo").click();
  await expect(third.getByRole("button", { name: "3 Jorge" })).toHaveAttribute("aria-pressed", "false");
  await third.getByRole("button", { name: "4 Bernie" }).click();
  await page.reload();
  await expect(page.getByTestId("playoff-third").getByRole("button", { name: "4 Bernie" })).toHaveAttribute("aria-pressed", "true");
  await shoot(page, "playoff");
  // The Swiss standings are unchanged.
  await page.getByTestId("tab-standings").click();
  expect((await standingsNames(page)).slice(0, 6)).toEqual(["Derek", "Chuck", "Jorge", "Bernie", "Tino", "Mariano"]);
});
