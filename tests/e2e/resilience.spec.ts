import fs from "node:fs";
import type { Page, Route } from "@playwright/test";
import { errorText, loadNoticeText } from "../../app/content/errors";
import * as teluguErrors from "../../app/content/te/errors";
import { dueDatesNoticesText } from "../../app/content/due-dates-notices";
import { STALL_MS } from "../../app/browser/react-router-bootstrap";
import { expect, gotoHydrated, pagesWithReact, test, waitForHydration } from "./fixtures";

/*
 * What a network, a deploy or a device clock can do to a page with React: the page stays readable and usable, or
 * says honestly what does not work (docs/decisions/031-runtime-resilience.md, 030-loader-data-files.md).
 */

const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
// The table with no law chosen: the national laws' entries (a State's law shows when chosen).
const TOTAL = Object.entries(published.dueDates as Record<string, unknown[]>)
  .filter(([law]) => !law.startsWith("State Laws: "))
  .flatMap(([, items]) => items).length;

/** What a host, a proxy or a deploy may answer in place of a file. */
const faults: Record<string, (route: Route) => Promise<void>> = {
  "a 404 (a deploy removed it)": (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not found</h1>" }),
  "a file cut in half": async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.slice(0, body.length / 2) });
  },
  "a prefix of junk": async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `<!-- cached by a proxy -->\n${await response.text()}` });
  },
  "a decodable file with another payload": async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll("20", "19") });
  },
};

const notice = (page: Page) => page.locator("[data-load-notice]");

/** The page is the prerendered one, whole: its heading, its content and no error screen. */
async function expectReadable(page: Page, content: string) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: errorText.title })).toHaveCount(0);
  await expect(page.locator(content).first()).toBeVisible();
}

const dataPages = [
  { path: "/due-dates", content: "tbody tr:has(> th[scope=row])", words: loadNoticeText },
  { path: "/due-dates/plan", content: ".plan-row", words: loadNoticeText },
  {
    path: "/te/due-dates",
    content: "tbody tr:has(> th[scope=row])",
    words: teluguErrors.loadNoticeText,
  },
];

for (const [fault, answer] of Object.entries(faults))
  for (const { path, content, words } of dataPages)
    test(`${path} stays as prerendered, and says so, when its loader data arrives as ${fault}`, async ({
      page,
      problems,
    }) => {
      problems.allow(/loader-data|Failed to load resource/);
      await page.route(/\/assets\/loader-data-[0-9a-f]{12}\.txt$/, answer);
      await page.goto(path);
      await expect(notice(page)).toBeVisible();
      await expect(notice(page)).toContainText(words.message);
      await expectReadable(page, content);
      if (content === "tbody tr:has(> th[scope=row])")
        await expect(page.locator(content)).toHaveCount(TOTAL);
      // It offers a reload, which works once the file can be had.
      await page.unrouteAll();
      await notice(page).getByRole("link", { name: words.reload }).click();
      await waitForHydration(page);
      await expect(notice(page)).toBeHidden();
    });

for (const [fault, answer] of Object.entries(faults).slice(0, 3)) {
  test(`the planner keeps its prerendered plan when its view's code arrives as ${fault}`, async ({
    page,
    problems,
  }) => {
    // The failed import and React's report of the error it caught.
    problems.allow(/./);
    await page.route(/\/assets\/planner-view-[\w-]+\.js$/, answer);
    await gotoHydrated(page, "/due-dates/plan");
    await expect(notice(page)).toBeVisible();
    await expectReadable(page, ".plan-row");
    // A row a filing, a recurring one folded (its dates inside).
    expect(await page.locator(".plan-row").count()).toBeGreaterThan(10);
    expect(await page.locator(".plan-row .plan-date").count()).toBeGreaterThan(50);
    // Its disclosures still open.
    const first = page.locator(".plan-row details").first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
  });

  test(`the due dates stay usable when the notices' code arrives as ${fault} and a search matches nothing`, async ({
    page,
    problems,
  }) => {
    problems.allow(/./);
    await page.route(/\/assets\/due-dates-notices-[\w-]+\.js$/, answer);
    await gotoHydrated(page, "/due-dates");
    await expect(notice(page)).toBeHidden();
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("no entry has these words");
    await expect(page.locator("tbody tr:has(> th[scope=row])")).toHaveCount(0);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: errorText.title })).toHaveCount(0);
    await search.fill("");
    await expect(page.locator("tbody tr:has(> th[scope=row])")).toHaveCount(TOTAL);
  });
}

