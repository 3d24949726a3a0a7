import ICAL from "ical.js";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withTestClock } from "./fixtures";

/* The compliance planner: the profile in the address and in storage, the plan, its calendar file and its links. */

const PLAN = "/due-dates/plan";

async function openPlanner(page: Page, query = "") {
  await page.goto(PLAN + query);
  // The form is disabled until the page has hydrated.
  await expect(page.getByLabel("Type of business")).toBeEnabled();
}

test("prerendered with an example plan that says it is one", async ({ page }) => {
  await page.goto(PLAN);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByText(/This is an example plan/)).toBeVisible();
  await expect(page.locator(".plan-row").first()).toBeVisible();
});

test("without JavaScript the example shows how its first deadlines' costs are worked out, and says so", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PLAN);
  await expect(page.getByText(/first 5 deadlines only/)).toBeVisible();
  expect(await page.locator(".plan-row").count()).toBeGreaterThan(5);
  // The other rows' disclosures would be empty without scripts: they are not shown.
  const shown = page.locator(".plan-row .plan-details:visible");
  await expect(shown).toHaveCount(5);
  for (const details of await shown.all()) {
    await details.locator("summary").click();
    await expect(details).toContainText("Legal basis");
    await expect(details.getByRole("link", { name: /Official source/ })).toBeVisible();
  }
  await context.close();
});

test("a profile set in the form goes into the address and survives a reload", async ({ page }) => {
  await openPlanner(page);
  const entries = await page.evaluate(() => history.length);
  await page.getByLabel("Type of business").selectOption("LLP (Limited Liability Partnership)");
  await page.getByLabel("GST", { exact: true }).selectOption("qrmp");
  await page.getByLabel("Turnover last financial year").selectOption("0.5-1");
  await expect(page).toHaveURL(/entity=llp-limited-liability-partnership/);
  await expect(page).toHaveURL(/gst=qrmp/);
  await expect(page.getByText(/This is an example plan/)).toHaveCount(0);
  const summary = await page.getByText(/^\d+ deadlines from/).textContent();
  // Each answer replaces the history entry instead of adding one.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.reload();
  await expect(page.getByLabel("Type of business")).toHaveValue(
    "LLP (Limited Liability Partnership)",
  );
  await expect(page.getByLabel("GST", { exact: true })).toHaveValue("qrmp");
  await expect(page.getByText(/^\d+ deadlines from/)).toHaveText(summary!);
});

test("the profile is restored from this browser when the address has none", async ({ page }) => {
  await openPlanner(page);
  await page.getByLabel("Type of business").selectOption("One Person Company (OPC)");
  await page.goto(PLAN);
  await expect(page).toHaveURL(/entity=one-person-company-opc/);
  await expect(page.getByLabel("Type of business")).toHaveValue("One Person Company (OPC)");
});

test("a shared address opens the same plan in a fresh browser", async ({ page, browser }) => {
  const query =
    "?entity=private-limited-company&state=karnataka&gst=monthly&turnover=5-10&reg=tds,esi";
  await openPlanner(page, query);
  const rows = await page.locator(".plan-row h4").allTextContents();
  const context = await withTestClock(await browser.newContext());
  const fresh = await context.newPage();
  await fresh.goto(PLAN + query);
  await expect(fresh.getByLabel("Type of business")).toBeEnabled();
  await expect(fresh.getByLabel("State or Union territory")).toHaveValue("karnataka");
  expect(await fresh.locator(".plan-row h4").allTextContents()).toEqual(rows);
  await context.close();
});

