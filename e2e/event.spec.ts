// A whole store event through the UI only: registration, four Swiss rounds paired by the app, a
// late entry, a drop, results from the keyboard, the timer, the printouts, and the final standings
// checked against the command-line tool on the exported event.
import { expect, test, type Page } from "@playwright/test";
import { mkdir, writeFile } from "node:fs/promises";
import { addPlayers, cli, createEvent, exportEvent, open, shoot } from "./helpers";

test.beforeAll(async () => {
  await mkdir("test-results", { recursive: true });
});

type Table = { a: string; b: string | null };

/** The tables of the round shown, in table order. */
async function tables(page: Page): Promise<Table[]> {
  const rows = page.locator("[data-testid=table-row]");
  const out: Table[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const a = await row.getByTestId("player-a").textContent();
    const b = (await row.getByTestId("player-b").count()) ? await row.getByTestId("player-b").textContent() : null;
    out.push({ a: a!, b });
  }
  return out;
}

const RESULTS = ["2-0", "2-1", "1-2", "0-2", "1-1-1", "21"];

test("an 11-player, 4-round event with a drop and a late entry, checked against the CLI", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await open(page);
  await createEvent(page, "Store championship", "4");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal", "Ivy", "Kim"]);

  for (let round = 1; round <= 4; round++) {
    if (round === 2) {
      // Lee arrives after round 1: a late entry, whose missed round counts as a loss.
      await page.getByTestId("tab-players").click();
      await page.getByTestId("player-name").fill("Lee");
      await page.getByTestId("player-name").press("Enter");
      await expect(page.getByTestId("late-entry")).toHaveText("entered in round 2");
    }
    if (round === 3) {
      // Kim drops after round 2.
      await page.getByTestId("tab-players").click();
      await page.getByTestId("player-row").filter({ hasText: "Kim" }).getByTestId("drop-player").click();
      await expect(page.getByTestId("player-row").filter({ hasText: "Kim" })).toContainText("dropped after round 2");
    }
    await page.getByTestId("tab-rounds").click();
    await expect(page.getByTestId("round-status")).toContainText(`Round ${round} is not paired yet`);

    // The CLI pairs the exported event the same way as the app.
    const before = await exportEvent(page, `event-before-round-${round}`);
    const expected = JSON.parse(cli(["pair", before, "--format", "json"])) as { table: number; a: string; b: string | null }[];

    await page.getByTestId("pair-round").click();
    await expect(page.getByTestId("round-status")).toContainText(`Round ${round}: 0 of`);
    const seated = await tables(page);
    expect(seated).toEqual(expected.map((t) => ({ a: t.a, b: t.b })));
    const active = round === 1 ? 10 : round === 2 ? 11 : 10;
    expect(seated.flatMap((t) => (t.b ? [t.a, t.b] : [t.a])).sort()).toHaveLength(active);
    if (round >= 3) expect(seated.flatMap((t) => [t.a, t.b])).not.toContain("Kim");
    await expect(page.getByTestId("seat")).toHaveCount(active);
    await expect(page.getByTestId("rematch-warning")).toBeHidden();
    if (round === 2) {
      expect(seated[seated.length - 1].b).toBeNull();
      await expect(page.getByTestId("table-row").last()).toContainText("Bye");
    }

    // Results from the keyboard, table by table; the finish button refuses a missing one first.
    const inputs = page.getByTestId("result-input");
    const matches = await inputs.count();
    if (round === 1) {
      await page.getByTestId("timer-start").click();
      await expect(page.getByTestId("timer-clock")).toHaveText(/^(50:00|49:5\d)$/);
      // The timer keeps running across a reload.
      await page.reload();
      await expect(page.getByTestId("timer-clock")).toHaveText(/^(50:00|49:[0-5]\d)$/);
      await expect(page.getByTestId("timer-state")).toHaveText("left in round 1");
      // Paused, the clock stands still, also across a reload; resumed, it runs again.
      await page.getByTestId("timer-pause").click();
      await expect(page.getByTestId("timer-state")).toHaveText("paused");
      await expect(page.getByTestId("timer-pause")).toHaveText("Resume");
      const frozen = await page.getByTestId("timer-clock").textContent();
      await page.reload();
      await expect(page.getByTestId("timer-state")).toHaveText("paused");
      await page.waitForTimeout(1100);
      await expect(page.getByTestId("timer-clock")).toHaveText(frozen!);
      await page.getByTestId("timer-pause").click();
      await expect(page.getByTestId("timer-state")).toHaveText("left in round 1");
      await page.getByTestId("finish-round").click();
      await expect(page.getByTestId("round-error")).toHaveText(
        "round 1 is missing the result of tables 1, 2, 3, 4, 5: enter them first.",
      );
      await shoot(page, "round-paired");
    }
    for (let i = 0; i < matches; i++) {
      await inputs.nth(i).fill(RESULTS[(i + round) % RESULTS.length]);
      await inputs.nth(i).press("Enter");
    }
    await expect(page.getByTestId("round-status")).toContainText(`Round ${round}: ${matches} of ${matches} results in`);
    if (round === 4) await shoot(page, "round-done");
    await page.getByTestId("finish-round").click();
  }

  // Finishing the last planned round shows the final standings.
  await expect(page.getByTestId("notice")).toHaveText(/Round 4 is finished: these are the final standings\./);
  await expect(page.getByTestId("standings-row")).toHaveCount(11);
  const file = await exportEvent(page, "event-final");
  const rows = JSON.parse(cli(["standings", file, "--format", "json"])) as Record<string, unknown>[];
  expect(rows).toHaveLength(11);
  const shown = page.getByTestId("standings-row");
  for (let i = 0; i < rows.length; i++) {
    const row = shown.nth(i);
    const want = rows[i];
    await expect(row.getByTestId("rank")).toContainText(String(want.rank));
    await expect(row.getByTestId("name").locator("a")).toHaveText(String(want.name));
    await expect(row.getByTestId("points")).toHaveText(String(want.match_points));
    for (const code of ["omw", "gwp", "ogw"]) {
      await expect(row.getByTestId(code)).toHaveText(String(want[`${code}_display`]));
      // The exact fraction on hover: `2/3`, or `1` for 1/1.
      const exact = String(want[code]).replace(/^(\d+)\/1$/, "$1");
      await expect(row.getByTestId(code)).toHaveAttribute("title", exact);
    }
  }
  // Lee's missed round 1 is a loss with no opponent, and Kim's results still count.
  const lee = rows.find((r) => r.name === "Lee")!;
  expect(String(lee.record)).toMatch(/^\d+-\d+-\d+$/);
  expect(rows.find((r) => r.name === "Kim")!.dropped_after).toBe(2);
  expect(problems).toEqual([]);
});