test("a page whose code hangs says so after a few seconds, and its reload brings it to life", async ({
  page,
  problems,
}) => {
  test.setTimeout(STALL_MS + 30_000);
  const held: Route[] = [];
  await page.route(/\/assets\/planner-page-[\w-]+\.js$/, (route) => void held.push(route));
  await page.goto("/due-dates/plan");
  await expectReadable(page, ".plan-row");
  await expect(page.getByLabel("Type of business")).toBeDisabled();
  await expect(notice(page)).toBeHidden();
  await expect(notice(page)).toBeVisible({ timeout: STALL_MS + 5_000 });
  // The code that never came fails at last; the reload gets it.
  problems.allow(/planner-page|Failed to load resource|dynamically imported module/);
  for (const route of held) await route.abort();
  await page.unrouteAll();
  await notice(page).getByRole("link", { name: loadNoticeText.reload }).click();
  await waitForHydration(page);
  await expect(page.getByLabel("Type of business")).toBeEnabled();
  await expect(notice(page)).toBeHidden();
});

test("the admin's sign-in says so when its code does not come", async ({ page, problems }) => {
  problems.allow(/admin|Failed to load resource/);
  await page.route(/\/assets\/[\w-]*admin[\w-]*\.js$/, (route) => route.fulfill({ status: 404 }));
  await page.goto("/admin");
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(loadNoticeText.message);
});

test("a device clock in 2027 changes nothing React finds as it hydrates a page", async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.setFixedTime(new Date("2027-01-01T06:00:00Z"));
  for (const path of pagesWithReact) {
    await gotoHydrated(page, path);
    // The parts a page loads once hydrated (the planner's filed marks) arrive before the next page is opened.
    await page.waitForLoadState("networkidle");
    // React reports a hydration mismatch as error #418 and renders the whole page again.
    expect(
      errors.filter((e) => /#418|hydrat/i.test(e)),
      path,
    ).toEqual([]);
  }
  expect(problems.consoleErrors).toEqual([]);
});

test("a device clock in year 9999 crashes nothing: the planner counts from the day it was published and says why", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("9999-12-31T20:00:00Z"));
  await gotoHydrated(page, "/due-dates/plan");
  await expect(page.getByRole("status").filter({ hasText: errorText.clockWrong })).toBeVisible();
  await expectReadable(page, ".plan-row");
  await page.getByLabel("Type of business").selectOption("LLP (Limited Liability Partnership)");
  await expect(page.locator(".plan-row").first()).toBeVisible();

  await gotoHydrated(page, "/te/due-dates/plan");
  await expect(
    page.getByRole("status").filter({ hasText: teluguErrors.errorText.clockWrong }),
  ).toBeVisible();
  await expectReadable(page, ".plan-row");

  await gotoHydrated(page, "/due-dates");
  await expect(page.getByRole("status").filter({ hasText: errorText.clockWrong })).toBeVisible();
  await expectReadable(page, "tbody tr:has(> th[scope=row])");
  await page.getByRole("searchbox", { name: "Search" }).fill("no entry has these words");
  await expect(page.getByText(dueDatesNoticesText.empty)).toBeVisible();

  await page.goto("/");
  await expect(page.locator("[data-deadline-list] li").first()).toBeVisible();
});
