import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { askAboutPlanHref, periodLabel } from "./plan-text";
import { englishPlannerWords as en } from "./words/en";
import { teluguPlannerWords as te } from "./words/te";

describe("plan text", () => {
  it("names periods", () => {
    expect(periodLabel({ unit: "month", from: "2026-12-01", to: "2026-12-31" }, en)).toBe(
      "December 2026",
    );
    expect(periodLabel({ unit: "quarter", from: "2026-10-01", to: "2026-12-31" }, en)).toBe(
      "October-December 2026",
    );
    expect(periodLabel({ unit: "quarter", from: "2027-01-01", to: "2027-03-31" }, en)).toBe(
      "January-March 2027",
    );
    expect(periodLabel({ unit: "half-year", from: "2026-10-01", to: "2027-03-31" }, en)).toBe(
      "October 2026-March 2027",
    );
    expect(periodLabel({ unit: "financial-year", from: "2026-04-01", to: "2027-03-31" }, en)).toBe(
      "FY 2026-27",
    );
  });

  it("asks on WhatsApp about the plan, listing each filing with its period and date, every character encoded", () => {
    const href = askAboutPlanHref(
      [
        {
          form: "GSTR-3B & PMT-06",
          period: { unit: "month", from: "2026-12-01", to: "2026-12-31" },
          date: "2027-01-20",
        },
        { form: "PF contribution and ECR", date: "2027-01-15" },
      ],
      en,
    );
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    const text = decodeURIComponent(href.split("?text=")[1]!);
    expect(text).toBe(
      "Hello, I would like help with my compliance plan. Due in the next 30 days: GSTR-3B & PMT-06 for December 2026, due on 20 January 2027; PF contribution and ECR, due on 15 January 2027.",
    );
    expect(href).not.toContain("&");
    expect(href).not.toContain(" ");
    expect(decodeURIComponent(askAboutPlanHref([], en).split("?text=")[1]!)).toBe(
      "Hello, I would like help with my compliance plan.",
    );
  });

  it("names periods and asks on WhatsApp in Telugu with the Telugu words", () => {
    expect(periodLabel({ unit: "quarter", from: "2026-10-01", to: "2026-12-31" }, te)).toBe(
      "అక్టోబర్-డిసెంబర్ 2026",
    );
    expect(periodLabel({ unit: "financial-year", from: "2026-04-01", to: "2027-03-31" }, te)).toBe(
      "ఆర్థిక సంవత్సరం 2026-27",
    );
    const href = askAboutPlanHref(
      [
        {
          form: "GSTR-3B",
          period: { unit: "month", from: "2026-12-01", to: "2026-12-31" },
          date: "2027-01-20",
        },
      ],
      te,
    );
    expect(decodeURIComponent(href.split("?text=")[1]!)).toBe(
      "నమస్కారం! నా కంప్లయన్స్ ప్లాన్ విషయంలో సహాయం కావాలి. రాబోయే 30 రోజుల్లో నా గడువులు:\n" +
        "• GSTR-3B — డిసెంబర్ 2026 కాలానికి, గడువు 20\u00a0జనవరి 2027",
    );
  });
});
