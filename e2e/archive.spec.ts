// Events as the archive holds them (issue 33): a playoff named like Swiss rounds is read as the
// bracket it was, and shown as played on the Playoff tab; a file that lacks a match names the
// players it concerns, and the standings mark everyone whose figures depend on it apart from a
// rule's difference.
import { expect, test, type Page } from "@playwright/test";
import { open, SCREENSHOTS, shoot } from "./helpers";

const TOP_8 = "tests/data/real-events/melee-archive/2026-421588.json";
const LACKS_A_MATCH = "tests/data/real-events/melee-archive/2025-232537.json";
const LOST_BYE = "tests/data/real-events/melee-archive/2026-432437.json";
const DRAWN_FINAL = "tests/data/real-events/melee-archive/2026-396302.json";
const LISTED_TWICE = "tests/data/real-events/melee-archive/2025-362305.json";
const NOT_A_PERCENTAGE = "tests/data/real-events/melee-archive/2024-186686.json";

/** The names and games of each match of one round of the bracket, as shown. */
async function roundOf(page: Page, stage: number) {
  const round = page.getByTestId("playoff-round").nth(stage - 1);
  const out: string[] = [];
  for (const m of await round.getByTestId("playoff-match").all()) {
    const names = await m.locator(".side").allTextContents();
    const games = await m.getByTestId("playoff-result").allTextContents();
    out.push(`${names.join(" v ")} ${games.join("")}`.trim());
  }
  return out;
}

/** Whether the page is as wide as the phone's screen, with nothing past its right edge. */
async function fitsTheScreen(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize({ width: 1280, height: 800 });
  return width;
}

test("a top 8 named Round 7 to 9 is the playoff as played, apart from the 6 Swiss rounds", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(TOP_8);
  await expect(page.getByTestId("notice")).toContainText(
    "Imported “Premodern”: 36 players, 6 Swiss rounds and a top 8 as played (see the Playoff tab). The standings Melee published are kept beside it, ruleset melee.",
  );
  await expect(page.locator("[data-testid=standings-row]")).toHaveCount(36);
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 36 players Melee published agrees under melee.");
  await expect(page.getByTestId("published")).not.toHaveClass(/differs/);
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  await expect(page.locator("[data-testid=gap-mark]")).toHaveCount(0);
  await expect(page.getByTestId("gap-list")).toHaveCount(0);

  // The Swiss rounds only: Round 7 to 9 of the file are the playoff, and with a playoff begun
  // no further Swiss round is offered.
  await page.getByTestId("tab-rounds").click();
  const tables = [18, 18, 18, 17, 14, 11]; // a draw listed once from each side is one table
  for (const [i, count] of tables.entries()) {
    await page.getByTestId(`round-${i + 1}`).click();
    await expect(page.getByTestId("table-row")).toHaveCount(count);
  }
  await expect(page.getByTestId("round-status")).toHaveText(
    "Round 6: 11 of 11 results in. The Swiss rounds end here: the playoff follows (the Playoff tab).",
  );
  await expect(page.getByTestId("round-7")).toHaveCount(0);

  await page.getByTestId("tab-playoff").click();
  await expect(page.getByTestId("playoff-kind")).toHaveText("As played: the top 8 as Melee published it, in bracket order, without seeds.");
  await expect(page.getByTestId("playoff-figures")).toHaveText("The standings are the Swiss rounds': the playoff changes no figure.");
  await expect(page.getByTestId("playoff-stage")).toHaveText(["Quarterfinal", "Semifinal", "Final"]);
  const rounds = page.getByTestId("playoff-round");
  await expect(rounds).toHaveCount(3);
  await expect(rounds.nth(0).getByTestId("playoff-match")).toHaveCount(4);
  await expect(rounds.nth(1).getByTestId("playoff-match")).toHaveCount(2);
  await expect(rounds.nth(2).getByTestId("playoff-match")).toHaveCount(1);
  // In bracket order: the winners of the first two quarterfinals meet in the first semifinal.
  expect(await roundOf(page, 1)).toEqual([
    "Player 001 v Player 013 2-0",
    "Player 005 v Player 008 2-0",
    "Player 003 v Player 011 2-0",
    "Player 007 v Player 009 2-0",
  ]);
  expect(await roundOf(page, 2)).toEqual(["Player 001 v Player 005 2-0", "Player 003 v Player 007 2-0"]);
  expect(await roundOf(page, 3)).toEqual(["Player 001 v Player 003 2-0"]);
  const final = rounds.nth(2).getByTestId("playoff-match");
  await expect(final.getByTestId("playoff-pick")).toHaveText(["Player 001", "Player 003"]);
  await expect(final.getByRole("button", { name: "Player 001" })).toHaveAttribute("aria-pressed", "true");
  await expect(final.getByRole("button", { name: "Player 003" })).toHaveAttribute("aria-pressed", "false");
  await expect(final.getByTestId("playoff-result")).toHaveText("2-0");
  await expect(page.getByTestId("champion")).toHaveText("Champion: Player 001");
  // As played: no seeds, no byes, no match for third place, and no Clear on a match with games.
  await expect(page.locator("[data-testid=bracket] .seed")).toHaveCount(0);
  await expect(page.getByTestId("playoff-bye")).toHaveCount(0);
  await expect(page.getByTestId("playoff-third")).toHaveCount(0);
  await expect(page.getByTestId("bracket").getByRole("button", { name: "Clear" })).toHaveCount(0);
  expect(await fitsTheScreen(page)).toBe(390);
  await shoot(page, "archive-playoff");
  expect(problems).toEqual([]);
});

