import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Seven client profiles a company secretary's practice meets every week (a Karnataka company with staff, a
 * professionals' LLP, an OPC, a company with foreign investment, a liaison office, a firm, a Section 8 company), each in
 * English and Telugu, against what its plan must hold: the questions that decide each duty are asked where they matter and kept in the
 * address, and the plan shows (or leaves out) the duties they decide. Dates are the data's, never a fixed "today".
 */

const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
const formOf = (id: string): string =>
  (Object.values(published.dueDates) as { id: string; form: string }[][])
    .flat()
    .find((e) => e.id === id)!.form;

// The forms the Telugu page names in Telugu (app/content/te/due-date-names.ts); the others keep the data's name.
const formsTe: Record<string, string> = {
  "TDS deposit (challan)": "TDS జమ (చలాన్)",
  "FLA return": "FLA రిటర్న్",
  "Annual Performance Report (ODI)": "వార్షిక పనితీరు నివేదిక (ODI)",
  "Board meeting": "బోర్డు సమావేశం",
  "Board meeting (Section 8 company)": "బోర్డు సమావేశం (సెక్షన్ 8 కంపెనీ)",
  "Form 49C (60-day reading of s.505)": "Form 49C (s.505 ప్రకారం అరవై రోజుల గడువు)",
};
let lang: "en" | "te" = "en";
/** The row of a filing, by its name as the page's language shows it (with its former number, where it has one). */
const row = (page: Page, form: string) => {
  const name = (lang === "te" ? (formsTe[form] ?? form) : form).replace(
    /[.*+?^${}()|[\]\\]/g,
    "\\$&",
  );
  return page.locator(".plan-row").filter({
    has: page.locator("h4", { hasText: new RegExp(`^${name}(\\s*\\((formerly|గతంలో) [^)]*\\))?$`) }),
  });
};
const checks = (page: Page) => page.locator("section[aria-labelledby=plan-checks-title]");

async function open(page: Page, language: "en" | "te", search: string) {
  lang = language;
  await page.goto(`${lang === "te" ? "/te" : ""}/due-dates/plan?${search}`);
  await expect(page.getByLabel(lang === "te" ? "వ్యాపార రకం" : "Type of business")).toBeEnabled();
}

