// The archive's other platforms (issue 42), imported on a phone's width: a CardsRealm store event
// reads under CardsRealm's own preset with no ≠, and a Topdeck event, whose file records who won
// each match and not the games, names its GW and OGW as not in the file instead of marking them
// as a rule's difference.
import { expect, test } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { open, SCREENSHOTS } from "./helpers";

const CARDSREALM = "tests/data/real-events/cardsrealm/2025-tropical-pauper-246-2025-08-02.json";
const TOPDECK = "tests/data/real-events/topdeck/2024-the-legacy-showdown-upudwilzabuiuswte0b7-2024-09-28.json";
const MANATRADERS = "tests/data/real-events/manatraders/2024-manatraders-series-pauper-june-2024-2024-06-30.json";
const UNLISTED = "tests/data/real-events/cardsrealm/2025-pauper-1-000-by-tiagofuguete-2025-09-13.json";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await mkdir(SCREENSHOTS, { recursive: true });
});

test("a CardsRealm store event reads under CardsRealm's preset, every figure agreeing", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(CARDSREALM);
  await expect(page.getByTestId("notice")).toContainText("The standings CardsRealm published are kept beside it, ruleset cardsrealm.");
  // 25 published players, and one the standings leave out who played.
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(26);
  await expect(page.getByTestId("published")).toContainText("CardsRealm published these standings");
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 25 players CardsRealm published agrees under cardsrealm.");
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  await expect(page.locator("[data-testid=differs-gap]")).toHaveCount(0);
  // Nothing runs past the phone's right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/platform-cardsrealm-phone.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test("a Topdeck event names GW and OGW as not in the file, with no rule's ≠", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(TOPDECK);
  await expect(page.getByTestId("notice")).toContainText("The standings Topdeck published are kept beside it, ruleset topdeck.");
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(31);
  await expect(page.getByTestId("published-summary")).toHaveText(
    "Every figure the file can check of the 31 players Topdeck published agrees under topdeck. The file records who won each match, not the games: no GW or OGW can be checked.",
  );
  // GW and OGW differ, muted, each saying why; no figure is a rule's difference.
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  const muted = page.locator("[data-testid=differs-gap]");
  expect(await muted.count()).toBeGreaterThan(0);
  await expect(muted.first()).toHaveAttribute("title", /; the file records who won each match, not the games$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/platform-topdeck-phone.png`, fullPage: true });

  // A player's breakdown says the same of their GW.
  await page.locator("[data-testid=standings-row]").first().getByTestId("name").locator("a").click();
  // Its GW and OGW, each; its OMW is checked and agrees.
  await expect(
    page.getByTestId("published-figure").filter({ hasText: "The file records who won each match, not the games: not a rule's difference." }),
  ).toHaveCount(2);
  await expect(page.getByTestId("published-figure").filter({ hasText: "Topdeck published 57.33333333333334%; computed exactly 43/75" })).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOTS}/platform-topdeck-breakdown-phone.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test("a ManaTraders series reads its playoff's matches for places apart from the bracket", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(MANATRADERS);
  await expect(page.getByTestId("notice")).toContainText("The standings ManaTraders published are kept beside it, ruleset manatraders.");
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 75 players ManaTraders published agrees under manatraders.");
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  await page.getByTestId("tab-playoff").click();
  await expect(page.getByTestId("playoff-stage")).toHaveText(["Quarterfinal", "Semifinal", "Final"]);
  await page.screenshot({ path: `${SCREENSHOTS}/platform-manatraders-playoff-phone.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test("a CardsRealm match whose opponent no published player can be is read against an unlisted opponent", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(UNLISTED);
  await expect(page.getByTestId("notice")).toContainText("The standings CardsRealm published are kept beside it, ruleset cardsrealm.");
  // The opponent is a player of that match alone, last of the 113 in the standings (on their
  // second page), and no figure differs by a rule: the differences left are the file's gaps.
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(13);
  await expect(page.locator("[data-testid=standings-row]").last()).toContainText("Unlisted opponent 1");
  await expect(page.getByTestId("published")).toContainText(
    "Of the 1 match whose opponent the file lost and that no single published player fits, 1 is read against an opponent the standings do not list, as more published figures agree so (Unlisted opponent 1).",
  );
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/platform-cardsrealm-unlisted-phone.png`, fullPage: true });
  expect(problems).toEqual([]);
});

/** A Topdeck event that chose its own match points (a win 5, a draw 1, as 2024's Atarka Rizzcord
 * Vintage did): read from the published points, named in the ruleset and its note, and each
 * figure's breakdown counts a win 5 and a round's possible points 5, on the organizer's screen
 * and on a player's phone from the link (version 10). */
test("a Topdeck event's own match points are read, named and counted on the phone", async ({ page, browser, baseURL }) => {
  const problems = await open(page);
  const match = (a: string, b: string, result: string) => ({ Player1: a, Player2: b, Result: result });
  const row = (rank: number, name: string, points: number, w: number, l: number, d: number) => ({
    Rank: rank, Player: name, Points: points, Wins: w, Losses: l, Draws: d, OMWP: 0.5, GWP: 0.5, OGWP: 0.5,
  });
  const archive = {
    Tournament: { Name: "Vintage 5-1", Date: "2024-07-14T14:00:00+00:00", Uri: "https://topdeck.gg/event/abc" },
    Rounds: [
      { RoundName: "1", Matches: [match("Ann", "Bo", "1-0-0"), match("Cy", "Dee", "0-0-1")] },
      { RoundName: "2", Matches: [match("Ann", "Cy", "1-0-0"), match("Bo", "Dee", "0-0-1")] },
    ],
    Standings: [row(1, "Ann", 10, 2, 0, 0), row(2, "Dee", 2, 0, 0, 2), row(3, "Bo", 1, 0, 1, 1), row(4, "Cy", 1, 0, 1, 1)],
  };
  await page.getByTestId("import-file").setInputFiles({
    name: "vintage-5-1.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(archive)),
  });
  await expect(page.getByTestId("notice")).toContainText("ruleset topdeck, match points 5-1.");
  await expect(page.getByTestId("published-notes")).toContainText(
    "The published points count a win 5 and a draw 1, an event's own choice: 4 of the 4 players whose points count the Swiss rounds alone have them so, 3 with a win 3 and a draw 1.",
  );
  const points = page.locator("[data-testid=standings-row]").getByTestId("points");
  await expect(points).toHaveText(["10", "2", "1", "1"]);
  // The standings' menu names the event's own ruleset, and the line under it what it changes.
  const menu = page.getByTestId("standings-ruleset");
  await expect(menu).toHaveValue("topdeck, match points 5-1");
  await expect(menu.locator("option:checked")).toHaveText("topdeck, match points 5-1 (the event's own)");
  await expect(page.getByTestId("ruleset-line")).toHaveText(
    "The event's own ruleset: a preset, changed as its name says.",
  );
  await page.screenshot({ path: `${SCREENSHOTS}/platform-match-points-phone.png`, fullPage: true });
  // Viewed under the preset, a win is 3 (and Ann's 6 differs from the 10 published); picking the
  // event's own again ends the view.
  await menu.selectOption("topdeck");
  await expect(points).toHaveText(["6≠", "2", "1", "1"]);
  await expect(page.getByTestId("viewing-note")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/platform-match-points-viewed-under-preset.png`, fullPage: true });
  await menu.selectOption("topdeck, match points 5-1");
  await expect(points).toHaveText(["10", "2", "1", "1"]);
  await expect(page.getByTestId("viewing-note")).toBeHidden();
  await expect(page.getByTestId("standings-error")).toBeHidden();
  await page.locator("[data-testid=standings-row]").nth(2).getByTestId("name").locator("a").click();
  await expect(page.getByTestId("player-title")).toHaveText("Bo");
  await expect(page.locator("body")).toContainText("1 draw × 1 + 1 loss × 0 = 1 match point.");
  await expect(page.locator("body")).toContainText("1 match point in 2 rounds, out of 10 possible (2 rounds × 5)");
  await expect(page.locator("body")).toContainText("a win (a bye too) earns 5, a draw 1 and a loss 0");
  await page.screenshot({ path: `${SCREENSHOTS}/platform-match-points-breakdown-phone.png`, fullPage: true });
  expect(problems).toEqual([]);

  // The players' link carries them: Bo's phone shows the same counts.
  await page.goBack();
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("show-qr").click();
  const link = await page.getByTestId("share-link").inputValue();
  await page.keyboard.press("Escape");
  expect(link).toMatch(/#\/v\/10\//);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const view = await phone.newPage();
  await view.goto(`${baseURL}/${link.slice(link.indexOf("#"))}`);
  await view.getByTestId("find-name").fill("Bo");
  await view.getByTestId("find-name").press("Enter");
  await expect(view.getByTestId("player-title")).toHaveText("Bo");
  await expect(view.locator("body")).toContainText("1 match point in 2 rounds, out of 10 possible (2 rounds × 5)");
  await view.screenshot({ path: `${SCREENSHOTS}/platform-match-points-link-phone.png`, fullPage: true });
  await view.getByText("1 match point in 2 rounds, out of 10 possible").scrollIntoViewIfNeeded();
  await view.screenshot({ path: `${SCREENSHOTS}/platform-match-points-link-breakdown-phone.png` });
  await phone.close();
});