test("a file that lacks a match names its player, and the standings mark who depends on it apart from a rule's difference", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(LACKS_A_MATCH);
  await expect(page.getByTestId("notice")).toContainText(
    "16 players, 5 rounds. The standings Melee published are kept beside it, ruleset melee.",
  );
  // Player 003 beat Player 015 in a round the file lacks: 003's points and 015's record say so.
  const gap = "Melee published 3-2-0 (9 points); the file's rounds give 2-2-0 (6 points)";
  const gap015 = "Melee published 3-2-0 (9 points); the file's rounds give 3-1-0 (9 points)";
  const lacks = "The file lacks matches of 2 players: their figures, and their opponents' OMW and OGW, cannot be checked.";
  await expect(page.getByTestId("published-summary")).toHaveText(
    `10 of the 16 players Melee published cannot be checked; under melee, no figure the file can check differs. ${lacks}`,
  );
  await expect(page.getByTestId("gap-player")).toHaveText([`Player 003: ${gap}.`, `Player 015: ${gap015}.`]);
  // Every figure the file can check agrees: the card is not an error.
  await expect(page.getByTestId("published")).not.toHaveClass(/differs/);
  await expect(page.getByTestId("published-notes")).toHaveCount(0);
  await expect(page.locator("[data-testid=differs]")).toHaveCount(0);
  await expect(page.locator("[data-testid=differs-gap]")).toHaveCount(23);
  const marked = page.locator("[data-testid=standings-row]").filter({ has: page.getByTestId("gap-mark") });
  await expect(marked.getByTestId("name").locator("a")).toHaveText([
    "Player 001",
    "Player 004",
    "Player 005",
    "Player 007",
    "Player 009",
    "Player 015",
    "Player 003",
    "Player 006",
    "Player 016",
    "Player 013",
  ]);
  const lacking = marked.filter({ hasText: "Player 003" });
  await expect(lacking.getByTestId("gap-mark")).toHaveAttribute(
    "title",
    `Depends on a match the file lacks (the player's own): these figures cannot be checked against the file. Player 003: ${gap}.`,
  );
  await expect(lacking.getByTestId("points").getByTestId("differs-gap")).toHaveAttribute(
    "title",
    "Melee published 9 points; this figure counts a match the file lacks",
  );
  await expect(marked.filter({ hasText: "Player 001" }).getByTestId("gap-mark")).toHaveAttribute(
    "title",
    "Depends on a match the file lacks (an opponent's): these figures cannot be checked against the file.",
  );
  await shoot(page, "archive-gap");
  // The card, and the rows around the player the file lacks a match of, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("published").screenshot({ path: `${SCREENSHOTS}/archive-gap-card-phone.png` });
  await lacking.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/archive-gap-rows-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Under mtr the rule's differences are marked `differs`, and never on a row that depends on
  // the missing match.
  await page.getByTestId("standings-ruleset").selectOption("mtr");
  await expect(page.getByTestId("published-summary")).toHaveText(
    `10 of the 16 players Melee published cannot be checked; under mtr, 5 players differ on a figure the file can check. ${lacks} wltr, melee, melee-spring-2024, melee-early-2024 and cardsrealm-early-2025 give every published figure. mtr differs from wltr only in the floor: 0.33 against one third.`,
  );
  await expect(page.getByTestId("published")).toHaveClass(/differs/);
  await expect(marked).toHaveCount(10);
  await expect(marked.locator("[data-testid=differs]")).toHaveCount(0);
  const differing = page.locator("[data-testid=standings-row]").filter({ has: page.getByTestId("differs") });
  await expect(differing).toHaveCount(5);
  expect(problems).toEqual([]);
});

