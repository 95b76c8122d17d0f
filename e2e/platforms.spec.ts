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
