import fs from "node:fs";
import { dueDatesDataUrl } from "../../app/lib/compliance-constants";
import { expect, gotoHydrated, pagesWithReact, test } from "./fixtures";

/*
 * Publishing is a rebuild (docs/decisions/032-publishing-is-a-rebuild.md): every page that shows the due dates
 * shows the data the site was built with. A data file replaced on the host alone changes none of them, so no two
 * pages can disagree.
 */

const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")) as {
  dueDates: Record<string, { form: string }[]>;
};
/** Every entry; the table with no law chosen holds the national laws' (a State's law shows when chosen). */
const ALL = Object.values(published.dueDates).flat().length;
const TOTAL = Object.entries(published.dueDates)
  .filter(([law]) => !law.startsWith("State Laws: "))
  .flatMap(([, items]) => items).length;
const MARK = "REPLACED ON THE HOST";
/** The published file with every form renamed and one entry gone: any page that read it would show the mark. */
const replaced = structuredClone(published);
for (const items of Object.values(replaced.dueDates))
  for (const item of items) item.form = `${MARK} ${item.form}`;
Object.values(replaced.dueDates)[0]!.pop();

const pagesWithData = [
  "/",
  "/te",
  "/due-dates",
  "/te/due-dates",
  "/due-dates/plan?entity=private-limited-company&gst=monthly",
  "/te/due-dates/plan",
];

test("a data file replaced on the host alone changes no page: every page shows the data it was built with", async ({
  page,
  context,
}) => {
  const dataRequests: string[] = [];
  await context.route(`**${dueDatesDataUrl}*`, (route) => {
    dataRequests.push(route.request().url());
    return route.fulfill({ json: replaced });
  });
  for (const path of pagesWithData) {
    if (pagesWithReact.includes(path.split("?")[0]!)) await gotoHydrated(page, path);
    else await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main"), path).not.toContainText(MARK);
    await expect(page.locator("main"), path).toContainText(/GSTR|ITR|TDS|AOC|MGT|DIR|Form/);
  }
  await gotoHydrated(page, "/due-dates");
  await expect(page.getByText(`Showing ${TOTAL} of ${ALL} due dates`)).toBeVisible();
  await expect(page.locator("tbody tr:has(> th[scope=row])")).toHaveCount(TOTAL);
  // The planner's WhatsApp text and calendar file are written from the same data.
  await gotoHydrated(page, pagesWithData[4]!);
  const row = page.locator(".plan-row").first();
  await expect(row).not.toContainText(MARK);
  const whatsapp = await page
    .getByRole("link", { name: /Ask us about my plan on WhatsApp/ })
    .getAttribute("href");
  expect(decodeURIComponent(whatsapp ?? "")).not.toContain(MARK);
  expect(dataRequests, "public pages that fetched the data file").toEqual([]);
});