test("the plan's calendar file parses and holds the reminders the visitor ticks", async ({
  page,
}) => {
  await openPlanner(page);
  // A week and a day before until the visitor chooses; here three days before as well.
  const reminders = page.getByRole("group", { name: "Remind me" });
  await expect(reminders.getByRole("checkbox", { name: "7 days before" })).toBeChecked();
  await expect(reminders.getByRole("checkbox", { name: "1 day before" })).toBeChecked();
  await reminders.getByRole("checkbox", { name: "3 days before" }).check();
  // This build's host runs no live calendar of the plan: the page says why it offers a file.
  await expect(page.getByText(/runs no live calendar of your plan/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add my plan to my calendar" }).click();
  const file = await download;
  const text = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
  // RFC 5545 durations: no "T" without a time after it.
  expect(text).not.toMatch(/TRIGGER:[^\r]*T\r\n/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  // Every date of the plan, a recurring filing's folded into its row.
  const summary = await page.getByText(/^\d+ deadlines from/).textContent();
  expect(events.length).toBe(Number(summary!.split(" ")[0]));
  // Seven, three and one day before each deadline, or today for one nearer: a reminder never rings in the past.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
  );
  for (const event of events) {
    const start = String(event.getFirstPropertyValue("dtstart"));
    const left = Math.round((Date.parse(start) - Date.parse(today)) / 86_400_000);
    const triggers = event
      .getAllSubcomponents("valarm")
      .map((alarm) => (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds());
    const expected = [...new Set([7, 3, 1].map((days) => -Math.min(days, left) * 86_400))];
    expect(triggers).toEqual(expected);
  }
});

test("the plan's calendar file links back to the plan with its own answers only", async ({
  page,
}) => {
  await openPlanner(
    page,
    "?utm_source=ad&entity=private-limited-company&gst=monthly&next=https%3A%2F%2Fevil.example%2F",
  );
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add my plan to my calendar" }).click();
  const text = await (
    await import("node:fs/promises")
  ).readFile((await (await download).path())!, "utf8");
  const urls = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((event) => String(event.getFirstPropertyValue("url")));
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const address = new URL(url);
    expect(address.pathname).toBe(PLAN);
    expect([...address.searchParams.keys()]).toEqual(["entity", "gst"]);
  }
});

test("the days-late field takes a plain whole number only, and says so next to the field", async ({
  page,
}) => {
  await openPlanner(page, "?entity=private-limited-company&gst=monthly");
  const field = page.getByLabel(/Work out the cost/);
  for (const text of ["1e3", "0x10", "1.5"]) {
    await field.fill(text);
    await expect(page.getByText("Type the days in digits only, such as 30.")).toBeVisible();
    await expect(field).toHaveValue(text);
    await expect(page.getByText(/days late: /)).toHaveCount(0);
  }
  await field.fill("45");
  await expect(page.getByText("Type the days in digits only, such as 30.")).toHaveCount(0);
  await expect(page.getByText(/45 days late: /).first()).toBeVisible();
});

test("at 390 px the plan opens with the next 30 days, then 'also check', and one question to us that lists them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlanner(page);
  const glance = page.locator("section[aria-labelledby=plan-glance-title]");
  await expect(glance.getByRole("heading", { name: "Due in the next 30 days" })).toBeVisible();
  const first = glance.locator("li").first();
  const date = (await first.locator("time").textContent())!.trim();
  const form = (await first.locator("span").first().textContent())!.trim();
  // "Also check" follows the summary, before the deadlines month by month.
  const checkY = await page
    .locator("#plan-checks-title")
    .evaluate((el) => el.getBoundingClientRect().top);
  const firstRowY = await page
    .locator(".plan-row")
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);
  expect(checkY).toBeLessThan(firstRowY);
  // One question to us for the whole plan, no link per row.
  await expect(page.locator(".plan-row a[href^='https://wa.me/']")).toHaveCount(0);
  const ask = page.getByRole("link", { name: /Ask us about my plan on WhatsApp/ });
  await expect(ask).toHaveCount(1);
  const text = decodeURIComponent(
    new URL((await ask.getAttribute("href"))!).searchParams.get("text") ?? "",
  );
  expect(text).toContain(form);
  expect(text).toContain(date);
  // Kept in reach at the bottom of the screen while the visitor reads the plan.
  await page.locator(".plan-row").last().scrollIntoViewIfNeeded();
  await expect(ask).toBeInViewport();
  await expectNoAxeViolations(page);
});

