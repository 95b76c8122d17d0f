// A player's phone shows what the organizer's screen shows (issue 39, item 4): the players' link
// of an imported Melee event (link version 6) opened on a phone, for the player whose match the
// file lacks: Melee's published record and points beside the computed ones, the platform, the
// preset, and the file's gap in the organizer's sentence. The phone view draws the event at once;
// what Melee published is drawn by the import bundle, which it loads for a version 6 link.
import { type Browser, expect, test } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { cli, SCREENSHOTS } from "./helpers";

const ARCHIVE = "tests/data/real-events/melee-archive/2025-232537.json";
const LOST_BYE = "tests/data/real-events/melee-archive/2026-425068.json";

/** A players' link opened on a 390 px phone, served from `baseURL`. */
async function openOnPhone(browser: Browser, baseURL: string | undefined, link: string) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`${baseURL}/${link.slice(link.indexOf("#"))}`);
  return { phone, page };
}

test("a phone opens an archive event's link and sees Melee's published figures and the gap", async ({ browser, baseURL }) => {
  // The CLI is built by `cargo run` on its first call.
  test.setTimeout(180_000);
  await mkdir(SCREENSHOTS, { recursive: true });
  const link = cli(["share", ARCHIVE, "--taken-at", "1764000000"]).trim();
  // This event's link carries every figure within a QR code's limit.
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/v\/6\/[A-Za-z0-9_-]+$/);
  const { phone, page } = await openOnPhone(browser, baseURL, link);
  await expect(page.getByTestId("view-platform")).toHaveText("Published by Melee · computed under melee");
  await expect(page.getByTestId("view-preset")).toHaveText("melee");
  await expect(page.getByTestId("view-published-summary")).toContainText(
    "10 of the 16 players Melee published cannot be checked; under melee, no figure the file can check differs.",
  );
  await expect(page.getByTestId("view-verdicts-only")).toHaveCount(0);
  await page.getByTestId("find-name").fill("Player 003");
  await page.getByTestId("find-name").press("Enter");
  await expect(page.getByTestId("player-title")).toHaveText("Player 003");
  const mine = page.getByTestId("view-published");
  await expect(mine.getByTestId("view-published-record")).toHaveText("3-2-0");
  await expect(mine.getByTestId("view-published-points")).toHaveText("9≠");
  await expect(mine.getByTestId("view-published-omw")).toHaveText("65.33333%≠");
  await expect(mine.getByTestId("view-published-gw")).toContainText("50");
  await expect(mine.getByTestId("view-published-gw")).toContainText("≠");
  await expect(mine.getByTestId("view-gap")).toHaveText(
    "Depends on a match the file lacks (the player's own): these figures cannot be checked against the file. Player 003: Melee published 3-2-0 (9 points); the file's rounds give 2-2-0 (6 points).",
  );
  await expect(mine).toContainText("2-2-0");
  // The standings carry the organizer's marks: Player 003's gap, and the muted ≠ on their points, OMW, GW and OGW.
  const row = page.getByTestId("view-standings-row").filter({ hasText: "Player 003" });
  await expect(row.getByTestId("gap-mark")).toHaveCount(1);
  await expect(row.getByTestId("differs-gap")).toHaveCount(4);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/published-phone-390.png` });
  await page.screenshot({ path: `${SCREENSHOTS}/published-phone-390-full.png`, fullPage: true });
  await phone.close();
});

/** A bye Melee records 0-2-0 travels in the link (version 8) as a round lost with no opponent:
 * Player 054's phone shows 1-4-0 and 3 points, as Melee published, and no gap. */
test("a phone's link keeps a bye recorded as a loss", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const link = cli(["share", LOST_BYE, "--taken-at", "1764000000"]).trim();
  // With every figure this event's link passes a QR code's limit: it carries the verdicts.
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/v\/8\/[A-Za-z0-9_-]+$/);
  const { phone, page } = await openOnPhone(browser, baseURL, link);
  await expect(page.getByTestId("view-published-summary")).toHaveText(
    "Every figure of the 75 players Melee published agrees under melee.",
  );
  await expect(page.getByTestId("view-verdicts-only")).toHaveText(
    "This link says whether each published percentage agrees, not the figure itself: with every figure it would be too long for a QR code.",
  );
  await page.getByTestId("find-name").fill("Player 054");
  await page.getByTestId("find-name").press("Enter");
  const mine = page.getByTestId("view-published");
  await expect(mine.getByTestId("view-published-record")).toHaveText("1-4-0");
  await expect(mine.getByTestId("view-published-points")).toHaveText("3");
  await expect(mine.getByTestId("view-published-gw")).toHaveText("agrees");
  await expect(mine.getByTestId("view-gap")).toHaveCount(0);
  await expect(mine).toContainText("1-4-0");
  await phone.close();
});
