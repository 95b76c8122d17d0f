// Players' phones: the organizer publishes a link (and its QR code); a phone with empty storage
// opens it, finds a player, and sees the same exact fractions as `tiebreak standings --format
// json` on the exported event; the phone reloads offline and still shows it; a damaged link shows
// a sentence and a way back.
import { devices, expect, test, type Page } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { addPlayers, cli, createEvent, exportEvent, open, SCREENSHOTS, shoot } from "./helpers";

test.beforeAll(async () => {
  await mkdir("test-results", { recursive: true });
  await mkdir(SCREENSHOTS, { recursive: true });
});


const NAMES = ["Ann Archer", "Bo Baker", "Cy Carter", "Dee Dunn", "Eve Evans", "Finn Ford", "Gus Grant", "Hal Hayes", "Ivy Irwin"];
const RESULTS = ["21", "20", "12", "02", "111", "21", "20"];

/** Pairs the next round and enters `count` results from the keyboard. */
async function playRound(page: Page, round: number, count: number | "all") {
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("pair-round").click();
  await expect(page.getByTestId("round-status")).toContainText(`Round ${round}: 0 of`);
  const inputs = page.getByTestId("result-input");
  const n = count === "all" ? await inputs.count() : count;
  for (let i = 0; i < n; i++) {
    await inputs.nth(i).fill(RESULTS[(i + round) % RESULTS.length]);
    await inputs.nth(i).press("Enter");
  }
  if (count === "all") await page.getByTestId("finish-round").click();
}

type Row = Record<string, string | number | null>;

/** The breakdown's ` = 20711/33600` for a CLI fraction (`1` for `1/1`), whole. */
function exactText(fraction: string | number | null): RegExp {
  const exact = String(fraction).replace(/^(\d+)\/1$/, "$1");
  return new RegExp(`^\\s*=\\s*${exact.replace("/", "\\/")}$`);
}

