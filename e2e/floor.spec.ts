// The floor tools (issue 18): a fixed table, a +5 extension, the slips that print it, why a table
// was paired, the tables still playing once time is called (rounds tab and second screen), and
// the focus moving to Finish round after the last result.
import { test, expect } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { open, createEvent, addPlayers, shoot, SCREENSHOTS } from "./helpers";

test("a round with a fixed table and a +5 extension, printed and timed", async ({ page, context }) => {
  const problems = await open(page);
  await createEvent(page, "Floor night", "3");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]);
  // Cy sits at table 3 every round.
  const cyRow = page.getByTestId("player-row").filter({ hasText: "Cy" });
  await cyRow.getByTestId("fixed-table").fill("3");
  await cyRow.getByTestId("fixed-table").press("Tab");
  await expect(page.getByTestId("player-error")).toHaveCount(0);
  // Two players cannot share a table.
  const boRow = page.getByTestId("player-row").filter({ hasText: "Bo" });
  await boRow.getByTestId("fixed-table").fill("3");
  await boRow.getByTestId("fixed-table").press("Tab");
  await expect(page.getByTestId("player-error")).toHaveText(
    "table 3 is the fixed table of both Bo and Cy: give one of them another table.",
  );
  await boRow.getByTestId("fixed-table").fill("");
  await boRow.getByTestId("fixed-table").press("Tab");
  await shoot(page, "floor-players");

  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("pair-round").click();
  const rows = page.getByTestId("table-row");
  await expect(rows).toHaveCount(4);
  const cy = rows.filter({ hasText: "Cy" });
  await expect(cy.getByTestId("table-number")).toHaveText("3");
  // The others keep their order around it: 1, 2, 4.
  await expect(page.getByTestId("table-number")).toHaveText(["1", "2", "3", "4"]);

  // Why: asked of the on-demand bundle when first opened.
  await cy.getByTestId("table-why").locator("summary").click();
  await expect(cy.getByTestId("table-why")).toContainText(
    "Fixed table 3 (Cy). Both on 0 points: round 1 is paired at random.",
  );
  await shoot(page, "floor-why");

  // A judge gives table 1 five extra minutes, by keyboard.
  const first = rows.first();
  await first.getByTestId("extension-input").fill("5");
  await first.getByTestId("extension-input").press("Enter");
  await expect(page.getByTestId("round-error")).toBeHidden();
  await expect(rows.first().getByTestId("extension-input")).toHaveValue("+5");
  await expect(page.getByTestId("still-playing").getByTestId("playing-table")).toHaveCount(4);
  await expect(page.getByTestId("still-playing").getByTestId("playing-table").first()).toContainText("+5 min");

  // The slips print the table numbers and the extension.
  await page.getByTestId("print-slips").click();
  await expect(page.locator(".sheet-preview .slip")).toHaveCount(4);
  await expect(page.locator(".sheet-preview .slip-head").first()).toContainText("Table 1 (+5 min) · Round 1");
  await expect(page.locator(".sheet-preview .slip-head b")).toHaveText(["Table 1 (+5 min)", "Table 2", "Table 3", "Table 4"]);
  await shoot(page, "floor-slips");
  await page.keyboard.press("Escape");
  await page.getByTestId("print-by-table").click();
  await expect(page.locator(".sheet-preview tbody tr").first()).toContainText("1 (+5 min)");
  await page.keyboard.press("Escape");

  // Time is called: the round's timer ended a minute ago. Each table still playing shows its own
  // time; table 1 has about four minutes left.
  const id = await page.evaluate(() => location.hash.split("/")[2]);
  await page.evaluate((id) => localStorage.setItem(`tiebreak.timer.${id}`, `1 ${Date.now() - 60_000} -`), id);
  const opened = context.waitForEvent("page");
  await page.getByTestId("open-display").click();
  const display = await opened;
  await page.reload();
  await expect(page.getByTestId("app-mounted")).toBeVisible();
  const playing = page.getByTestId("still-playing").getByTestId("playing-table");
  await expect(playing).toHaveCount(4);
  await expect(playing.first().getByTestId("playing-left")).toHaveText(/^[34]:\d\d left$/);
  await expect(playing.nth(1).getByTestId("playing-left")).toHaveText("time is up");
  await shoot(page, "floor-time-called");
  await expect(display.getByTestId("display-playing").getByTestId("playing-table")).toHaveCount(4);
  await expect(display.getByTestId("display-playing").getByTestId("playing-left").first()).toHaveText(/^[34]:\d\d left$/);
  await mkdir(SCREENSHOTS, { recursive: true });
  await display.screenshot({ path: `${SCREENSHOTS}/floor-display-time-called.png` });

  // Results by keyboard: after the last one, the focus is on Finish round 1.
  for (let t = 0; t < 4; t++) {
    const input = page.getByTestId("result-input").nth(t);
    await input.fill("21");
    await input.press("Enter");
  }
  await expect(page.getByTestId("finish-round")).toBeFocused();
  await expect(display.getByTestId("display-playing")).toBeHidden();
  expect(problems).toEqual([]);
});

test("the recommended rounds count byes before the event", async ({ page }) => {
  const problems = await open(page);
  await createEvent(page, "Bye night", "3");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]);
  await expect(page.getByTestId("recommended-rounds")).toHaveText(
    "MTR Appendix E recommends 3 for 8 players",
  );
  // A player with a bye in round 1 counts as 2 (MTR Appendix E): 9 players.
  const annRow = page.getByTestId("player-row").filter({ hasText: "Ann" });
  await annRow.getByTestId("player-byes").fill("1");
  await annRow.getByTestId("player-byes").press("Tab");
  await expect(page.getByTestId("recommended-rounds")).toHaveText(
    "MTR Appendix E recommends 5 for 8 players (9 with the byes before the event; 4 for limited with a booster-draft playoff)",
  );
  await shoot(page, "players-byes-hint");
  expect(problems).toEqual([]);
});
