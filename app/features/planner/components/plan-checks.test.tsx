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
    // A form's name marked where an entry is named, and again in the question that would date it.
    const marked = [...host.querySelectorAll("[data-untranslated]")];
    const asked = new Set(
      plan.toCheck
        .filter((e) => item(e.id).querySelector("[data-check-question]"))
        .map((e) => e.id),
    );
    expect(marked.map((el) => el.textContent)).toEqual([
      ...plan.toCheck.flatMap((e) => (asked.has(e.id) ? [e.form, e.form] : [e.form])),
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

  it("ask the one question that would date an entry, with its next date, only where its schedule gives one", () => {
    const { plan, item } = render(publishedFile);
    const dpt3 = item("dpt-3").querySelector("[data-check-question]");
    expect(dpt3?.textContent).toBe(
      `${teText.checkQuestions["dpt-3"]} ${teText.checkThen} DPT-3 ${teText.checkDue("30\u00a0జూన్ 2027")}`,
    );
    expect(plan.toCheck.find((e) => e.id === "dpt-3")?.next).toEqual({
      date: "2027-06-30",
      yearly: true,
    });
    // A monthly return: its words in the data and its next date.
    const gstr8 = item("gstr-8").querySelector("[data-check-question]");
    expect(gstr8?.textContent).toContain(teText.checkQuestions["gstr-8"]!);
    expect(gstr8?.textContent).toMatch(/10\u00a0డిసెంబర్ 2026\.$/);
    // Due after an event: no date that one answer would give.
    expect(plan.toCheck.find((e) => e.id === "mgt-14")?.next).toBeUndefined();
    expect(item("mgt-14").querySelector("[data-check-question]")).toBeNull();
    // Every question is for an entry of the data.
    const ids = new Set(
      Object.values(publishedFile.dueDates)
        .flat()
        .map((e) => e.id),
    );
    for (const id of Object.keys(teText.checkQuestions)) expect(ids, id).toContain(id);
  });
});
