// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dueDateEntriesTe } from "~/content/te/due-date-entries";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { plannerText as teText } from "~/content/te/planner";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { buildPlan } from "../plan";
import { PlannerWordsContext } from "../planner-words";
import { NO_ANSWERS } from "../profile";
import { publishedFile } from "../test-data";
import { inTelugu as toTelugu } from "../in-telugu";
import { teluguPlannerWords } from "../words/te";
import { PlanChecks } from "./plan-checks";

/* The Telugu plan's entries to check: what the planner does not ask, in Telugu while it translates the data. */

const profile = { ...NO_ANSWERS, entity: "Private Limited Company" };
const inTelugu = (file: DueDatesFile) =>
  toTelugu(file, { entries: dueDateEntriesTe, lateCosts: lateCostWordsTe });

function render(file: DueDatesFile) {
  const plan = buildPlan(inTelugu(file), profile, "2026-11-25");
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <PlannerWordsContext value={teluguPlannerWords}>
      <PlanChecks plan={plan} />
    </PlannerWordsContext>,
  );
  const item = (id: string) => {
    const index = plan.toCheck.findIndex((e) => e.id === id);
    return host.querySelectorAll("#plan-checks-title ~ ul")[0]!.children[index]!;
  };
  return { plan, host, item };
}

describe("the Telugu plan's entries to check", () => {
  it("say in Telugu what the planner does not ask; only the forms' names stay marked as English", () => {
    const { plan, host, item } = render(publishedFile);
    const notAsked = plan.toCheck.filter((e) => e.notAsked);
    expect(notAsked.map((e) => e.id)).toContain("mgt-14");
    for (const entry of notAsked) {
      expect(entry.notAsked).toBe(dueDateEntriesTe[entry.id]!.notAsked!.text);
      expect(item(entry.id).textContent).toContain(`${teText.dependsOn}: `);
      expect(item(entry.id).textContent).toContain(entry.notAsked);
    }
    const marked = [...host.querySelectorAll("[data-untranslated]")];
    expect(marked.map((el) => el.textContent)).toEqual([
      ...plan.toCheck.map((e) => e.form),
      ...plan.undated.map((e) => e.form),
    ]);
    expect(marked.every((el) => el.getAttribute("lang") === "en")).toBe(true);
    // The law after each form in the Telugu name alone, no brackets inside the brackets.
    expect(item("mgt-14").textContent).toContain("(కంపెనీల చట్టం 2013)");
    expect(host.textContent).not.toContain("(Companies Act 2013)");
  });

  it("show a notAsked changed since its translation in its new English, marked as English", () => {
    const changed = structuredClone(publishedFile);
    const entry = Object.values(changed.dueDates)
      .flat()
      .find((e) => e.id === "mgt-14")!;
    entry.appliesWhen = { ...entry.appliesWhen, notAsked: "After passing any resolution" };
    const { item } = render(changed);
    const words = item("mgt-14").querySelectorAll("[data-untranslated]");
    expect([...words].map((el) => el.textContent)).toEqual([
      entry.form,
      "After passing any resolution",
    ]);
    expect(item("mgt-14").textContent).not.toContain(dueDateEntriesTe["mgt-14"]!.notAsked!.text);
  });
});
