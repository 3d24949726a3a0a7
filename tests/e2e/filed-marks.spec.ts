import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Marking filings as filed on the planner (docs/decisions/039-filed-marks-on-the-device.md), at a phone's width, with
 * the clock fixed: the tick survives a reload and changes the summary, a due date passed and not ticked shows as
 * overdue with its cost and opens the next visit with its line, and the marks move to a fresh browser as a file.
 */

const PLAN = "/due-dates/plan";
// 10 December 2026 in India: GSTR-3B for November falls due on the 20th.
const DEC_10 = new Date("2026-12-10T04:30:00Z");
const DEC_23 = new Date("2026-12-23T04:30:00Z");

async function openPlanner(page: Page, at: Date) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(at);
  await page.goto(PLAN);
  await expect(page.getByLabel("Type of business")).toBeEnabled();
}

/** The visitor's own plan: a private company filing GST monthly, saved in this browser. */
async function makeOwnPlan(page: Page) {
  await page.getByRole("button", { name: "Start my plan from an empty form" }).click();
  await page.getByLabel("Type of business").selectOption("Private Limited Company");
  await page.getByLabel("GST", { exact: true }).selectOption("monthly");
  await expect(page.getByRole("heading", { name: "Your deadlines" })).toBeVisible();
}

const gstr3bTick = (page: Page) =>
  page
    .locator("#plan-glance")
    .getByRole("checkbox", { name: "Filed: GSTR-3B, due 20 December 2026" });