test("a phone opens the organizer's link, finds a player and sees the CLI's exact fractions, also offline", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const problems = await open(page);
  await createEvent(page, "Friday <b>Modern</b>", "3");
  await addPlayers(page, NAMES);
  await playRound(page, 1, "all");
  await playRound(page, 2, "all");
  // Round 3 is paired and two results are in: the phone must show round 3's tables.
  await playRound(page, 3, 2);

  // The round view's QR code, full screen, with the link.
  await page.getByTestId("show-qr").click();
  await expect(page.getByTestId("share-panel")).toBeVisible();
  await expect(page.getByTestId("close-qr")).toBeFocused();
  await expect(page.getByTestId("share-heading")).toHaveText("Round 3: scan for your table, your standing and your tiebreakers");
  await expect(page.getByTestId("share-qr").locator("svg")).toBeVisible();
  const link = await page.getByTestId("share-link").inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/v\/1\/[A-Za-z0-9_-]+$/);
  await page.screenshot({ path: `${SCREENSHOTS}/share-full-desktop.png` });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("share-panel")).toBeHidden();

  // The exported event, through the CLI: the exact figures the phone must show. The CLI reads the
  // same link back too (`tiebreak share` writes it from the same core).
  const file = await exportEvent(page, "phone-event");
  const rows = JSON.parse(cli(["standings", file, "--format", "json"])) as Row[];
  expect(rows).toHaveLength(NAMES.length);

  // A phone: a second context with empty storage, a phone's viewport and user agent.
  const phoneContext = await browser.newContext({ ...devices["Pixel 7"] });
  const phone = await phoneContext.newPage();
  const requested: string[] = [];
  phone.on("request", (r) => requested.push(r.url()));
  const phoneProblems = await open(phone, link);
  expect(await phone.evaluate(() => localStorage.length)).toBe(0);
  await expect(phone.getByTestId("view-title")).toHaveText("Friday <b>Modern</b>");
  await expect(phone.getByTestId("view-round")).toContainText("Round 3 of 3 is being played: 2 of 4 results in, and a bye.");
  await expect(phone.getByTestId("view-taken")).toContainText("Snapshot taken ");
  await expect(phone.getByTestId("view-standings-row")).toHaveCount(NAMES.length);
  await expect(phone.getByTestId("seat")).toHaveCount(NAMES.length);
  await phone.screenshot({ path: `${SCREENSHOTS}/phone-view-phone.png`, fullPage: true });

  // Find a player by a few letters: the third in the standings, so that someone is above them.
  const who = String(rows[2].name);
  await phone.getByTestId("find-name").fill(who.slice(0, 3).toLowerCase());
  await phone.getByTestId("match").filter({ hasText: who }).click();
  await expect(phone.getByTestId("player-title")).toHaveText(who);
  await expect(phone.getByTestId("my-table-number")).toHaveText(/^(Table \d+|Bye: no table)$/);
  await expect(phone.getByTestId("my-standing")).toContainText(`Rank 3 of ${NAMES.length} · record ${rows[2].record} · ${rows[2].match_points} pt`);
  for (const code of ["omw", "gwp", "ogw"]) {
    const figure = phone.getByTestId(`figure-${code}`);
    await expect(figure.getByTestId("figure-value")).toHaveText(String(rows[2][`${code}_display`]));
    await expect(figure.getByTestId("figure-exact")).toHaveText(exactText(rows[2][code]));
  }
  await phone.screenshot({ path: `${SCREENSHOTS}/phone-player-phone.png`, fullPage: true });

  // Why am I below the leader? The first figure that separates us, with both exact fractions.
  const leader = String(rows[0].name);
  const option = phone.getByTestId("why-other").locator("option", { hasText: leader });
  await phone.getByTestId("why-other").selectOption({ value: (await option.getAttribute("value"))! });
  await expect(phone.getByTestId("why-sentence")).toContainText(`${leader} (rank 1) is above ${who} (rank 3) on `);
  await expect(phone.getByTestId("why-higher")).toHaveText(leader);
  await phone.getByTestId("why-higher").click();
  await expect(phone.getByTestId("player-title")).toHaveText(leader);
  // A tapped name opens its page at once, and each page is a step in the phone's history: Back and
  // Forward walk them, to the link's first page and back.
  const leaderUrl = phone.url();
  expect(leaderUrl).toMatch(/#\/v\/1\/.+\/p\/\d+$/);
  await phone.goBack();
  await expect(phone.getByTestId("player-title")).toHaveText(who);
  await phone.goBack();
  await expect(phone.getByTestId("player-title")).toHaveCount(0);
  await expect(phone.getByTestId("view-standings-row")).toHaveCount(NAMES.length);
  // A click with a modifier key is left to the browser (a new tab): this page stays as it is.
  const firstPage = phone.url();
  await phone.getByTestId("view-standings-row").first().locator("a").click({ modifiers: ["ControlOrMeta"] });
  expect(phone.url()).toBe(firstPage);
  await expect(phone.getByTestId("player-title")).toHaveCount(0);
  for (const other of phoneContext.pages().filter((p) => p !== phone)) await other.close();
  await phone.goForward();
  await expect(phone.getByTestId("player-title")).toHaveText(who);
  await phone.goForward();
  await expect(phone.getByTestId("player-title")).toHaveText(leader);
  expect(phone.url()).toBe(leaderUrl);
  // Their own name in the standings is the page already shown: no new step in the history.
  await expect(phone.getByTestId("view-standings-row")).toHaveCount(NAMES.length);
  const steps = await phone.evaluate(() => history.length);
  await phone.locator("tr.me[data-testid=view-standings-row] a").click();
  expect(await phone.evaluate(() => history.length)).toBe(steps);
  await expect(phone.getByTestId("player-title")).toHaveText(leader);

  // Offline: the service worker serves the app, and the link carries the event.
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await phone.reload();
  await expect(phone.getByTestId("player-title")).toHaveText(leader);
  await phoneContext.setOffline(true);
  await phone.reload();
  await expect(phone.getByTestId("player-title")).toHaveText(leader);
  await expect(phone.getByTestId("figure-omw").getByTestId("figure-exact")).toHaveText(exactText(rows[0].omw));
  await phoneContext.setOffline(false);
  // Nothing from the link was stored.
  expect(await phone.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("tiebreak.event.")))).toEqual([]);

  // The phone downloaded, and keeps offline, the phone view's bundle and never the organizer's.
  expect(requested.filter((u) => /tiebreak-view_bg\.wasm$/.test(u)).length).toBeGreaterThan(0);
  expect(requested.filter((u) => /tiebreak-app/.test(u))).toEqual([]);
  const cached = await phone.evaluate(async () =>
    (await (await caches.open("tiebreak-v4")).keys()).map((r) => r.url),
  );
  expect(cached.filter((u) => /tiebreak-view(_bg\.wasm|\.js)$/.test(u))).toHaveLength(2);
  expect(cached.filter((u) => /tiebreak-app/.test(u))).toEqual([]);

  // From the keyboard: a few letters in any case, then Enter, opens the first name found.
  await phone.getByTestId("find-name").fill(" GRANT");
  await expect(phone.getByTestId("match")).toHaveText(["Gus Grant"]);
  await phone.getByTestId("find-name").press("Enter");
  await expect(phone.getByTestId("player-title")).toHaveText("Gus Grant");
  await expect(phone.getByTestId("match")).toHaveCount(0);

  // A damaged link: a sentence and a way back, never a blank page.
  const cut = link.slice(0, link.length - 25);
  await phone.goto(cut);
  await expect(phone.getByTestId("view-error-message")).toContainText("This link is damaged");
  await expect(phone.getByTestId("view-home")).toBeVisible();
  await phone.screenshot({ path: `${SCREENSHOTS}/phone-error-phone.png`, fullPage: true });
  await phone.goto(link.replace("#/v/1/", "#/v/11/")); // one past LinkVersion::NEWEST
  await expect(phone.getByTestId("view-error-message")).toContainText("This link was made by a newer Tiebreak");

  // "Save a copy on this phone" is the only way the event is stored.
  await phone.goto(link);
  // The phone view's bundle hands the link to the organizer's app, which saves it and opens it.
  await phone.getByTestId("save-copy").click();
  await expect(phone.getByTestId("notice")).toHaveText(/^Saved “Friday <b>Modern<\/b> \(copy from a link\)” on this device from a players' link\./);
  await expect(phone.getByTestId("event-title")).toHaveText("Friday <b>Modern</b> (copy from a link)");
  await expect(phone.getByTestId("standings-row")).toHaveCount(NAMES.length);
  await expect(phone.getByTestId("standings-row").first().getByTestId("name").locator("a")).toHaveText(leader);
  expect(await phone.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("tiebreak.event.")).length)).toBe(1);
  expect(await phone.evaluate(() => localStorage.getItem("tiebreak.incoming"))).toBeNull();

  expect(phoneProblems.filter((p) => !p.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  await phoneContext.close();
  expect(problems).toEqual([]);
});