/** A bye Melee records 0-2-0 is a round lost with no opponent, as Melee's record counts it:
 * 2026-432437's Player 090 agrees (3-4-0, 9 points), where reading it as a bye made a gap. */
test("a bye recorded as a loss is a round lost, and the file agrees", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(LOST_BYE);
  await expect(page.getByTestId("published-summary")).toHaveText(
    "Every figure of the 104 players Melee published agrees under melee.",
  );
  await expect(page.getByTestId("gap-player")).toHaveCount(0);
  await expect(page.locator("[data-testid=differs-gap]")).toHaveCount(0);
  // The rounds tab says the bye was lost, not what a bye is worth.
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("round-1").click();
  const row = page.getByTestId("table-row").filter({ hasText: "Player 090" });
  await expect(row.locator("td.bye")).toHaveText("Bye recorded as a loss (no points)");
  await shoot(page, "archive-lost-bye-rounds");
  expect(problems).toEqual([]);
});

test("a bracket with byes and a match for third place, and a final drawn", async ({ page }) => {
  const problems = await open(page);
  const match = (a: string, b: string, result: string) => ({ Player1: a, Player2: b, Result: result });
  const archive = {
    Tournament: { Name: "Top 6 with byes", Date: "2026-03-07T18:00:00", Uri: "https://melee.gg/Tournament/View/1" },
    Rounds: [
      { RoundName: "Round 1", Matches: [match("Ann", "Bo", "2-0-0"), match("Cy", "Dee", "2-0-0"), match("Eve", "Fay", "2-0-0"), match("Gus", "Hal", "2-0-0")] },
      { RoundName: "Round 2", Matches: [match("Ann", "Cy", "2-1-0"), match("Eve", "Gus", "2-0-0"), match("Bo", "Dee", "2-0-0"), match("Fay", "Hal", "2-0-0")] },
      { RoundName: "Quarterfinals", Matches: [match("Ann", "-", "2-0-0"), match("Bo", "Cy", "1-2-0"), match("Eve", "-", "2-0-0"), match("Fay", "Dee", "2-0-0")] },
      { RoundName: "Semifinals", Matches: [match("Ann", "Cy", "2-1-0"), match("Eve", "Fay", "0-2-0")] },
      { RoundName: "Finals", Matches: [match("Ann", "Fay", "2-1-0"), match("Cy", "Eve", "2-0-0")] },
    ],
  };
  await page.getByTestId("import-file").setInputFiles({
    name: "top6.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(archive)),
  });
  await expect(page.getByTestId("notice")).toContainText(
    "Imported “Top 6 with byes”: 8 players, 2 Swiss rounds and a top 6 as played (see the Playoff tab).",
  );
  await page.getByTestId("tab-playoff").click();
  await expect(page.getByTestId("playoff-kind")).toHaveText("As played: the top 6, in bracket order, without seeds.");
  expect(await roundOf(page, 1)).toEqual(["Ann v Bye", "Bo v Cy 1-2", "Eve v Bye", "Fay v Dee 2-0"]);
  await expect(page.getByTestId("playoff-bye")).toHaveText(["Bye", "Bye"]);
  expect(await roundOf(page, 2)).toEqual(["Ann v Cy 2-1", "Eve v Fay 0-2"]);
  expect(await roundOf(page, 3)).toEqual(["Ann v Fay 2-1"]);
  const third = page.getByTestId("playoff-third");
  await expect(third).toHaveCount(1);
  await expect(third.getByTestId("third-pick")).toHaveText(["Cy", "Eve"]);
  await expect(third.locator(".side.won")).toHaveText("Cy");
  await expect(third.getByTestId("playoff-result")).toHaveText("2-0");
  await expect(page.getByTestId("champion")).toHaveText("Champion: Ann");
  expect(await fitsTheScreen(page)).toBe(390);
  await shoot(page, "archive-byes-third-place");

  // Player 002 and Player 003 drew the final (0-0-3, listed once from each side): no champion.
  await page.goto("/");
  await page.getByTestId("import-file").setInputFiles(DRAWN_FINAL);
  await page.getByTestId("tab-playoff").click();
  expect(await roundOf(page, 3)).toEqual(["Player 002 v Player 003 0-0-3"]);
  await expect(page.getByTestId("champion")).toHaveCount(0);
  await expect(page.getByTestId("no-champion")).toHaveText("No champion: the final was drawn (0-0-3).");
  expect(problems).toEqual([]);
});

