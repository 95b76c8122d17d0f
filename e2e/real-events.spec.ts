// Real events (issue 26): an event Melee published, imported from the tournament-data archive's
// JSON. Under `melee` every figure agrees with what Melee published; switched to `mtr`, the
// standings mark the players who differ, and a breakdown shows the published figure under the
// computed one with the rulesets that give it. The check page puts two rulesets side by side.
import { expect, test } from "@playwright/test";
import { open, shoot } from "./helpers";

const EVENT = "tests/data/real-events/melee-2026/mtgmelee-379300.json";
const THREE_NIL = "tests/data/real-events/melee-2026/mtgmelee-387526.json";

test("a Melee event agrees under melee, and mtr marks the players who differ", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(EVENT);
  await expect(page.getByTestId("notice")).toContainText("14 players, 3 rounds. The standings Melee published are kept beside it, ruleset melee.");
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(14);
  await expect(page.getByTestId("standings-ruleset")).toHaveValue("melee");
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 14 players Melee published agrees under melee.");
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  // Melee's order is the order computed under melee.
  const names = await page.locator("[data-testid=standings-row] [data-testid=name] a").allTextContents();
  expect(names.slice(0, 5)).toEqual(["Player 001", "Player 003", "Player 005", "Player 007", "Player 009"]);
  await shoot(page, "real-event-melee");

  await page.getByTestId("standings-ruleset").selectOption("mtr");
  await expect(page.getByTestId("published-summary")).toHaveText(
    "Under mtr, 9 of the 14 players Melee published differ on at least one figure. wltr, pod-sheet, melee, melee-spring-2024, melee-early-2024 and cardsrealm-early-2025 give every published figure. mtr differs from wltr only in the floor: 0.33 against one third.",
  );
  const marked = page.locator("[data-testid=standings-row]").filter({ has: page.getByTestId("differs") });
  await expect(marked).toHaveCount(9);
  const nine = page.locator("[data-testid=standings-row]").filter({ hasText: "Player 009" });
  await expect(nine.getByTestId("omw").getByTestId("differs")).toHaveAttribute("title", "Melee published 55.55556%");
  await expect(nine.getByTestId("gwp").getByTestId("differs")).toHaveCount(0);
  await shoot(page, "real-event-mtr");

  await nine.getByRole("link", { name: "Player 009" }).click();
  await expect(page.getByTestId("player-title")).toHaveText("Player 009");
  const omw = page.getByTestId("figure-omw");
  await expect(omw.getByTestId("figure-exact")).toHaveText(" = 83/150");
  await expect(omw.getByTestId("published-figure")).toHaveText(
    "≠ Melee published 55.55556%; computed exactly 83/150 ≈ 55.33%. mtr does not give the published figure; wltr, pod-sheet, melee, melee-2024-2025, melee-spring-2024, melee-early-2024, cardsrealm and cardsrealm-early-2025 give it. mtr differs from wltr only in the floor: 0.33 against one third.",
  );
  await expect(page.getByTestId("figure-gwp").getByTestId("published-figure")).toHaveText(
    "Melee published 71.42857%; computed exactly 5/7 ≈ 71.43%.",
  );
  await shoot(page, "real-event-breakdown");
  expect(problems).toEqual([]);
});

test("a 3-0 that Melee recorded keeps the event under melee, and mtr is refused with a sentence", async ({ page }) => {
  await open(page);
  await page.getByTestId("import-file").setInputFiles(THREE_NIL);
  await expect(page.getByTestId("notice")).toContainText("64 players, 6 rounds");
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 64 players Melee published agrees under melee.");
  await page.getByTestId("standings-ruleset").selectOption("mtr");
  await expect(page.getByTestId("standings-error")).toContainText(
    "round 3, table 27 (Player 058 v Player 010): 3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games. Melee records such a result as played: the `melee` ruleset counts it.",
  );
  await expect(page.getByTestId("standings-ruleset")).toHaveValue("melee");
  await page.getByRole("link", { name: "Player 058" }).click();
  await expect(page.getByTestId("figure-gwp").locator("[data-testid=step]")).toContainText([
    "Round 3 against Player 010: 3-0 cannot happen in a best-of-3 match; Melee records it so, and its 3 games count as recorded.",
  ]);
});

test("the check page puts the MTR text and Melee side by side", async ({ page }) => {
  await open(page, "/#/check");
  const records = ["4-4-0", "7-1-0", "1-3-1", "3-3-1", "6-2-0", "5-2-1", "4-3-1", "6-1-1"];
  for (let i = 3; i < records.length; i++) await page.getByTestId("check-add-opponent").click();
  const inputs = page.getByTestId("check-opponent-record");
  for (let i = 0; i < records.length; i++) await inputs.nth(i).fill(records[i]);
  await page.getByTestId("check-record").fill("6-2-0");
  await page.getByTestId("check-compare-ruleset").selectOption("melee");
  await expect(page.getByTestId("check-compare-sentence")).toHaveText([
    "Opponents' match-win %: by the MTR text 61.64%; as Melee computes it 61.68%.",
  ]);
  await expect(page.getByTestId("check-compare-choices")).toHaveText(
    "The choices that differ (mtr against melee): the floor: 0.33 against one third; an opponent met twice: counted once against each match counts; a figure with nothing to count: no figure against 0.3333 for OMW and OGW, the floor for GW; results: possible in the best-of against as recorded.",
  );
  await shoot(page, "check-compare");
  await page.getByTestId("check-ruleset").selectOption("melee");
  await expect(page.getByTestId("check-result").getByTestId("figure-omw").getByTestId("figure-exact")).toHaveText(" = 829/1344");
  await expect(page.getByTestId("check-compare-choices")).toHaveText("melee and melee make the same choices.");
});
