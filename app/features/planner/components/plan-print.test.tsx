// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { plannerText } from "~/content/planner";
import { planEntries } from "../plan";
import { foldPlan } from "../plan-fold";
import { PlannerWordsContext } from "../planner-words";
import { publishedFile, telanganaCompanyPlan } from "../test-data";
import { englishPlannerWords } from "../words/en";
import { PlanPrint, PlanPrintHeader } from "./plan-print";

/* The plan as printed: a line a filing under the firm's name, phone and the day printed. */

const plan = telanganaCompanyPlan("2026-11-28");
const folded = foldPlan(plan, new Map(planEntries(publishedFile).map((e) => [e.id, e.schedule])));

function render() {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <PlannerWordsContext value={englishPlannerWords}>
      <PlanPrintHeader printedOn="2026-11-28" />
      <PlanPrint plan={plan} folded={folded} />
    </PlannerWordsContext>,
  );
  return host;
}

describe("the printed plan", () => {
  it("is headed by the firm's name and phone and the day it was printed", () => {
    const text = render().textContent!;
    expect(text).toContain(site.name);
    expect(text).toContain(site.phone.display);
    expect(text).toContain(plannerText.printedOn("28 November 2026"));
  });

  it("has a line a filing: a recurring one's schedule and next date, up to four dates in full", () => {
    const lines = [...render().querySelectorAll("tbody tr")];
    expect(lines).toHaveLength(folded.length);
    const line = (form: string) =>
      lines.find((tr) => tr.querySelector("th")?.textContent === form)!;
    const cells = (form: string) =>
      [...line(form).querySelectorAll("td")].map((td) => td.textContent);
    expect(cells("GSTR-3B")[0]).toBe("20th of every month, 12 in the plan; next 20 December 2026");
    expect(cells("GSTR-3B")[1]).toBe("GST");
    // What a month's delay costs, in short: fees and interest together, its base named.
    expect(cells("GSTR-3B")[2]).toMatch(
      /in fees \+ interest ₹[\d,]+ \(18% a year on the tax unpaid/,
    );
    const quarterly = folded.find((f) => f.rows.length > 1 && f.rows.length <= 4)!;
    expect(cells(quarterly.rows[0]!.form)[0]).toContain(
      quarterly.rows.map((r) => englishPlannerWords.formatLongDate(r.date)).join(", "),
    );
  });
});