test("a filing ticked as filed stays ticked after a reload, and the summary counts it", async ({
  page,
}) => {
  // A reload and two axe runs over a plan with its past-due list: on a busy machine, longer than one page's test.
  test.slow();
  await openPlanner(page, DEC_10);
  await makeOwnPlan(page);
  const tick = gstr3bTick(page);
  await expect(tick).toBeEnabled();
  await expect(tick).not.toBeChecked();
  // A real checkbox, operated from the keyboard, with a 44 px target.
  await tick.focus();
  await page.keyboard.press("Space");
  await expect(tick).toBeChecked();
  const box = await page
    .locator("#plan-glance label:has(input[data-filed-tick])")
    .first()
    .boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByText(/^1 of \d+ marked as done on this device\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(gstr3bTick(page)).toBeChecked();
  await expect(page.getByText(/^1 of \d+ marked as done on this device\.$/)).toBeVisible();
  // The same date in the plan's list, under its filing's dates, carries the same mark, and unticking it there
  // unticks it in the summary.
  const row = page
    .locator(".plan-row")
    .filter({ has: page.locator("[data-fold-schedule]") })
    .filter({ hasText: "GSTR-3B" })
    .first();
  // A returning visitor's plan opens with its line; scrolled on into the plan, the line closes rather than lie over it.
  await expect(page.getByRole("status").filter({ hasText: "Your plan today:" })).toBeVisible();
  await row.locator("details.plan-dates > summary").click();
  await expect(page.getByRole("status").filter({ hasText: "Your plan today:" })).toHaveCount(0);
  const listTick = row.getByRole("checkbox", { name: "Filed: GSTR-3B, due 20 December 2026" });
  await expect(listTick).toBeChecked();
  await listTick.uncheck();
  await expect(gstr3bTick(page)).not.toBeChecked();
  await expectNoAxeViolations(page);
  await listTick.check();
  await expect(gstr3bTick(page)).toBeChecked();
  const stored = await page.evaluate(() => localStorage.getItem("niyama.filed.v1"));
  expect(JSON.parse(stored!)).toMatchObject({
    version: 1,
    trackingSince: "2026-12-10",
    marks: [{ id: "gstr-3b-monthly", due: "2026-12-20", filedOn: "2026-12-10" }],
  });
});

test("a due date passed and not ticked shows as overdue with its cost, and the next visit opens with the count", async ({
  page,
}) => {
  // Three loads of the planner and two axe runs: on a busy machine, longer than one page's test.
  test.slow();
  await openPlanner(page, DEC_10);
  await makeOwnPlan(page);
  // On the day tracking starts, December's return is not yet due: not in the list.
  await expect(gstr3bTick(page)).toBeEnabled();
  await expect(
    page.locator("#plan-overdue li").filter({ hasText: "was due 20 December 2026" }),
  ).toHaveCount(0);

  await page.clock.setFixedTime(DEC_23);
  await page.reload();
  const banner = page.getByRole("status").filter({ hasText: "Your plan today:" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/\d+ overdue/);
  await expectNoAxeViolations(page);

  const overdue = page.locator("#plan-overdue");
  await expect(overdue.getByRole("heading", { name: "Past due, if not yet filed" })).toBeVisible();
  const december = (list: typeof overdue) =>
    list
      .locator("li")
      .filter({ hasText: "GSTR-3B" })
      .filter({ hasText: "was due 20 December 2026" });
  const gstr3b = december(overdue);
  await expect(gstr3b).toContainText("was due 20 December 2026, 3 days late");
  // The cost as of today, the interest's base named (the fee depends on the turnover, not answered here).
  await expect(gstr3b).toContainText(
    "If not yet filed, the cost of filing today: ₹150 in fees + interest ₹148 (18% a year on the tax unpaid, per ₹1 lakh)",
  );
  await banner.getByRole("link", { name: /overdue/ }).click();
  await expect(banner).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Ticked as filed, it leaves the overdue list.
  // (It leaves at once, so the box is clicked rather than checked.)
  await gstr3b.getByRole("checkbox", { name: "Filed: GSTR-3B, due 20 December 2026" }).click();
  await expect(december(overdue)).toHaveCount(0);
});

test("the marks saved as a file open in a fresh browser, showing what will change first", async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers' planners, a download and an axe run.
  test.slow();
  await openPlanner(page, DEC_10);
  await makeOwnPlan(page);
  await gstr3bTick(page).check();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save my marks as a file" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("filed-marks-2026-12-10.json");
  const file = testInfo.outputPath("marks.json");
  await download.saveAs(file);
  await expect(page.getByText("1 mark saved to a file in your downloads.")).toBeVisible();

  const context = await browser.newContext({ serviceWorkers: "block" });
  const fresh = await context.newPage();
  await openPlanner(fresh, DEC_10);
  const input = fresh.getByLabel("Open a marks file");
  // A file that is not a marks file: a message beside the control, nothing changed.
  const bad = testInfo.outputPath("bad.json");
  fs.writeFileSync(bad, JSON.stringify({ complianceData: {} }));
  await input.setInputFiles(bad);
  await expect(
    fresh.getByText(
      "This file is not a marks file from this planner. Choose the .json file the planner saved.",
    ),
  ).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await input.setInputFiles(file);
  const preview = fresh.getByRole("group", { name: "What opening this file will change" });
  await expect(preview).toContainText("1 mark will be added.");
  await expect(fresh.locator("[data-filed-tick]:checked")).toHaveCount(0);
  await expectNoAxeViolations(fresh);
  await preview.getByRole("button", { name: "Add these marks" }).click();
  await expect(fresh.getByText("1 mark added.")).toBeVisible();
  await expect(gstr3bTick(fresh)).toBeChecked();

  // The same file again: nothing to add.
  await input.setInputFiles(file);
  await expect(preview).toContainText("Nothing will change");
  await expect(preview.getByRole("button", { name: "Add these marks" })).toBeDisabled();
  await context.close();
});

test("the Telugu planner ticks and names the filing in Telugu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(DEC_10);
  await page.goto(`/te${PLAN}`);
  const tick = page
    .locator("#plan-glance")
    .getByRole("checkbox", { name: "దాఖలైంది: GSTR-3B, గడువు 20 డిసెంబర్ 2026" });
  await expect(tick).toBeEnabled();
  await tick.check();
  await expect(page.getByText(/గడువుల్లో 1 పూర్తయినట్లు ఈ పరికరంలో గుర్తించారు\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("two tabs of the planner keep every tick: each shows the other's, and a reload keeps both", async ({
  page,
}) => {
  test.slow();
  await openPlanner(page, DEC_10);
  await makeOwnPlan(page);
  // A second tab of the same browser: the same storage, the plan saved in it.
  const second = await page.context().newPage();
  await openPlanner(second, DEC_10);
  await expect(second.getByRole("heading", { name: "Your deadlines" })).toBeVisible();
  const gstr1Tick = (p: Page) =>
    p
      .locator("#plan-glance")
      .getByRole("checkbox", { name: "Filed: GSTR-1, due 11 December 2026" });
  await expect(gstr3bTick(second)).toBeEnabled();

  // Each tab ticks a different filing, the second before it has heard of the first's tick.
  await gstr3bTick(page).check();
  await gstr1Tick(second).check();
  // Each shows the other's tick without a reload.
  await expect(gstr1Tick(page)).toBeChecked();
  await expect(gstr3bTick(second)).toBeChecked();
  // Unticked in one tab, unticked in the other; ticking there does not bring it back.
  await gstr3bTick(second).uncheck();
  await expect(gstr3bTick(page)).not.toBeChecked();
  await gstr3bTick(page).check();
  await expect(gstr3bTick(second)).toBeChecked();

  for (const tab of [page, second]) {
    await tab.reload();
    await expect(gstr3bTick(tab)).toBeChecked();
    await expect(gstr1Tick(tab)).toBeChecked();
  }
  const stored = await page.evaluate(() => localStorage.getItem("niyama.filed.v1"));
  expect(
    (JSON.parse(stored!) as { marks: { id: string; due: string }[] }).marks
      .map((m) => `${m.id}:${m.due}`)
      .sort(),
  ).toEqual(["gstr-1-monthly:2026-12-11", "gstr-3b-monthly:2026-12-20"]);
});

test("a first visit's plan lists what fell due in the last 90 days, if not yet filed, with the cost running today", async ({
  page,
}) => {
  // 8 December 2026: a liaison office that has not filed Form 49C, due 30 November.
  await openPlanner(page, new Date("2026-12-08T04:30:00Z"));
  await page.getByRole("button", { name: "Start my plan from an empty form" }).click();
  await page
    .getByLabel("Type of business")
    .selectOption("Branch / Liaison Office of a Foreign Company");
  await page
    .getByLabel("Is the Indian office a liaison office or a branch office?")
    .selectOption("liaison");
  const overdue = page.locator("#plan-overdue");
  await expect(overdue.getByRole("heading", { name: "Past due, if not yet filed" })).toBeVisible();
  await expect(overdue).toContainText("in the last 90 days (since 9 September 2026)");
  const form49c = overdue.locator("li").filter({ hasText: "Form 49C" });
  // A liaison office files it: a duty of its plan, not an "if it applies to you".
  await expect(form49c).toContainText("was due 30 November 2026, 8 days late");
  await expect(form49c).not.toContainText("if it applies to you");
  // No figure for a penalty the officer sets: the law's own words, ₹1,000 a day.
  await expect(form49c).toContainText(
    "If not yet filed, the penalty in law: Penalty of ₹1,000 for each day of delay",
  );
  await expectNoAxeViolations(page);
  // One tick clears it, and tracking starts.
  await form49c.getByRole("checkbox", { name: "Filed: Form 49C, due 30 November 2026" }).click();
  await expect(overdue.locator("li").filter({ hasText: "Form 49C" })).toHaveCount(0);
});

test("a marks file with an older start says, before it changes anything, that past due dates will count from it", async ({
  page,
}, testInfo) => {
  await openPlanner(page, DEC_10);
  await makeOwnPlan(page);
  await expect(gstr3bTick(page)).toBeEnabled();
  const file = testInfo.outputPath("older.json");
  fs.writeFileSync(
    file,
    JSON.stringify({
      version: 1,
      trackingSince: "2026-01-10",
      marks: [{ id: "gstr-1-monthly", due: "2026-12-11", filedOn: "2026-12-09" }],
    }),
  );
  await page.getByLabel("Open a marks file").setInputFiles(file);
  const preview = page.getByRole("group", { name: "What opening this file will change" });
  await expect(preview).toContainText("1 mark will be added.");
  await expect(preview).toContainText(
    "Past due dates will count from 10 January 2026 instead of 10 December 2026",
  );
  // Nothing changed yet: the list still counts from the last 90 days.
  await expect(page.locator("#plan-overdue")).toContainText("in the last 90 days");
  await preview.getByRole("button", { name: "Add these marks" }).click();
  await expect(page.locator("#plan-overdue")).toContainText(
    "since 10 January 2026, when you started keeping your plan on this device",
  );

  // A file with a day the calendar does not have is refused beside the control.
  const bad = testInfo.outputPath("impossible.json");
  fs.writeFileSync(bad, JSON.stringify({ version: 1, trackingSince: "2026-02-30", marks: [] }));
  await page.getByLabel("Open a marks file").setInputFiles(bad);
  await expect(
    page.getByText(
      "This file is not a marks file from this planner. Choose the .json file the planner saved.",
    ),
  ).toBeVisible();
});

test("when the past-due list's code cannot be loaded, its place says so", async ({
  page,
  problems,
}) => {
  problems.allow(/filed-status/);
  await page.route(/\/assets\/filed-status-[^/]*\.js$/, (route) => route.abort());
  await openPlanner(page, DEC_10);
  await makeOwnPlan(page);
  await expect(
    page.getByText(
      "The list of filings past their due date and the file of your marks could not be loaded",
    ),
  ).toBeVisible();
  // The ticks still work.
  await gstr3bTick(page).check();
  await expect(gstr3bTick(page)).toBeChecked();
});

test("a device that holds as many marks as it keeps says so when a tick springs back, and makes room only when asked", async ({
  page,
}) => {
  test.slow();
  await openPlanner(page, DEC_10);
  await makeOwnPlan(page);
  await expect(gstr3bTick(page)).toBeEnabled();
  await page.evaluate(() => {
    const marks = Array.from({ length: 5000 }, (_, i) => ({
      id: `entry-${i}`,
      // Three of them for filings due more than a year ago, which no list of the page shows.
      due: i < 3 ? "2025-06-30" : "2026-10-31",
      filedOn: "2026-11-01",
    }));
    localStorage.setItem(
      "niyama.filed.v1",
      JSON.stringify({ version: 1, trackingSince: "2026-12-10", marks }),
    );
  });
  await page.reload();
  await expect(gstr3bTick(page)).toBeEnabled();
  await gstr3bTick(page).click();
  await expect(gstr3bTick(page)).not.toBeChecked();
  const notice = page.getByText("That tick is not saved: this device already keeps 5,000 marks");
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: "Remove 3 marks of filings due before 10 December 2025" })
    .click();
  await expect(page.getByText("3 old marks removed.")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await gstr3bTick(page).check();
  await expect(gstr3bTick(page)).toBeChecked();
  const count = await page.evaluate(
    () => JSON.parse(localStorage.getItem("niyama.filed.v1")!).marks.length as number,
  );
  expect(count).toBe(4998);
});
