import fs from "node:fs";
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, holdScripts, test } from "./fixtures";

interface Entry {
  id: string;
  form: string;
  description: string;
  law: string;
  month: string;
  priority: string;
  formerly?: string;
  appliesTo?: string[];
  lateCost?: unknown;
}
/** The published data file: the table shows exactly its entries, so expectations are read from it. */
const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
const entries: Entry[] = Object.entries(published.dueDates as Record<string, Entry[]>).flatMap(
  ([law, items]) => items.map((item) => ({ ...item, law })),
);
/** Every entry; the table with no law chosen holds the national laws' (a State's law shows when chosen). */
const ALL = entries.length;
const isStateLaw = (law: string) => law.startsWith("State Laws: ");
const TOTAL = entries.filter((e) => !isStateLaw(e.law)).length;
const formsWhere = (keep: (e: Entry) => boolean) => entries.filter(keep).map((e) => e.form);
/**
 * The search matches from the start of a word, setting aside case, spaces and hyphens (filter-due-dates.ts): the query
 * without them is found where some word of the entry starts, the rest of the entry's words run together after it.
 */
const mentions = (e: Entry, text: string) => {
  const query = text.toLowerCase().replace(/[\s-]/g, "");
  return [e.form, e.formerly ?? "", e.description, e.law].some((words) => {
    const parts = words
      .toLowerCase()
      .split(/[\s\-‐-―_.,/()[\]'"]+/)
      .filter(Boolean);
    return parts.some((_, i) => parts.slice(i).join("").startsWith(query));
  });
};
const forLlp = (e: Entry) =>
  published.entityLawMap["LLP (Limited Liability Partnership)"].includes(e.law) &&
  (!e.appliesTo || e.appliesTo.includes("LLP (Limited Liability Partnership)"));
const gstForms = formsWhere((e) => e.law === "GST");
const byText = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

// The entries' rows (marked once the page is interactive), not the month headings between them.
const rows = (page: Page) => page.locator("tbody tr[data-row]");
/** Hydrated: the sort buttons appear only once the page (and its code-split parts) is interactive. */
const ready = (page: Page) =>
  expect(page.getByRole("columnheader", { name: "Form" }).getByRole("button")).toBeVisible();
// The row header's own text, without its "Edited" badge.
const forms = (page: Page) =>
  page
    .locator("tbody th[scope=row]")
    .evaluateAll((headers) => headers.map((th) => th.firstChild?.textContent ?? ""));
/** The forms shown, in any order: what a filter keeps (the order is the sort's, soonest due first by default). */
const formsShown = async (page: Page) => (await forms(page)).sort(byText);
const setOf = (list: readonly string[]) => [...list].sort(byText);

test.describe("compliance due dates", () => {
  test("the prerendered table, then the loaded data, next due dates and the home card", async ({
    page,
  }) => {
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance due dates");
    await expect(page.getByText("Financial year", { exact: true })).toBeVisible();
    await expect(page.getByText(published.financialYear, { exact: true })).toBeVisible();
    await expect(page.getByText(`Showing ${TOTAL} of ${ALL} due dates`)).toBeVisible();
    await expect(rows(page)).toHaveCount(TOTAL);
    // Next due dates and days left are worked out in the browser.
    await expect(page.locator("tbody time").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next deadlines" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/");
    const card = page.getByRole("article").filter({ hasText: "Upcoming deadline" });
    await expect(card.locator("li time")).toHaveCount(3);
  });

  test("the rows are grid rows, every one laid out once the page has loaded, and still a table to assistive technology", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    // Every row is laid out and readable (find in page, assistive technology), however far below the fold.
    const laidOut = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
    );
    expect(laidOut).toEqual(Array(TOTAL).fill(true));
    expect(
      await rows(page)
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
    ).toBe("grid");
    // Chromium's own accessibility tree, not a role computed from the markup: grid rows are still table rows.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const count = (role: string, name?: string) =>
      nodes.filter(
        (n) =>
          !n.ignored && n.role?.value === role && (name === undefined || n.name?.value === name),
      ).length;
    // Soonest due first, in row groups: one row more for each month's heading (a header cell for its group).
    const groups = await page.locator("tbody th[scope=rowgroup]").count();
    expect(groups).toBeGreaterThan(1);
    expect(count("table", "Statutory due dates")).toBe(1);
    expect(count("row")).toBe(TOTAL + 1 + groups);
    expect(count("columnheader")).toBe(6);
    expect(count("rowheader", "GSTR-3B")).toBe(1);
    expect(count("cell")).toBe(TOTAL * 5);
  });

  test("search, each filter, and filters combined with the search", async ({ page }) => {
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    await expect(page.getByText(`Showing ${TOTAL} of ${ALL} due dates`)).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search" });

    await search.fill("gstr");
    await expect(rows(page)).toHaveCount(entries.filter((e) => mentions(e, "gstr")).length);
    await search.fill("");

    await page.getByLabel("Month", { exact: true }).selectOption("Monthly");
    expect(await formsShown(page)).toEqual(
      setOf(formsWhere((e) => !isStateLaw(e.law) && e.month === "Monthly")),
    );
    await page.getByLabel("Month", { exact: true }).selectOption("");

    await page.getByLabel("Law/Act", { exact: true }).selectOption("LLP Act 2008");
    expect(await formsShown(page)).toEqual(setOf(formsWhere((e) => e.law === "LLP Act 2008")));
    await page.getByLabel("Law/Act", { exact: true }).selectOption("");

    await page.getByLabel("Priority", { exact: true }).selectOption("low");
    expect(await formsShown(page)).toEqual(
      setOf(formsWhere((e) => !isStateLaw(e.law) && e.priority === "low")),
    );
    await page.getByLabel("Priority", { exact: true }).selectOption("");

    await page
      .getByLabel("Entity type", { exact: true })
      .selectOption("LLP (Limited Liability Partnership)");
    const llp = await forms(page);
    // An LLP's designated partners file DIR-3 KYC too; company-only forms stay out.
    for (const form of ["LLP Form 11", "ITR-5 (no audit)", "DIR-3-KYC-Web"])
      expect(llp).toContain(form);
    expect(llp).not.toContain("ITR-6");
    expect(llp).not.toContain("AOC-4");

    await search.fill("itr");
    expect(await formsShown(page)).toEqual(
      setOf(formsWhere((e) => forLlp(e) && mentions(e, "itr"))),
    );
    await search.fill("itr-5");
    await page.getByLabel("Priority", { exact: true }).selectOption("low");
    await expect(page.getByText("No matching due dates found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search term")).toBeVisible();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(rows(page)).toHaveCount(TOTAL);
    await expect(search).toHaveValue("");
  });

  test("a search typed while the page loads is kept, with the filter the address holds", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const loading = page.goto("/due-dates?law=GST");
    await page.getByRole("searchbox", { name: "Search" }).fill("3b");
    release();
    await loading;
    await ready(page);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("3b");
    await expect(page.getByLabel("Law/Act", { exact: true })).toHaveValue("GST");
    await expect(page).toHaveURL(/law=GST/);
    await expect(page).toHaveURL(/q=3b/);
    expect(await formsShown(page)).toEqual(
      setOf(formsWhere((e) => e.law === "GST" && mentions(e, "3b"))),
    );
  });

  test("sortable headers: a new column starts A-Z or soonest first, the active one flips", async ({
    page,
  }) => {
    await gotoHydrated(page, "/due-dates?law=GST");
    await ready(page);
    await expect(rows(page)).toHaveCount(gstForms.length);
    const formHeader = page.getByRole("columnheader", { name: "Form" });
    const formButton = formHeader.getByRole("button");
    await formButton.click();
    await expect(formHeader).toHaveAttribute("aria-sort", "ascending");
    expect(await forms(page)).toEqual([...gstForms].sort(byText));
    await formButton.click();
    await expect(formHeader).toHaveAttribute("aria-sort", "descending");
    expect(await forms(page)).toEqual([...gstForms].sort(byText).reverse());

    const priorityHeader = page.getByRole("columnheader", { name: "Priority" });
    await priorityHeader.getByRole("button").click();
    await expect(priorityHeader).toHaveAttribute("aria-sort", "descending");
    await expect(formHeader).not.toHaveAttribute("aria-sort", /./);
    const rank = { High: 3, Medium: 2, Low: 1 } as Record<string, number>;
    const ranks = (await rows(page).locator("td:nth-child(4)").allInnerTexts()).map(
      (t) => rank[t.trim()] ?? 0,
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));

    const dueHeader = page.getByRole("columnheader", { name: "Due Date" });
    await dueHeader.getByRole("button").click();
    await expect(dueHeader).toHaveAttribute("aria-sort", "ascending");
    const dates = await page
      .locator("tbody time")
      .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort());
  });

  test("filters, search and sort live in the URL and survive a reload", async ({ page }) => {
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    await expect(page.getByText(`Showing ${TOTAL} of ${ALL} due dates`)).toBeVisible();
    await page.getByLabel("Law/Act", { exact: true }).selectOption("Income Tax Act");
    await page.getByLabel("Priority", { exact: true }).selectOption("high");
    await page.getByRole("searchbox", { name: "Search" }).fill("itr");
    await page.getByRole("columnheader", { name: "Form" }).getByRole("button").click();
    await page.getByRole("columnheader", { name: "Form" }).getByRole("button").click();
    await expect(page).toHaveURL(/law=Income\+Tax\+Act/);
    await expect(page).toHaveURL(/priority=high/);
    await expect(page).toHaveURL(/q=itr/);
    await expect(page).toHaveURL(/sort=form&dir=desc/);
    const before = await forms(page);

    await page.reload();
    await ready(page);
    await expect(page.getByLabel("Law/Act", { exact: true })).toHaveValue("Income Tax Act");
    await expect(page.getByLabel("Priority", { exact: true })).toHaveValue("high");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("itr");
    await expect(page.getByRole("columnheader", { name: "Form" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(await forms(page)).toEqual(before);
    expect(before).toEqual(
      formsWhere((e) => e.law === "Income Tax Act" && e.priority === "high" && mentions(e, "itr"))
        .sort(byText)
        .reverse(),
    );
  });

  test("at 390 px: 'gstr 3b' finds GSTR-3B, December shows what falls due in it, the calendar follows the filters", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    const search = page.getByRole("searchbox", { name: "Search" });
    for (const typed of ["gstr 3b", "GSTR3B"]) {
      await search.fill(typed);
      await expect.poll(() => forms(page)).toContain("GSTR-3B");
      expect(await forms(page)).not.toContain("GSTR-1");
    }
    await search.fill("TDS return");
    await expect.poll(() => formsShown(page)).toEqual(setOf(["Form 140", "Form 138", "Form 144"]));
    await search.fill("26Q");
    await expect.poll(() => forms(page)).toEqual(["Form 140"]);
    await search.fill("");

    await page.getByLabel("Month", { exact: true }).selectOption("December");
    const december = await forms(page);
    for (const form of [
      "GSTR-3B",
      "TDS deposit (challan)",
      "Advance tax",
      "GSTR-9",
      "PF contribution and ECR",
    ])
      expect(december).toContain(form);
    expect(december).not.toContain("ITR-6");
    await expectNoAxeViolations(page);

    // The calendar: the filtered entries' file, saying what it adds; the whole feed one link away.
    const add = page.getByRole("button", {
      name: /^Add these \d+ filings to my calendar \(\d+ dates/,
    });
    await expect(add).toBeVisible();
    const [, filings, dates] = (await add.textContent())!.match(
      /these (\d+) filings.*\((\d+) dates/,
    )!;
    expect(Number(filings)).toBe(december.length);
    await expect(page.getByRole("link", { name: "Whole calendar (.ics)" })).toBeVisible();
    const download = page.waitForEvent("download");
    await add.click();
    const text = await fs.promises.readFile((await (await download).path())!, "utf8");
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(events).toHaveLength(Number(dates));
  });

  test("switching language keeps the filters", async ({ page }) => {
    await gotoHydrated(page, "/due-dates?month=December&law=GST");
    await ready(page);
    await page.locator("[data-language-switch]").first().click();
    await expect(page).toHaveURL(/\/te\/due-dates\?month=December&law=GST/);
    await expect(page.getByLabel("నెల", { exact: true })).toHaveValue("December");
  });

  test("the admin's unpublished edits are previewed in this browser, and broken storage is ignored", async ({
    page,
  }) => {
    await gotoHydrated(page, "/due-dates?law=GST");
    await ready(page);
    await page.evaluate(() => {
      localStorage.setItem(
        "complianceData",
        JSON.stringify({
          GST: [
            {
              id: "gstr-1-monthly",
              form: "GSTR-1",
              description: "Edited description for the preview",
              due: "13th of the following month",
              month: "Monthly",
              priority: "high",
              penalty: "₹50 per day",
              isUpdated: true,
            },
          ],
        }),
      );
    });
    await page.reload();
    await ready(page);
    await expect(page.getByRole("note")).toContainText("Preview of your unpublished edits");
    const row = page
      .locator("tbody tr")
      .filter({ has: page.getByRole("rowheader", { name: /^GSTR-1\s*(Edited)?$/ }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Edited");
    await expect(row).toContainText("13th of the following month");
    await page.getByRole("button", { name: "Show the published data only" }).click();
    await expect(row).toContainText("11th of the following month");
    await expect(row).not.toContainText("Edited");

    await page.evaluate(() => localStorage.setItem("complianceData", "{not json"));
    await page.reload();
    await ready(page);
    await expect(rows(page)).toHaveCount(gstForms.length);
    await expect(page.getByRole("note")).toHaveCount(0);
  });

  test("calendar feed and a per-entry Add to calendar file parse as iCalendar", async ({
    page,
    request,
  }) => {
    const feed = await request.get("/due-dates/calendar.ics");
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(50);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");

    await gotoHydrated(page, "/due-dates?law=GST");
    await ready(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Add GSTR-3B to your calendar", exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("gstr-3b-monthly.ics");
    const text = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
    const one = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(one).toHaveLength(12);
    expect(one[0]!.getFirstPropertyValue("summary")).toBe("GSTR-3B due (GST)");
    expect(one[0]!.getFirstPropertyValue("uid")).toMatch(/^gstr-3b-monthly-\d{8}@/);
    expect(one[0]!.getFirstPropertyValue("sequence")).toBe(0);
  });

  test("every entry says where it comes from, and extensions show beside the statutory date", async ({
    page,
  }) => {
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    const sourceLinks = page.locator("tbody").getByRole("link", { name: "Official source" });
    await expect(sourceLinks).toHaveCount(TOTAL);
    for (const href of await sourceLinks.evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).href),
    ))
      expect(href).toMatch(/^https:\/\/([a-z0-9-]+\.)*(gov\.in|nic\.in|rbi\.org\.in)\//);
    const itr6 = rows(page).filter({
      has: page.getByRole("rowheader", { name: "ITR-6", exact: true }),
    });
    await expect(itr6).toContainText("Basis: ");
    await expect(itr6).toContainText(
      "AY 2025-26: extended to 10 Dec 2025 (statutory date 31 Oct 2025) by CBDT Circular No. 15/2025",
    );
    await expect(itr6.getByRole("link", { name: "CBDT Circular No. 15/2025" })).toHaveAttribute(
      "href",
      /^https:\/\/incometaxindia\.gov\.in\//,
    );
    // A renumbered form shows its old number beside the new one.
    await expect(page.getByRole("rowheader", { name: "Form 140 formerly 26Q" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an address with a filter the data does not have says so, with a way back to every due date", async ({
    page,
  }) => {
    for (const entity of ["toString", "constructor", "__proto__", "Trust"]) {
      await gotoHydrated(page, `/due-dates?entity=${encodeURIComponent(entity)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance due dates");
      await expect(page.getByText("No matching due dates found")).toBeVisible();
      await expect(
        page.getByText(`This calendar has no entity type called “${entity}”.`),
      ).toBeVisible();
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
    }
    await gotoHydrated(page, "/due-dates?law=Customs+Act&entity=Trust&q=gst");
    await expect(
      page.getByText("This calendar has no law or act called “Customs Act”."),
    ).toBeVisible();
    await expect(page.getByText("This calendar has no entity type called “Trust”.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Show all due dates" }).click();
    await expect(rows(page)).toHaveCount(TOTAL);
    await expect(page).not.toHaveURL(/law=|entity=|q=/);
  });
});

test("a State's laws show when chosen, and the address of the former AP & Telangana filter shows every State's", async ({
  page,
}) => {
  const stateRows = entries.filter((e) => isStateLaw(e.law));
  await gotoHydrated(page, "/due-dates?law=State+Laws%3A+Karnataka");
  expect(await formsShown(page)).toEqual(
    setOf(formsWhere((e) => e.law === "State Laws: Karnataka")),
  );
  await gotoHydrated(page, "/due-dates?law=State+Laws+(AP+%26+Telangana)");
  await expect(rows(page)).toHaveCount(stateRows.length);
  await expect(page.getByLabel("Law/Act", { exact: true })).toHaveValue("State Laws");
  await expect(page.getByText(/are under Law\/Act, by State/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("without JavaScript the table is complete and says what needs JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/due-dates");
  await expect(page.locator("tbody tr")).toHaveCount(TOTAL);
  await expect(page.getByText(/Turn on JavaScript/)).toBeVisible();
  await expect(page.getByRole("searchbox")).toBeHidden();
  await context.close();
});

test.describe("soonest due first, by month", () => {
  /** The next due dates of the rows, in the order shown. */
  const nextDates = (page: Page) =>
    rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector("time")?.getAttribute("datetime") ?? null),
    );

  test("at 390 px: the first card is the soonest due, and each month's heading stays in view over its cards", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    const dates = await nextDates(page);
    const dated = dates.filter((d): d is string => d !== null);
    expect(dated.length).toBeGreaterThan(40);
    // Ascending from the first card, the entries without a fixed date after every dated one.
    expect(dates[0]).toBe([...dated].sort()[0]);
    expect(dated).toEqual([...dated].sort());
    expect(dates.slice(0, dated.length)).toEqual(dated);
    // Each card whose entry has a structured late-filing cost shows a month's delay, fees and interest in the
    // planner's words; a card without one shows none (which card comes first depends on the day).
    const ids = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row")));
    const costed = new Set(entries.filter((e) => e.lateCost).map((e) => e.id));
    const firstCosted = ids.find((id) => id !== null && costed.has(id));
    const firstUncosted = ids.find((id) => id !== null && !costed.has(id));
    expect(firstCosted).toBeDefined();
    await expect(page.locator(`tbody tr[data-row="${firstCosted}"] td p`)).toContainText(
      /^Late-filing estimate: One month late \(\d+ days\): /,
    );
    if (firstUncosted)
      await expect(
        page
          .locator(`tbody tr[data-row="${firstUncosted}"] td p`)
          .filter({ hasText: "Late-filing" }),
      ).toHaveCount(0);
    const gstr3b = rows(page).filter({
      has: page.getByRole("rowheader", { name: "GSTR-3B", exact: true }),
    });
    // The fee the law fixes (₹50 a day, under every turnover's cap for a month) and the interest together.
    await expect(gstr3b.locator("td p")).toContainText(
      /₹1,[45]\d0 in fees \+ interest ₹[\d,]+ \(18% a year on the tax unpaid, per ₹1 lakh\)/,
    );

    // Every row group starts with its month's heading; the groups' months follow the dates.
    const headings = page.locator("tbody th[scope=rowgroup]");
    const first = dated[0]!;
    const monthName = new Date(`${first}T00:00:00Z`).toLocaleString("en", {
      month: "long",
      timeZone: "UTC",
    });
    await expect(headings.first()).toHaveText(`${monthName} ${first.slice(0, 4)}`);
    await expect(headings.last()).toHaveText("No fixed date: due after an event");

    // Scrolled into the middle of a month's cards, its heading sits just below the site's header and stays visible.
    const largest = await page
      .locator("tbody")
      .evaluateAll((groups) =>
        groups.reduce(
          (best, g, i, all) => (g.children.length > all[best]!.children.length ? i : best),
          0,
        ),
      );
    const group = page.locator("tbody").nth(largest);
    const heading = group.locator("th[scope=rowgroup]");
    await group.evaluate((g) => {
      const box = g.getBoundingClientRect();
      window.scrollTo(0, box.top + window.scrollY + box.height / 2);
    });
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(64);
    await expect(heading).toBeVisible();
    const header = (await page.locator("header[data-site-header]").boundingBox())!;
    expect(header.y + header.height).toBeLessThanOrEqual(64.5);

    // With the keyboard: a card's disclosure that Tab reaches is never hidden under the sticky heading.
    const summary = group.locator("summary").last();
    await summary.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    const focused = (await summary.boundingBox())!;
    const stuck = (await heading.boundingBox())!;
    expect(focused.y).toBeGreaterThanOrEqual(stuck.y + stuck.height - 1);
    await page.keyboard.press("Enter");
    await expect(group.locator("details").last()).toHaveAttribute("open", "");
    await expectNoAxeViolations(page);
  });

  test("sorted by another column there are no month groups; the sort buttons work from the keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/due-dates");
    await ready(page);
    const form = page.getByRole("columnheader", { name: "Form" });
    await form.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(form).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sort=form&dir=asc/);
    await expect(page.locator("tbody th[scope=rowgroup]")).toHaveCount(0);
    await expect(page.locator("tbody")).toHaveCount(1);
    expect(await forms(page)).toEqual([...(await forms(page))].sort(byText));
    await expectNoAxeViolations(page);
    // Back to soonest first: the default order leaves the address.
    const due = page.getByRole("columnheader", { name: "Due Date" });
    await due.getByRole("button").focus();
    await page.keyboard.press("Space");
    await expect(due).toHaveAttribute("aria-sort", "ascending");
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.locator("tbody th[scope=rowgroup]").first()).toBeVisible();
  });

  for (const width of [390, 1280])
    for (const path of ["/due-dates", "/te/due-dates"])
      test(`axe: ${path} at ${width} px, by default, filtered and sorted by another column`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        for (const query of ["", "?month=December", "?sort=priority&dir=desc"]) {
          await gotoHydrated(page, path + query);
          await expect(page.locator("tbody tr[data-row]").first()).toBeVisible();
          await expectNoAxeViolations(page);
        }
      });
});
