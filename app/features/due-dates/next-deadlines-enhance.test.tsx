// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { teluguMonths } from "~/content/te/months";
import { NextDeadlinesList } from "./components/next-deadlines-list";
import type { Deadline } from "./next-deadlines";
import { refreshNextDeadlines } from "./next-deadlines-enhance";

const deadlines: Deadline[] = [
  { form: "GSTR-1", law: "GST", date: "2026-07-11" },
  { form: "GSTR-3B", law: "GST", date: "2026-07-20" },
  { form: "PF కంట్రిబ్యూషన్, ECR", law: "కార్మిక చట్టాలు", date: "2026-08-15" },
  { form: "DIR-3-KYC-Web", law: "కంపెనీల చట్టం 2013", date: "2026-09-30" },
];

/** The card as the page prerenders it on `builtOn`, in the document. */
function card(props: { builtOn: string; months?: readonly string[] }) {
  document.body.innerHTML = renderToStaticMarkup(
    <NextDeadlinesList deadlines={deadlines} {...props} />,
  );
  return document.querySelector("[data-next-deadlines]")!;
}

const lines = (root: Element) =>
  [...root.querySelectorAll("[data-deadline-list] li")].map((li) => ({
    form: li.querySelector("[data-form]")!.textContent,
    law: li.querySelector("[data-law]")!.textContent,
    date: li.querySelector("time")!.textContent,
  }));

describe("the home card's deadlines, redrawn for the visitor's day", () => {
  it("writes the dates with the page's month names (Telugu), the deadlines as the page names them", () => {
    const root = card({ builtOn: "2026-07-01", months: teluguMonths });
    expect(lines(root).map((l) => l.date)).toEqual(["11 జులై 2026", "20 జులై 2026", "15 ఆగస్టు 2026"]);
    refreshNextDeadlines(root, "2026-07-12");
    expect(lines(root)).toEqual([
      { form: "GSTR-3B", law: "GST", date: "20 జులై 2026" },
      { form: "PF కంట్రిబ్యూషన్, ECR", law: "కార్మిక చట్టాలు", date: "15 ఆగస్టు 2026" },
      { form: "DIR-3-KYC-Web", law: "కంపెనీల చట్టం 2013", date: "30 సెప్టెంబర్ 2026" },
    ]);
  });

  it("writes short English dates on the English page", () => {
    const root = card({ builtOn: "2026-07-01" });
    expect(root.hasAttribute("data-months")).toBe(false);
    refreshNextDeadlines(root, "2026-07-12");
    expect(lines(root).map((l) => l.date)).toEqual(["20 Jul 2026", "15 Aug 2026", "30 Sep 2026"]);
  });
});
