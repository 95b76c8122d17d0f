// "What do I need?" (issue 11) in the round view: the final round of a 16-player event.
import { expect, test } from "@playwright/test";
import { cli, open, shoot } from "./helpers";

const FILE = "tests/data/advice-16x4.json";

test("a table flagged 'both can draw' draws, and both players finish in the top 8", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles(FILE);
  await expect(page.getByTestId("notice")).toContainText("16 players, 4 rounds");
  await page.getByTestId("tab-rounds").click();
  await expect(page.getByTestId("round-status")).toContainText("Round 4");

  // The panel computes only once opened, in the on-demand bundle (the advice, and nothing else).
  // The organizer's page keeps that bundle for offline use, so it may be here already; it is
  // fetched once at most.
  const panel = page.getByTestId("advice");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("advice-table")).toHaveCount(0);
  await panel.getByTestId("advice-toggle").click();
  const tables = panel.getByTestId("advice-table");
  await expect(tables).toHaveCount(8);
  await expect(panel.getByTestId("advice-body")).toContainText("every way the other tables can end was counted");
  expect(requested.filter((u) => /tiebreak-advice(_bg)?\.(js|wasm)$/.test(u)).length).toBeLessThanOrEqual(2);

  // Table 2: Hal and Ann, on 6 points each. A draw (7 points) locks both; a loss does not.
  const table2 = tables.nth(1);
  await expect(table2.locator("summary")).toContainText("Table 2: Hal vs Ann");
  await expect(table2.getByTestId("draw-flag")).toHaveText("Both can draw");
  await expect(table2.getByTestId("advice-summary")).toHaveText("Hal: a draw is enough; Ann: a draw is enough");
  await table2.locator("summary").click();
  const draw = table2.locator("dd").filter({ hasText: "a draw" });
  await expect(draw.nth(0)).toContainText("Hal: locked");
  await expect(draw.nth(1)).toContainText("Ann: locked");
  await expect(table2).toContainText("Ann: depends");
  await shoot(page, "advice-round");

  // The CLI says the same of the same file.
  const json = JSON.parse(cli(["advise", FILE, "--format", "json"]));
  expect(json[1].a).toBe("Hal");
  expect(json[1].b).toBe("Ann");
  expect(json[1].outcomes.draw.a.status).toBe("locked");
  expect(json[1].outcomes.draw.b.status).toBe("locked");

  // Enter the draw at table 2, and at every other table the result worst for them: B wins 2-1
  // at the top tables, A wins elsewhere (any result would do: a locked answer holds for all).
  const inputs = page.getByTestId("result-input");
  await expect(inputs).toHaveCount(8);
  for (let i = 0; i < 8; i++) {
    const input = inputs.nth(i);
    await input.fill(i === 1 ? "111" : i < 4 ? "12" : "20");
    await input.press("Enter");
  }
  await expect(page.getByTestId("round-status")).toContainText("8 of 8 results in");
  // With every result in, the panel is gone (nothing is left to advise in the last round).
  await expect(panel).toBeHidden();

  await page.getByTestId("tab-standings").click();
  const rows = page.locator("[data-testid=standings-row]");
  await expect(rows).toHaveCount(16);
  const top8 = await rows.locator("[data-testid=name]").allInnerTexts();
  const names = top8.slice(0, 8).map((n) => n.trim());
  expect(names).toContain("Hal");
  expect(names).toContain("Ann");
  expect(problems).toEqual([]);
});

test("before the last round is paired, each player's weakest locking result", async ({ page }) => {
  await open(page);
  await page.getByTestId("import-file").setInputFiles(FILE);
  await page.getByTestId("tab-rounds").click();
  // Clear round 4: remove its tables (each asks first), so that round 4 waits to be paired.
  page.on("dialog", (d) => d.accept());
  for (let i = 0; i < 8; i++) {
    await page.getByRole("button", { name: /Remove table/ }).first().click();
  }
  await expect(page.getByTestId("pair-round")).toBeVisible();
  const panel = page.getByTestId("advice");
  await panel.getByTestId("advice-toggle").click();
  const needs = panel.getByTestId("needs").locator("li");
  await expect(needs).toHaveCount(16);
  // The CLI on the same event: the first player's weakest lock.
  await expect(needs.first()).toContainText("locked");
  await shoot(page, "advice-needs");
});

test("the phone view shows the player's own table first, open, with what each outcome means", async ({ page }) => {
  // The players' link of the same event, as `tiebreak share` writes it; Ann is player 0.
  const link = cli(["share", FILE, "--base", "http://127.0.0.1/", "--taken-at", "1764000000"]).trim();
  const hash = link.slice(link.indexOf("#"));
  await page.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on("pageerror", (err) => problems.push(err.message));
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto(`/${hash}/p/0`);
  const panel = page.getByTestId("advice");
  await expect(panel).toBeVisible();
  // The link's first page carries no advice: its bundle comes with the first tap.
  expect(requested.filter((u) => u.includes("tiebreak-advice"))).toEqual([]);
  await panel.getByTestId("advice-toggle").click();
  const first = panel.getByTestId("advice-table").first();
  await expect(first.locator("summary")).toContainText("Table 2: Hal vs Ann");
  await expect(first).toHaveAttribute("open", "");
  await expect(first.getByTestId("advice-summary")).toHaveText("Hal: a draw is enough; Ann: a draw is enough");
  // Ann's answers come first at her table.
  await expect(first.locator("dd").first()).toContainText("Ann:");
  await expect(panel.getByTestId("advice-table")).toHaveCount(8);
  expect(requested.filter((u) => /tiebreak-advice(_bg)?\.(js|wasm)$/.test(u)).length).toBe(2);
  expect(requested.filter((u) => u.includes("tiebreak-app"))).toEqual([]);
  await page.screenshot({ path: "screenshots/advice-phone.png", fullPage: true });
  expect(problems).toEqual([]);
});

test("offline before its first use, the panel says so, and it loads once the phone is online", async ({ browser }) => {
  const link = cli(["share", FILE, "--base", "http://127.0.0.1/", "--taken-at", "1764000000"]).trim();
  const hash = link.slice(link.indexOf("#"));
  // No service worker: the advice bundle has never been saved on this phone.
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/${hash}/p/0`);
  const panel = page.getByTestId("advice");
  await expect(panel).toBeVisible();
  await context.setOffline(true);
  await panel.getByTestId("advice-toggle").click();
  await expect(panel.getByTestId("advice-problem")).toHaveText(
    "The advice could not be loaded: this part of the app is not saved on this device yet and the network is off. Connect once and open it again.",
  );
  await context.setOffline(false);
  await panel.getByTestId("advice-toggle").click(); // Hide
  await panel.getByTestId("advice-toggle").click(); // Show: a new try
  await expect(panel.getByTestId("advice-table")).toHaveCount(8);
  await expect(panel.getByTestId("advice-problem")).toBeHidden();
  await context.close();
});