/** The check page counts an event's own match points, typed beside the ruleset: a player of a
 * Topdeck event of 5-1 gets the figures Topdeck published, and a typo is refused in a sentence. */
test("the check page counts an event's own match points", async ({ page }) => {
  const problems = await open(page, "/#/check");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("check-ruleset").selectOption("topdeck");
  await page.getByTestId("check-record").fill("2-1-0");
  const inputs = page.getByTestId("check-opponent-record");
  await inputs.nth(0).fill("3-1-1");
  await inputs.nth(1).fill("1-2-0");
  const omw = page.getByTestId("figure-omw");
  // 3-1: (10/15 + 3/9) / 2 = 1/2.
  await expect(omw.getByTestId("figure-exact")).toHaveText(" = 1/2");
  await page.getByTestId("check-match-points").fill("5-1");
  // 5-1: (16/25 + 5/15) / 2 = 73/150.
  await expect(omw.getByTestId("figure-value")).toHaveText("48.67%");
  await expect(omw.getByTestId("figure-exact")).toHaveText(" = 73/150");
  await expect(page.getByTestId("check-result")).toContainText("Record 2-1-0 · ruleset topdeck, match points 5-1");
  await expect(page.getByTestId("check-result")).toContainText("10 match points in 3 rounds, out of 15 possible (3 rounds × 5)");
  await expect(omw.locator("[data-testid=opponent-row]").nth(0)).toContainText("3-1-1 in 5 rounds: 16/25");
  await page.screenshot({ path: `${SCREENSHOTS}/check-match-points-phone.png`, fullPage: true });
  await page.getByTestId("check-match-points").fill("5-9");
  await expect(page.getByTestId("check-message")).toHaveText(
    "Match points: `5-9` is not a win's and a draw's points: write them like 3-1, a win from 1 to 100 and a draw no more than a win.",
  );
  expect(problems).toEqual([]);
});
