import {
  checklistPageText,
  incorporationChecklists,
} from "../../app/content/incorporation-checklists";
import { CHECKLIST_STORAGE_KEY } from "../../app/features/incorporations/checklist-ticks";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const path = "/services/incorporations/llp/checklist";
const [first, second] = incorporationChecklists.llp.categories[0]!.items;

test("a founder ticks documents on a checklist, by keyboard too, and the ticks survive a reload and show in Telugu", async ({
  page,
}) => {
  await page.goto(path);
  await expect(page.getByText(checklistPageText.ticksNote)).toBeVisible();
  const box = (name: string) => page.getByRole("checkbox", { name, exact: true });
  await expect(box(first!)).not.toBeChecked();
  await box(first!).click();
  await box(second!).focus();
  await page.keyboard.press("Space");
  await expect(box(second!)).toBeChecked();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(box(first!)).toBeChecked();
  await expect(box(second!)).toBeChecked();
  expect(
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CHECKLIST_STORAGE_KEY))!),
  ).toEqual(["llp:0.0", "llp:0.1"]);

  // Unticked, it stays unticked; the Telugu checklist holds the same ticks.
  await box(first!).click();
  await page.reload();
  await expect(box(first!)).not.toBeChecked();
  await page.goto(`/te${path}`);
  await expect(page.locator('input[data-tick="llp:0.1"]')).toBeChecked();
  await expect(page.locator('input[data-tick="llp:0.0"]')).not.toBeChecked();
});

test("without a script the checklist still reads, and its boxes still tick", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const box = page.getByRole("checkbox", { name: first!, exact: true });
  await box.click();
  await expect(box).toBeChecked();
  await context.close();
});
