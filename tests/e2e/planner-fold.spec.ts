import type { Page } from "@playwright/test";
import { getDocumentProxy } from "unpdf";
import { site } from "../../app/config/site";
import { plannerText as en } from "../../app/content/planner";
import { plannerText as te } from "../../app/content/te/planner";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

/*
 * The plan's list with each recurring filing folded into one row that opens to its dates, the questions that would
 * date what the planner cannot, and the plan's printout: a compact table of about three A4 pages.
 */

/** A private company in Telangana with monthly GST, TDS, PF, ESI and professional tax: the longest usual plan. */
const COMPANY =
  "?entity=private-limited-company&state=telangana&gst=monthly&turnover=2-5&reg=tds,tds-salary,pf,esi,pt";

test.use({ viewport: { width: 390, height: 844 } });

test("an LLP's plan made from an empty form folds its recurring filings into rows that open to their dates from the keyboard", async ({
  page,
}) => {
  await gotoHydrated(page, "/due-dates/plan");
  await page.getByRole("button", { name: en.startEmpty }).click();
  await page.getByLabel("Type of business").selectOption("LLP (Limited Liability Partnership)");
  await page.getByLabel("GST", { exact: true }).selectOption("monthly");
  await expect(page).toHaveURL(/entity=llp-limited-liability-partnership/);
  const summary = await page.getByText(/^\d+ deadlines from/).textContent();
  const deadlines = Number(summary!.split(" ")[0]);
  const rows = page.locator(".plan-row");
  // Fewer rows than deadlines: GSTR-3B's twelve dates are one row.
  expect(await rows.count()).toBeLessThan(deadlines);
  const gstr3b = rows.filter({ has: page.locator("h4", { hasText: /^GSTR-3B$/ }) });
  await expect(gstr3b).toHaveCount(1);
  await expect(gstr3b.locator("[data-fold-schedule]")).toHaveText(
    /of every month.*, 12 in the plan$/,
  );
  // Every date of the plan is in a row: a one-off row's own, or a recurring row's list.
  const dated = await page.locator(".plan-row:not(:has(.plan-date)), .plan-row .plan-date").count();
  expect(dated).toBe(deadlines);

  const dates = gstr3b.locator(".plan-dates");
  await expect(dates.locator(".plan-date").first()).toBeHidden();
  await dates.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(dates).toHaveAttribute("open", "");
  await expect(dates.locator(".plan-date")).toHaveCount(12);
  const first = dates.locator(".plan-date").first();
  await expect(first.locator("time")).toBeVisible();
  await expect(first.getByRole("button", { name: /^Add to calendar: GSTR-3B due / })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'also check' asks the one question that would date a filing, with its date from the data", async ({
  page,
}) => {
  await gotoHydrated(page, `/due-dates/plan${COMPANY}`);
  const checks = page.locator("section[aria-labelledby='plan-checks-title']");
  const dpt3 = checks.locator("li", { hasText: "DPT-3" }).locator("[data-check-question]");
  await expect(dpt3).toContainText(en.checkQuestions["dpt-3"]!);
  await expect(dpt3).toContainText(/Then DPT-3 is due 30 June \d{4}\./);
  // A filing due after an event has no date one answer would give: no question.
  await expect(
    checks.locator("li", { hasText: "CHG-1" }).locator("[data-check-question]"),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});

async function printedPages(page: Page) {
  await page.emulateMedia({ media: "print" });
  // The page's own @page size (A4), as the browser's print dialog would use it.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  return (await getDocumentProxy(new Uint8Array(pdf))).numPages;
}

for (const [lang, words] of [
  ["en", en],
  ["te", te],
] as const) {
  test(`the printed plan of a Telangana company with employees fits in about three A4 pages (${lang})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${lang === "te" ? "/te" : ""}/due-dates/plan${COMPANY}`);
    await page.emulateMedia({ media: "print" });
    // The sheet's head: the firm's name and phone, and the day it was printed.
    const head = page.locator("p", { hasText: words.printTitle }).filter({ visible: true });
    await expect(head).toContainText(site.phone.display);
    await expect(page.getByText(site.name, { exact: true }).filter({ visible: true })).toHaveCount(
      1,
    );
    const table = page.locator(".plan-print table");
    await expect(table).toBeVisible();
    expect(await table.locator("tbody tr").count()).toBe(await page.locator(".plan-row").count());
    await expect(page.locator(".plan-row").first()).toBeHidden();
    expect(await printedPages(page)).toBeLessThanOrEqual(4);
  });
}
