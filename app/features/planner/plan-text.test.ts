import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { askAboutHref, costLineText, feesText, monthLabel, periodLabel, rupees } from "./plan-text";

describe("plan text", () => {
  it("names periods", () => {
    expect(periodLabel({ unit: "month", from: "2026-12-01", to: "2026-12-31" })).toBe(
      "December 2026",
    );
    expect(periodLabel({ unit: "quarter", from: "2026-10-01", to: "2026-12-31" })).toBe(
      "October-December 2026",
    );
    expect(periodLabel({ unit: "quarter", from: "2027-01-01", to: "2027-03-31" })).toBe(
      "January-March 2027",
    );
    expect(periodLabel({ unit: "half-year", from: "2026-10-01", to: "2027-03-31" })).toBe(
      "October 2026-March 2027",
    );
    expect(periodLabel({ unit: "financial-year", from: "2026-04-01", to: "2027-03-31" })).toBe(
      "FY 2026-27",
    );
    expect(monthLabel("2027-01")).toBe("January 2027");
  });

  it("writes rupees in the Indian grouping", () => {
    expect(rupees(0)).toBe("₹0");
    expect(rupees(950)).toBe("₹950");
    expect(rupees(1500)).toBe("₹1,500");
    expect(rupees(150000)).toBe("₹1,50,000");
    expect(rupees(12345678)).toBe("₹1,23,45,678");
  });

  it("words fees and lines with their basis", () => {
    expect(feesText({ estimate: true, daysLate: 7, fees: { from: 0, to: 0 }, lines: [] })).toBe(
      undefined,
    );
    expect(feesText({ estimate: true, daysLate: 7, fees: { from: 350, to: 700 }, lines: [] })).toBe(
      "₹350 to ₹700",
    );
    const line = costLineText({
      kind: "interest",
      applies: "yes",
      payer: "business",
      byOrder: false,
      basis: "s.50 CGST Act",
      ratePercent: 18,
      per: "year",
      runsOn: "tax unpaid",
      perLakh: 345,
      atLeast: false,
    });
    expect(line).toEqual({
      text: "Interest at 18% a year: ₹345 per ₹1 lakh of tax",
      basis: "s.50 CGST Act",
    });
  });

  it("asks on WhatsApp about the form, the period and the date, every character encoded", () => {
    const href = askAboutHref({
      form: "GSTR-3B & PMT-06",
      period: { unit: "month", from: "2026-12-01", to: "2026-12-31" },
      date: "2027-01-20",
    });
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    const text = decodeURIComponent(href.split("?text=")[1]!);
    expect(text).toBe(
      "Hello, I would like help with GSTR-3B & PMT-06 for December 2026, due on 20 January 2027.",
    );
    expect(href).not.toContain("&");
    expect(href).not.toContain(" ");
  });
});