test("the standings tab and the printouts carry the QR code and the link", async ({ page }) => {
  const problems = await open(page);
  await createEvent(page, "Thursday Pauper", "3");
  await addPlayers(page, NAMES.slice(0, 8));
  await playRound(page, 1, "all");
  await page.getByTestId("tab-standings").click();
  await expect(page.getByTestId("share-panel")).toBeVisible();
  await expect(page.getByTestId("share-qr").locator("svg")).toBeVisible();
  // The address players open is set once; a bad one is refused with a sentence.
  await page.locator("details.share-base summary").click();
  await page.getByTestId("share-base").fill("ftp://store");
  await page.getByTestId("share-base").press("Enter");
  await expect(page.locator(".share-base .error")).toContainText("is not a web address");
  await page.getByTestId("share-base").fill("http://192.168.1.20:8080/");
  await page.getByTestId("share-base").press("Enter");
  await expect(page.getByTestId("share-link")).toHaveValue(/^http:\/\/192\.168\.1\.20:8080\/#\/v\/1\//);
  await expect(page.getByTestId("share-loopback")).toBeHidden();
  await shoot(page, "standings-share");
  await page.getByTestId("print-standings").click();
  await expect(page.locator(".sheet-preview [data-testid=share-block] svg")).toBeVisible();
  await expect(page.locator(".sheet-preview [data-testid=share-link]")).toHaveText(/^http:\/\/192\.168\.1\.20:8080\/#\/v\/1\//);
  await page.keyboard.press("Escape");
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("round-2").click();
  await page.getByTestId("pair-round").click();
  for (const button of ["print-by-table", "print-by-name"]) {
    await page.getByTestId(button).click();
    await expect(page.locator(".sheet-preview [data-testid=share-block] svg")).toBeVisible();
    await page.keyboard.press("Escape");
  }
  await page.getByTestId("print-by-table").click();
  await shoot(page, "sheet-by-table-share");
  await page.keyboard.press("Escape");
  // The organizer's breakdown page asks "why am I below X?" too.
  await page.getByTestId("tab-standings").click();
  await page.getByTestId("standings-row").nth(1).getByTestId("name").locator("a").click();
  const first = await page.getByTestId("why-other").locator("option").nth(1).getAttribute("value");
  await page.getByTestId("why-other").selectOption({ value: first! });
  await expect(page.getByTestId("why-sentence")).toContainText("(rank 1) is above");
  await shoot(page, "breakdown-why");
  expect(problems).toEqual([]);
});

test("saving a copy offline, before the organizer's app is on the phone, says so and saves it once online", async ({ browser, page }) => {
  await open(page);
  await createEvent(page, "Offline copy", "3");
  await addPlayers(page, NAMES.slice(0, 4));
  await playRound(page, 1, "all");
  await page.getByTestId("tab-rounds").click();
  await page.getByTestId("show-qr").click();
  await expect(page.getByTestId("share-link")).toHaveValue(/#\/v\/1\//);
  const link = await page.getByTestId("share-link").inputValue();

  const phoneContext = await browser.newContext({ ...devices["Pixel 7"] });
  const phone = await phoneContext.newPage();
  await open(phone, link);
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await phone.reload();
  await expect.poll(() => phone.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await phoneContext.setOffline(true);
  await phone.getByTestId("save-copy").click();
  await expect(phone.getByTestId("load-failed")).toContainText("Tiebreak could not start: this part of the app is not saved on this device yet");
  await phoneContext.setOffline(false);
  await phone.reload();
  await expect(phone.getByTestId("event-title")).toHaveText("Offline copy (copy from a link)");
  await expect(phone.getByTestId("standings-row")).toHaveCount(4);
  await phoneContext.close();
});