test("an LLP's plan made from an empty form keeps none of the example's answers", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlanner(page);
  await expect(page.getByText(/is an example plan/)).toBeVisible();
  await page.getByRole("button", { name: "Start my plan from an empty form" }).click();
  await expect(page.getByLabel("Type of business")).toHaveValue("");
  await expect(page.getByLabel("GST", { exact: true })).toHaveValue("");
  await expect(page.getByText(/is an example plan/)).toHaveCount(0);
  await page.getByLabel("Type of business").selectOption("LLP (Limited Liability Partnership)");
  await expect(page).toHaveURL(/\?entity=llp-limited-liability-partnership$/);
  await expect(page.getByRole("heading", { name: "Your deadlines" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("changing one answer of the example keeps none of its other answers", async ({ page }) => {
  await openPlanner(page);
  await page.getByLabel("Type of business").selectOption("LLP (Limited Liability Partnership)");
  await expect(page).toHaveURL(/\?entity=llp-limited-liability-partnership$/);
  await expect(page.getByLabel("GST", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Turnover last financial year")).toHaveValue("");
  await expect(page.getByText(/is an example plan/)).toHaveCount(0);
});

test("the form works from the keyboard alone", async ({ page }) => {
  await openPlanner(page);
  const entity = page.getByLabel("Type of business");
  const audit = page.getByLabel(/under tax audit/);
  // The form's controls in the order it shows them, however many questions it asks: Tab visits each in turn.
  const controls = page
    .locator("fieldset")
    .filter({ has: entity })
    .first()
    .locator("input, select, textarea, button, a[href], summary")
    .filter({ visible: true });
  const indexOf = async (control: Locator) =>
    controls.evaluateAll(
      (els, el) => els.indexOf(el as HTMLElement),
      await control.elementHandle(),
    );
  expect(await indexOf(entity)).toBe(0);
  expect(await indexOf(page.getByLabel("State or Union territory"))).toBe(1);
  const last = await indexOf(audit);
  expect(last).toBeGreaterThan(1);
  await entity.focus();
  for (let i = 1; i <= last; i++) {
    await page.keyboard.press("Tab");
    await expect(controls.nth(i)).toBeFocused();
  }
  await expect(audit).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/audit=1/);
});

test("no axe violations with the form filled and the plan shown", async ({ page }) => {
  await openPlanner(page, "?entity=private-limited-company&gst=qrmp&turnover=10-20");
  // The answers contradict each other: the errors show beside their fields.
  await expect(page.getByText(/QRMP is open only up to/)).toBeVisible();
  await page.getByLabel(/Work out the cost/).fill("45");
  await expect(page.getByText(/45 days late: /).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // A row's disclosure open: the law, its basis, its source and each figure worked out.
  const row = page.locator(".plan-row").first();
  await row.locator(".plan-details summary").click();
  await expect(row.getByRole("link", { name: /Official source for/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a row's disclosure opens from the keyboard and shows how each figure is worked out", async ({
  page,
}) => {
  await openPlanner(page, "?entity=private-limited-company&gst=monthly&turnover=2-5");
  const row = page.locator(".plan-row").filter({ hasText: "GSTR-3B" }).first();
  await expect(row.getByText(/Late-filing estimate: One week late: ₹/)).toBeVisible();
  await row.locator(".plan-details summary").focus();
  await page.keyboard.press("Enter");
  await expect(row.getByText("If late (estimate)")).toBeVisible();
  await expect(row.getByText(/a day for 7 days/).first()).toBeVisible();
});

test("the subscribable calendar for the visitor's kind of business parses, with a reminder the day before", async ({
  page,
  request,
}) => {
  // Offered only where the build makes a feed for the business's State: none for Karnataka.
  await openPlanner(page, "?entity=private-limited-company&gst=monthly&state=karnataka");
  await expect(page.getByRole("link", { name: /^Subscribe:/ })).toHaveCount(0);
  await openPlanner(page, "?entity=private-limited-company&gst=monthly&state=telangana");
  await expect(
    page.getByText(/every business of this kind and GST scheme in Telangana/),
  ).toBeVisible();
  const webcal = page.getByRole("link", { name: /^Subscribe: Private Limited Company/ });
  const href = (await webcal.getAttribute("href"))!;
  expect(href).toMatch(
    /^webcal:\/\/.+\/due-dates\/plan\/calendars\/private-limited-company-monthly\.ics$/,
  );
  await expect(page.getByText(/Google Calendar refreshes a subscribed calendar/)).toBeVisible();
  const response = await request.get(
    "/due-dates/plan/calendars/private-limited-company-monthly.ics",
  );
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events.length).toBeGreaterThan(10);
  for (const event of events)
    expect(String(event.getFirstSubcomponent("valarm")!.getFirstPropertyValue("trigger"))).toBe(
      "-P1D",
    );
  expect(String(calendar.getFirstPropertyValue("x-wr-calname"))).toContain(
    "Private Limited Company",
  );
});

test("prints as a plain list with the profile and the dates that date it", async ({ page }) => {
  await openPlanner(page, "?entity=llp-limited-liability-partnership&gst=none");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByLabel("Type of business")).toBeHidden();
  await expect(page.getByRole("button", { name: "Add my plan to my calendar" })).toBeHidden();
  await expect(page.getByText(/^Profile:/)).toBeVisible();
  await expect(page.getByText(/Plan made on .* Dates and penalties checked on/)).toBeVisible();
  // A compact table stands for the rows, under the firm's name and the day it was printed.
  await expect(page.locator(".plan-row").first()).toBeHidden();
  const table = page.locator(".plan-print table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "If filed a month late" })).toBeVisible();
  await expect(page.getByText(/Printed on \d+ \w+ \d{4}/)).toBeVisible();
  await expect(page.locator("header[data-site-header]")).toBeHidden();
});

test("links lead to the planner from the due dates, Home, the tax and compliance pages and a city page", async ({
  page,
}) => {
  for (const path of ["/due-dates", "/", "/services/taxation", "/services/compliance", "/guntur"]) {
    await page.goto(path);
    await expect(page.locator('main a[href="/due-dates/plan"]').first(), path).toBeVisible();
  }
});

test("a services business above ₹50 lakh is told beside its answer that composition is closed, and gets the regular returns", async ({
  page,
}) => {
  await openPlanner(page, "?entity=one-person-company-opc&state=karnataka");
  await page.getByLabel("GST", { exact: true }).selectOption("composition");
  const supply = page.getByLabel("What the business supplies");
  await supply.selectOption("services");
  await page.getByLabel("Turnover last financial year").selectOption("0.4-0.5");
  await expect(
    page.getByText(/only up to ₹50 lakh of turnover in the last financial year/),
  ).toHaveCount(0);
  await expect(page.locator(".plan-row h4", { hasText: "CMP-08" }).first()).toBeVisible();
  await page.getByLabel("Turnover last financial year").selectOption("0.5-1");
  await expect(supply).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText(/only up to ₹50 lakh of turnover in the last financial year/),
  ).toBeVisible();
  await expect(page.locator(".plan-row h4", { hasText: "GSTR-3B" }).first()).toBeVisible();
  await expect(page.locator(".plan-row h4", { hasText: "CMP-08" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an OPC is asked for its member's resolution, not an AGM, and dates ADT-1 and its board meetings from its answers", async ({
  page,
}) => {
  await openPlanner(page, "?entity=one-person-company-opc");
  await expect(page.getByLabel("Date of the annual general meeting (AGM)")).toHaveCount(0);
  await page
    .getByLabel("Date of the member's resolution appointing the auditor")
    .fill("2030-01-10");
  await expect(page).toHaveURL(/auditor-on=2030-01-10/);
  await page.getByLabel("Directors of the One Person Company").selectOption("two-or-more");
  await expect(page).toHaveURL(/directors=two-or-more/);
  await expect(
    page.locator(".plan-row h4", { hasText: "Board meeting (half-yearly)" }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an LLP at ₹40 lakh is asked its contribution, and its ITR-5 date follows the answer", async ({
  page,
}) => {
  await openPlanner(page, "?entity=llp-limited-liability-partnership&gst=none&turnover=0-0.4");
  const contribution = page.getByLabel("Partners' contribution to the LLP");
  await expect(contribution).toBeVisible();
  await expect(page.getByText(/the point is debated/)).toBeVisible();
  await contribution.selectOption("up-to-25-lakh");
  await expect(page.locator(".plan-row h4", { hasText: "ITR-5 (no audit)" }).first()).toBeVisible();
  await contribution.selectOption("above-25-lakh");
  await expect(
    page.locator(".plan-row h4", { hasText: "ITR-3 / ITR-5 (audit cases)" }).first(),
  ).toBeVisible();
  await expect(page.locator(".plan-row h4", { hasText: "ITR-5 (no audit)" })).toHaveCount(0);
});

test("the planner says when the calendar was last reviewed, with each authority's notices", async ({
  page,
}) => {
  await page.goto(PLAN);
  const review = page.locator("section", {
    has: page.getByRole("heading", { name: "How current this calendar is" }),
  });
  await expect(review).toContainText(/Last reviewed as a whole on \d+ \w+ \d{4}/);
  await expect(review.getByRole("link")).toHaveCount(5);
});