test("the summary card lists what the reader noticed in the file", async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(LISTED_TWICE);
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 9 players Melee published agrees under melee-2024-2025.");
  await expect(page.getByTestId("published-note")).toHaveText([
    "Round 1 lists Player 007 v Player 004 again (2-0), as round 3 does: read in round 3 only.",
    "Round 2 lists Player 007 v Player 009 again (2-0), as round 4 does: read in round 4 only.",
  ]);
  await expect(page.getByTestId("gap-list")).toHaveCount(0);

  await page.goto("/");
  await page.getByTestId("import-file").setInputFiles(NOT_A_PERCENTAGE);
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 36 players Melee published agrees under melee-2024-2025.");
  await expect(page.getByTestId("published-note")).toHaveText([
    "Player 036: Melee published GW as -0.2, which is not a percentage: not compared.",
  ]);
  expect(problems).toEqual([]);
});

test("a source that is not an http(s) address makes no link", async ({ page }) => {
  const problems = await open(page);
  const archive = {
    Tournament: { Name: "Not a link", Date: "2026-03-07", Uri: "javascript:alert(5)" },
    Rounds: [{ RoundName: "Round 1", Matches: [{ Player1: "Ann", Player2: "Bo", Result: "2-0-0" }] }],
    Standings: [
      { Rank: 1, Player: "Ann", Points: 3 },
      { Rank: 2, Player: "Bo", Points: 0 },
    ],
  };
  await page.getByTestId("import-file").setInputFiles({
    name: "not-a-link.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(archive)),
  });
  const card = page.getByTestId("published");
  await expect(page.getByTestId("published-summary")).toHaveText("Every figure of the 2 players the platform published agrees under mtr.");
  await expect(card.locator("a")).toHaveCount(0);
  await expect(card).not.toContainText("javascript:");
  expect(problems).toEqual([]);
});