/** Pages in a PDF made by Chromium. */
function pages(pdf: Buffer): number {
  const count = pdf.toString("latin1").match(/\/Type\s*\/Pages\b[^>]*\/Count (\d+)/);
  return count ? Number(count[1]) : 0;
}

test("the printouts of a 64-player round fit A4 and Letter with no app chrome", async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await open(page);
  // Round 1 of 64 players: table t is P(2t) against P(2t+1), the first player winning 2-1.
  const lines = ["round,player_a,player_b,a_wins,b_wins,draws"];
  for (let t = 0; t < 32; t++) lines.push(`1,Player ${String(2 * t + 1).padStart(2, "0")},Player ${String(2 * t + 2).padStart(2, "0")},2,1,0`);
  await writeFile("test-results/64.csv", lines.join("\n") + "\n");
  await page.getByTestId("import-file").setInputFiles("test-results/64.csv");
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("round-2").click();
  await page.getByTestId("pair-round").click();
  await expect(page.getByTestId("table-row")).toHaveCount(32);
  // Winners meet winners: table 1 seats two players on 3 points.
  await expect(page.getByTestId("table-row").first()).toContainText("3 pts");

  const want: [string, number][] = [["print-by-table", 1], ["print-by-name", 1], ["print-slips", 4]];
  for (const [button, count] of want) {
    await page.getByTestId(button).click();
    await expect(page.getByTestId("sheet-preview")).toBeVisible();
    if (button === "print-slips") await expect(page.locator(".sheet-preview .slip")).toHaveCount(32);
    await shoot(page, `sheet-${button.slice(6)}`);
    for (const format of ["A4", "Letter"]) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pages(pdf), `${button} on ${format}`).toBe(count);
    }
    // The printout is the sheet alone.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".app-header")).toBeHidden();
    await expect(page.getByTestId("tables")).toBeHidden();
    await expect(page.locator(".sheet-preview .sheet")).toBeVisible();
    await page.emulateMedia({ media: null });
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("sheet-preview")).toBeHidden();
  }
  await page.getByTestId("tab-standings").click();
  await page.getByTestId("print-standings").click();
  await expect(page.locator(".sheet-preview tbody tr")).toHaveCount(64);
  for (const format of ["A4", "Letter"]) {
    expect(pages(await page.pdf({ format })), `standings on ${format}`).toBe(1);
  }
  expect(problems).toEqual([]);
});

