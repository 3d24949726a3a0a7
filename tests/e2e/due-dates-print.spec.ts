import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { dueDatesText } from "../../app/content/due-dates";
import { expect, gotoHydrated, test } from "./fixtures";

// The printable area of an A4 sheet turned sideways with the page's 12 mm margins (273 x 186 mm at 96 px an inch).
const sheet = { width: 1032, height: 703 };
test.use({ viewport: sheet });

async function openGstForPrint(page: Page) {
  await gotoHydrated(page, "/due-dates?law=GST");
  await expect(page.getByText(/^Showing \d+ of \d+ due dates$/)).toBeVisible();
  await page.emulateMedia({ media: "print" });
}

test("the printed table fits the sheet with a readable description column", async ({ page }) => {
  await openGstForPrint(page);
  const table = page.getByRole("table", { name: dueDatesText.tableCaption });
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(sheet.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    sheet.width,
  );
  const description = (await table
    .getByRole("columnheader", { name: dueDatesText.columns.description })
    .boundingBox())!;
  expect(description.width / box.width).toBeGreaterThanOrEqual(0.25);
  // Every column is wide enough for a few words of text.
  for (const header of await table.getByRole("columnheader").all())
    expect((await header.boundingBox())!.width, await header.innerText()).toBeGreaterThan(80);
});

test("what prints: the financial year and date once, no controls", async ({ page }) => {
  await openGstForPrint(page);
  // Case-sensitive: descriptions speak of "the previous financial year".
  await expect(
    page.getByText(new RegExp(dueDatesText.financialYear)).filter({ visible: true }),
  ).toHaveCount(1);
  await expect(
    page.getByText(new RegExp(dueDatesText.lastUpdated)).filter({ visible: true }),
  ).toHaveCount(1);
  await expect(
    page.getByText(`${dueDatesText.printFilters}: ${dueDatesText.lawLabel}: GST`),
  ).toBeVisible();
  for (const role of ["textbox", "combobox", "searchbox"] as const)
    await expect(page.getByRole(role).filter({ visible: true }), role).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: /to your calendar/ }).filter({ visible: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: dueDatesText.calendarLink }).filter({ visible: true }),
  ).toHaveCount(0);
});

test("the printout is A4 landscape, with the financial year once", async ({ page }) => {
  await openGstForPrint(page);
  // The page's own @page size, as the browser's print dialog would use it.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { width, height } = (await doc.getPage(1)).getViewport({ scale: 1 });
  expect([Math.round(width), Math.round(height)]).toEqual([842, 595]); // A4 landscape, in points
  const { text } = await extractText(doc, { mergePages: true });
  expect(text.match(new RegExp(dueDatesText.financialYear, "g"))).toHaveLength(1);
  expect(text).toContain(dueDatesText.columns.description);
});
