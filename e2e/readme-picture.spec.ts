// The README's picture (scripts/readme-picture.sh): a player's breakdown, from a test event, so
// that it can be made again after the app changes. It runs only when the script asks for it
// (README_PICTURE=1): the tests never write into docs/.
import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("the README's picture: Mariano's breakdown in the pod scenario", async ({ page }) => {
  test.skip(!process.env.README_PICTURE, "made by scripts/readme-picture.sh");
  await page.setViewportSize({ width: 1000, height: 760 });
  const problems = await open(page);
  await page.getByTestId("import-file").setInputFiles("tests/data/pod-scenario-2.csv");
  await page.getByRole("link", { name: "Mariano" }).click();
  await expect(page.getByTestId("player-title")).toHaveText("Mariano");
  // The floor raising an opponent's value, and the exact fraction behind the rounded figure.
  const omw = page.getByTestId("figure-omw");
  await expect(omw.getByTestId("figure-exact")).toHaveText(" = 133/300");
  // The opponents' match-win %: each opponent, the floor raising one, and every step to the figure.
  const box = (await omw.boundingBox())!;
  const clip = { x: box.x - 24, y: box.y - 8, width: box.width + 48, height: box.height + 16 };
  await page.screenshot({ path: "docs/breakdown.png", fullPage: true, clip });
  expect(problems).toEqual([]);
});