test("manual control: pair again, swap into a rematch and out, the seated-twice warning, a power-paired round", async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await open(page);
  await createEvent(page, "Manual control");
  await addPlayers(page, ["Ann", "Bo", "Cy", "Dee", "Eve", "Finn"]);
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("pair-round").click();
  const round1 = await tables(page);
  const inputs = page.getByTestId("result-input");
  for (let i = 0; i < 3; i++) {
    await inputs.nth(i).fill(["20", "21", "12"][i]);
    await inputs.nth(i).press("Enter");
  }
  await page.getByTestId("finish-round").click();
  await expect(page.getByTestId("round-status")).toHaveText("Round 2 is not paired yet: 6 players will play.");
  await page.getByTestId("pair-round").click();

  // Before any result, the round can be paired again; no rematch either way.
  await expect(page.getByTestId("repair-round")).toBeVisible();
  await page.getByTestId("repair-round").click();
  await expect(page.getByTestId("rematch-warning")).toBeHidden();
  const round2 = await tables(page);

  // Swap table 1's player B with player A's round-1 opponent: table 1 becomes a rematch.
  const x = round2[0].a;
  const met = round1.find((t) => t.a === x || t.b === x)!;
  const z = met.a === x ? met.b! : met.a;
  await page.locator("[data-testid=by-hand] summary").click();
  await page.getByTestId("swap-a").selectOption({ label: `${round2[0].b} (table 1)` });
  const zTable = round2.findIndex((t) => t.a === z || t.b === z) + 1;
  await page.getByTestId("swap-b").selectOption({ label: `${z} (table ${zTable})` });
  await page.getByTestId("swap").click();
  await expect(page.getByTestId("rematch-warning")).toHaveText(
    "Rematch: table 1 (they met in round 1). Swap players below, or pair the round again, to avoid it.",
  );
  await expect(page.getByTestId("table-row").first().getByTestId("player-b")).toHaveText(z);
  await shoot(page, "round-rematch");
  // Swapping back removes it.
  await page.getByTestId("swap-a").selectOption({ label: `${z} (table 1)` });
  await page.getByTestId("swap-b").selectOption({ label: `${round2[0].b} (table ${zTable})` });
  await page.getByTestId("swap").click();
  await expect(page.getByTestId("rematch-warning")).toBeHidden();

  // Picking a seated player to pair by hand warns before anything is added.
  await page.getByTestId("pick-a").selectOption({ label: `${x} (table 1)` });
  await expect(page.getByTestId("pick-warning")).toHaveText(
    `${x} already plays at table 1 of round 2: a player cannot be paired twice. Remove that table or swap instead.`,
  );
  await page.getByTestId("pick-b").selectOption("bye");
  await page.getByTestId("add-table").click();
  await expect(page.getByTestId("round-error")).toHaveText(`${x} is paired twice in round 2.`);
  await expect(page.getByTestId("table-row")).toHaveCount(3);

  // Once a result is in, pairing again is no longer offered.
  await inputs.nth(0).fill("20");
  await inputs.nth(0).press("Enter");
  await expect(page.getByTestId("repair-round")).toBeHidden();
  for (let i = 1; i < 3; i++) {
    await inputs.nth(i).fill("21");
    await inputs.nth(i).press("Enter");
  }
  await page.getByTestId("finish-round").click();

  // The last round, power-paired: 1 v 2, 3 v 4, 5 v 6 down the standings.
  await page.getByTestId("tab-standings").click();
  const order = await page.locator("[data-testid=standings-row] [data-testid=name] a").allTextContents();
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("power-pair").check();
  await page.getByTestId("pair-round").click();
  expect(await tables(page)).toEqual([
    { a: order[0], b: order[1] },
    { a: order[2], b: order[3] },
    { a: order[4], b: order[5] },
  ]);
  expect(problems).toEqual([]);
});
