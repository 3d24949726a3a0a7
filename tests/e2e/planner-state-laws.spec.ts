import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The planner and a State's own laws: professional tax and the labour welfare fund follow the employees, and a State
 * whose laws the data does not cover says so at the top of the plan and beside the State answer, in both languages.
 */

const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
const formOf = (id: string): string =>
  (Object.values(published.dueDates) as { id: string; form: string }[][])
    .flat()
    .find((e) => e.id === id)!.form;

async function openPlanner(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.getByLabel(label)).toBeEnabled();
}

test("the example plan (a Telangana company with salary TDS and PF) has Telangana's professional tax return", async ({
  page,
}) => {
  await page.goto("/due-dates/plan");
  await expect(page.getByText(/This is an example plan/)).toBeVisible();
  const form = formOf("ts-professional-tax-employer");
  await expect(page.locator(".plan-row", { hasText: form }).first()).toBeVisible();
  await expect(page.locator("[data-state-notice]")).toHaveCount(0);
});

test("a Karnataka private company with employees gets Karnataka's professional tax and labour welfare fund", async ({
  page,
}) => {
  await openPlanner(
    page,
    "/due-dates/plan?entity=private-limited-company&state=karnataka",
    "Type of business",
  );
  await page.getByLabel("Do you have employees on salary?").selectOption("yes");
  await expect(page).toHaveURL(/staff=1/);
  // A monthly return: one row that opens to its twelve dates.
  const monthly = page.locator(".plan-row", { hasText: formOf("ka-professional-tax-employer") });
  await expect(monthly).toHaveCount(1);
  await expect(monthly.locator(".plan-date")).toHaveCount(12);
  await expect(page.locator(".plan-row", { hasText: formOf("ka-pt-enrolment-tax") })).toHaveCount(
    1,
  );
  // The fund covers some establishments only: listed to check, with what it depends on.
  const fund = page.locator("#plan-checks-title ~ ul > li", {
    hasText: formOf("ka-labour-welfare-fund"),
  });
  await expect(fund).toBeVisible();
  // With the one question that would date it.
  await expect(fund.locator("[data-check-question]")).toContainText(/15 January \d{4}/);
  await expect(page.locator("[data-state-notice]")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a State the data does not cover says so at the top of the plan and beside the State, in English and Telugu", async ({
  page,
}) => {
  await openPlanner(
    page,
    "/due-dates/plan?entity=private-limited-company&state=kerala",
    "Type of business",
  );
  const notice = page.locator("[data-state-notice]");
  await expect(notice).toHaveCount(2);
  // With the reason for each duty.
  const kerala =
    "State laws of Kerala are not in this plan yet: ask us. Professional tax: each municipality or panchayat levies it, on dates of its own. Labour welfare fund: there is a separate welfare fund for each trade, each with its own contribution.";
  await expect(notice.first()).toHaveText(kerala);
  await expect(notice.last()).toHaveText(kerala);
  await expectNoAxeViolations(page);

  await openPlanner(
    page,
    "/te/due-dates/plan?entity=private-limited-company&state=kerala",
    "వ్యాపార రకం",
  );
  await expect(notice.first()).toHaveText(
    /^కేరళ రాష్ట్ర చట్టాలు ఇంకా ఈ ప్లాన్‌లో లేవు: మమ్మల్ని అడగండి\. వృత్తి పన్ను: దీన్ని ప్రతి మున్సిపాలిటీ/,
  );
  await expect(notice.first()).not.toContainText("municipality");
  await expect(notice).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("Chhattisgarh names the conflict over its professional tax, and dates its labour welfare fund to check", async ({
  page,
}) => {
  await openPlanner(
    page,
    "/due-dates/plan?entity=private-limited-company&state=chhattisgarh&staff=1",
    "Type of business",
  );
  await expect(page.locator("[data-state-notice]").first()).toHaveText(
    "Chhattisgarh: its professional tax is not in this plan yet: ask us. Professional tax: the sources we read disagree on whether the State still levies it.",
  );
  await expect(
    page.locator("#plan-checks-title ~ ul > li", { hasText: formOf("cg-labour-welfare-fund") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a Maharashtra employer's yearly return is dated 31 March", async ({ page }) => {
  await openPlanner(
    page,
    "/due-dates/plan?entity=private-limited-company&state=maharashtra&staff=1",
    "Type of business",
  );
  const yearly = page.locator(".plan-row", { hasText: formOf("mh-pt-annual-return") });
  await expect(yearly).toHaveCount(1);
  await expect(yearly).toContainText(/31 March \d{4}/);
  await expect(page.locator("[data-state-notice]")).toHaveCount(0);
});