const words = {
  en: {
    small: /A small company \(paid-up capital/,
    agm: "Date of the annual general meeting (AGM)",
    allotment: "Date of the last allotment of shares",
    office: "Is the Indian office a liaison office or a branch office?",
    headcount: "How many people does the business employ?",
  },
  te: {
    small: /చిన్న కంపెనీ \(పెయిడ్-అప్ క్యాపిటల్/,
    agm: /AGM తేదీ|వార్షిక సర్వసభ్య/,
    allotment: /అలాట్‌మెంట్ తేదీ/,
    office: "భారతదేశంలోని ఆఫీసు లయజన్ ఆఫీసా, బ్రాంచ్ ఆఫీసా?",
    headcount: "వ్యాపారంలో ఎంత మంది ఉద్యోగులు పని చేస్తున్నారు?",
  },
};

for (const lang of ["en", "te"] as const) {
  test.describe(`seven client profiles (${lang})`, () => {
    test("(a) a Karnataka company with 12 employees is told to register for ESI", async ({
      page,
    }) => {
      await open(
        page,
        lang,
        "entity=private-limited-company&state=karnataka&gst=monthly&turnover=1.5-2&staff=1&reg=tds,tds-salary&headcount=10-19&group=no",
      );
      await expect(page.getByLabel(words[lang].headcount)).toHaveValue("10-19");
      await expect(checks(page)).toContainText(lang === "te" ? "ESI రిజిస్ట్రేషన్" : "ESI registration");
      await expect(checks(page)).not.toContainText(
        lang === "te" ? "PF రిజిస్ట్రేషన్" : "PF registration",
      );
      // Not in a group: the small-company box is offered.
      await expect(page.getByLabel(words[lang].small)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("(b) a Gujarat LLP of professionals with ₹60 lakh is under tax audit and deducts tax on its partners' pay", async ({
      page,
    }) => {
      await open(
        page,
        lang,
        "entity=llp-limited-liability-partnership&state=gujarat&gst=qrmp&turnover=0.5-1&contrib=up-to-25-lakh&profession=yes&partners=yes",
      );
      await expect(row(page, formOf("tax-audit-report"))).toHaveCount(1);
      await expect(row(page, formOf("tds-deposit"))).toHaveCount(1);
      await expect(row(page, formOf("form-140-tds-non-salary"))).toHaveCount(1);
    });

    test("(c) a Kerala One Person Company with two directors meets half-yearly and is asked no AGM", async ({
      page,
    }) => {
      await open(
        page,
        lang,
        "entity=one-person-company-opc&state=kerala&gst=qrmp&turnover=0.5-1&directors=two-or-more",
      );
      await expect(page.getByLabel(words[lang].agm)).toHaveCount(0);
      await expect(page.getByLabel(words[lang].small)).toHaveCount(0);
      await expect(page.locator(".plan-row").first()).toBeVisible();
    });

    test("(d) a Delhi company with a foreign parent and subsidiary: no small-company box, FEMA returns dated", async ({
      page,
    }) => {
      await open(
        page,
        lang,
        "entity=private-limited-company&state=delhi&gst=monthly&turnover=10-20&audit=1&tp=1&staff=1&reg=tds,tds-salary,tds-non-resident,pf,esi&group=yes&foreign=both&export=yes&sft=yes",
      );
      await expect(page.getByLabel(words[lang].small)).toHaveCount(0);
      for (const id of ["apr-odi", "fla-return", "gst-lut", "sft-form-61a"])
        await expect(row(page, formOf(id)), id).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test("(e) a liaison office in Maharashtra: Form 49C on both readings, no ITR without Indian income, no AGM or allotment", async ({
      page,
    }) => {
      await open(
        page,
        lang,
        "entity=branch-liaison-office-of-a-foreign-company&state=maharashtra&gst=none&staff=1&reg=tds,tds-salary",
      );
      await expect(page.getByLabel(words[lang].agm)).toHaveCount(0);
      await expect(page.getByLabel(words[lang].allotment)).toHaveCount(0);
      await page.getByLabel(words[lang].office).selectOption("liaison");
      await expect(page).toHaveURL(/office=liaison/);
      await page
        .getByLabel(
          lang === "te"
            ? "విదేశీ కంపెనీకి భారతదేశంలో ఆదాయం ఉందా?"
            : "Does the foreign company have income in India?",
        )
        .selectOption("no");
      await expect(page).toHaveURL(/income=no/);
      await expect(row(page, "Form 49C")).toHaveCount(1);
      await expect(
        row(
          page,
          lang === "te"
            ? "Form 49C (s.505 ప్రకారం అరవై రోజుల గడువు)"
            : formOf("form-49c-liaison-office-s505"),
        ),
      ).toHaveCount(1);
      await expect(row(page, "ITR-6")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("(f) a Tamil Nadu firm that pays its partners deducts tax under s.194T", async ({
      page,
    }) => {
      await open(
        page,
        lang,
        "entity=partnership-firm&state=tamil-nadu&gst=qrmp&turnover=1-1.5&staff=1",
      );
      await expect(row(page, formOf("tds-deposit"))).toHaveCount(0);
      await page
        .getByLabel(
          lang === "te"
            ? "సంస్థ ఏ భాగస్వామికైనా ఏడాదికి ₹20,000 కంటే ఎక్కువ జీతం, రెమ్యూనరేషన్, కమిషన్, బోనస్ లేదా వడ్డీ చెల్లిస్తుందా?"
            : "Does the firm pay a partner more than ₹20,000 a year as salary, remuneration, commission, bonus or interest?",
        )
        .selectOption("yes");
      await expect(page).toHaveURL(/partners=yes/);
      await expect(row(page, formOf("tds-deposit"))).toHaveCount(1);
    });

    test("(g) a Telangana Section 8 company registered under 12AB: ITR-7 and its forms, six calendar months between meetings", async ({
      page,
    }) => {
      await open(
        page,
        lang,
        "entity=section-8-company-non-profit&state=telangana&gst=none&turnover=0-0.4&board=2026-10-10&staff=1&reg=tds-salary&12ab=yes",
      );
      await expect(page.getByLabel(words[lang].small)).toHaveCount(0);
      for (const id of ["itr-7", "form-10bd-10be-donations", "form-10b-audit-report"])
        await expect(row(page, formOf(id)), id).toHaveCount(1);
      await expect(row(page, "ITR-6")).toHaveCount(0);
      // The next meeting six calendar months after 10 October 2026, where that falls in the plan's twelve months.
      const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
      const section8 = row(page, formOf("board-meeting-section-8"));
      if (today <= "2027-04-10") {
        await expect(section8).toHaveCount(1);
        await expect(section8.locator("time[datetime='2027-04-10']").first()).toBeAttached();
      }
      await expect(row(page, "Board meeting")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
