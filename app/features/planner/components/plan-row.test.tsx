// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { plannerText } from "~/content/planner";
import { dueDateEntriesTe } from "~/content/te/due-date-entries";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { plannerText as teText } from "~/content/te/planner";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { estimateCost } from "~/lib/late-cost/estimate";
import { buildPlan } from "../plan";
import { PlannerWordsContext, type PlannerWords } from "../planner-words";
import { NO_ANSWERS } from "../profile";
import { publishedFile } from "../test-data";
import { englishPlannerWords } from "../words/en";
import { inTelugu as toTelugu } from "../in-telugu";
import { teluguPlannerWords } from "../words/te";
import { turnoverBand } from "../thresholds";
import { PlanRowView } from "./plan-row";
import { DelayCosts } from "./row-cost";

const profile = {
  ...NO_ANSWERS,
  entity: "Private Limited Company",
  state: "telangana" as const,
  gst: "monthly" as const,
  turnover: "2-5" as const,
  registrations: ["tds" as const],
};
const rowsOf = (file: DueDatesFile) =>
  buildPlan(file, profile, "2026-11-25").months.flatMap((m) => m.rows);
const rows = rowsOf(publishedFile);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type RowProps = Parameters<typeof PlanRowView>[0];
const rowOf = (id: string) => rows.find((r) => r.id === id)!;
const List = (props: RowProps) => (
  <PlannerWordsContext value={englishPlannerWords}>
    <ol>
      <PlanRowView {...props} />
    </ol>
  </PlannerWordsContext>
);
/** The row as the build prerenders it. */
const prerender = (props: RowProps) => {
  vi.stubEnv("SSR", true);
  try {
    return renderToString(<List {...props} />);
  } finally {
    vi.unstubAllEnvs();
  }
};
const render = (
  id: string,
  extra: Partial<RowProps> = {},
  words: PlannerWords = englishPlannerWords,
  row = rowOf(id),
) => {
  const host = document.createElement("div");
  vi.stubEnv("SSR", true);
  try {
    host.innerHTML = renderToStaticMarkup(
      <PlannerWordsContext value={words}>
        <PlanRowView row={row} {...extra} />
      </PlannerWordsContext>,
    );
  } finally {
    vi.unstubAllEnvs();
  }
  return { row, host };
};

describe("a deadline of the plan", () => {
  it("shows the form, the period, the date, the days left and a one-line estimate at a glance", () => {
    const { row, host } = render("gstr-3b-monthly");
    expect(host.querySelector("h4")!.textContent).toBe("GSTR-3B");
    expect(host.querySelector("time")!.getAttribute("dateTime")).toBe(row.date);
    expect(host.textContent).toContain(plannerText.daysLeft(row.daysLeft));
    const summary = [...host.querySelectorAll("p")].find((p) =>
      p.textContent!.startsWith(plannerText.costSummary),
    )!;
    // The fee and the interest together, on the tax unpaid; a month is a calendar month with its days shown.
    expect(summary.textContent).toMatch(
      /One week late: ₹[\d,]+ in fees \+ interest ₹[\d,]+; One month late \(\d\d days\): ₹[\d,]+ in fees \+ interest ₹[\d,]+ \(18% a year on the tax unpaid, per ₹1 lakh\)/,
    );
  });

  it("keeps the law, its basis, its source and the worked-out cost in a disclosure", () => {
    const { row, host } = render("gstr-3b-monthly");
    const details = host.querySelector("details")!;
    expect(details.hasAttribute("open")).toBe(false);
    expect(details.querySelector("summary")!.textContent).toBe(plannerText.details);
    expect(details.textContent).toContain(row.basis);
    expect(details.querySelector(`a[href="${row.sourceUrl}"]`)).not.toBeNull();
    expect(details.textContent).toContain(plannerText.costWeek);
    expect(details.textContent).toContain(row.penalty);
  });

  it("adds the visitor's own delay to the estimate", () => {
    const { row } = render("gstr-3b-monthly");
    const custom = { ...row.cost!.oneWeek, daysLate: 45 };
    const { host } = render("gstr-3b-monthly", { custom });
    expect(host.textContent).toContain(`${plannerText.costDays(45)}: `);
  });

  it("points to the penalty in law once when no delay has a confirmed figure", () => {
    // The AGM's cost is a penalty by order, in words only.
    const { host } = render("agm");
    const summary = [...host.querySelectorAll("p")].find((p) =>
      p.textContent!.startsWith(plannerText.costSummary),
    )!;
    expect(summary.textContent).toBe(`${plannerText.costSummary}: ${plannerText.costShortNone}`);
  });

  it("has no question to us of its own: the plan has one for all its rows", () => {
    const { host } = render("gstr-3b-monthly");
    expect(host.querySelector('a[href^="https://wa.me/"]')).toBeNull();
  });

  it("offers the calendar button only once the page can make the file", () => {
    expect(render("gstr-3b-monthly").host.querySelector("button")).toBeNull();
    const { host } = render("gstr-3b-monthly", { onAddToCalendar: () => {} });
    expect(host.querySelector("button")!.getAttribute("aria-label")).toMatch(
      /^Add to calendar: GSTR-3B due /,
    );
  });
});

describe("a deadline's disclosure in the browser", () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });
  const open = (details: HTMLDetailsElement) =>
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event("toggle"));
    });

  it("keeps the prerendered body as it is while hydrating, without a mismatch", async () => {
    const row = rowOf("gstr-3b-monthly");
    container.innerHTML = prerender({ row });
    const body = container.querySelector("details > div")!;
    await act(async () => {
      root = hydrateRoot(container, <List row={row} />);
    });
    // The very element the build wrote, with its words: React neither hydrated nor replaced it.
    expect(container.querySelector("details > div")).toBe(body);
    expect(body.textContent).toContain(row.basis);
    expect(body.querySelector(`a[href="${row.sourceUrl}"]`)).not.toBeNull();
  });

  it("renders its own body in place of the prerendered one when the row changes", async () => {
    const row = rowOf("gstr-3b-monthly");
    container.innerHTML = prerender({ row });
    await act(async () => {
      root = hydrateRoot(container, <List row={row} />);
    });
    const custom = { ...row.cost!.oneWeek, daysLate: 45 };
    await act(async () => root!.render(<List row={row} custom={custom} />));
    const details = container.querySelector("details")!;
    expect(details.textContent).not.toContain(plannerText.costDays(45));
    open(details);
    expect(details.textContent).toContain(plannerText.costDays(45));
    expect(details.textContent).toContain(row.penalty);
  });

  it("prerenders a row past the example's first ones without a body, its disclosure for readers with scripts", async () => {
    const row = rowOf("gstr-3b-monthly");
    container.innerHTML = prerender({ row, prerenderBody: false });
    const details = container.querySelector("details")!;
    // Hidden without scripts (app.css): an empty disclosure would do nothing.
    expect(details.hasAttribute("data-requires-js")).toBe(true);
    expect(details.textContent).toBe(plannerText.details);
    await act(async () => {
      root = hydrateRoot(container, <List row={row} prerenderBody={false} />);
    });
    const hydrated = container.querySelector("details")!;
    expect(hydrated).toBe(details);
    open(hydrated);
    expect(hydrated.textContent).toContain(row.basis);
    expect(hydrated.textContent).toContain(row.penalty);
  });

  it("renders the body of a row made in the browser only once it is opened", () => {
    const row = rowOf("gstr-3b-monthly");
    root = createRoot(container);
    act(() => root!.render(<List row={row} />));
    const details = container.querySelector("details")!;
    expect(details.textContent).toBe(plannerText.details);
    open(details);
    expect(details.textContent).toContain(row.basis);
    expect(details.querySelector(`a[href="${row.sourceUrl}"]`)).not.toBeNull();
    expect(details.textContent).toContain(plannerText.costWeek);
  });
});

describe("a deadline of the Telugu plan", () => {
  const inTelugu = (file: DueDatesFile) =>
    toTelugu(file, { entries: dueDateEntriesTe, lateCosts: lateCostWordsTe });
  const english = rowOf("gstr-3b-monthly");

  it("shows the entry's Telugu description and penalty, the Telugu date, period and message", () => {
    const row = rowsOf(inTelugu(publishedFile)).find((r) => r.id === "gstr-3b-monthly")!;
    const words = dueDateEntriesTe["gstr-3b-monthly"]!;
    expect(row.description).toBe(words.description);
    expect(row.penalty).toBe(words.penalty);
    const { host } = render("gstr-3b-monthly", {}, teluguPlannerWords, row);
    expect(host.textContent).toContain(words.description);
    expect(host.textContent).toContain(words.penalty);
    expect(host.textContent).not.toContain(english.description);
    const date = teluguPlannerWords.formatLongDate(row.date);
    expect(host.querySelector("time")!.textContent).toBe(date);
    expect(date).toMatch(/[\u0C00-\u0C7F]/);
    expect(host.querySelector("summary")!.textContent).toBe(teText.details);
    // The legal basis is quoted as written.
    expect(host.querySelector("[data-citation]")!.textContent).toBe(row.basis);
  });

  it("shows an entry changed since its translation in its new English", () => {
    const changed = structuredClone(publishedFile);
    const entry = Object.values(changed.dueDates)
      .flat()
      .find((e) => e.id === "gstr-3b-monthly")!;
    entry.penalty = `${entry.penalty} A new fee applies.`;
    const row = rowsOf(inTelugu(changed)).find((r) => r.id === "gstr-3b-monthly")!;
    expect(row.description).toBe(english.description);
    expect(row.penalty).toBe(entry.penalty);
    const { host } = render("gstr-3b-monthly", {}, teluguPlannerWords, row);
    expect(host.textContent).toContain(entry.penalty);
    // The page's own words stay Telugu.
    expect(host.textContent).toContain(teText.costSummary);
  });

  // The data's words left in English on a Telugu row: only the form's name, unless a cost's words changed.
  const marked = (host: HTMLElement) =>
    [...host.querySelectorAll("[data-untranslated]")].map((el) => [
      el.getAttribute("lang"),
      el.textContent,
    ]);
  const teluguCost = (id: string, file = inTelugu(publishedFile)) =>
    Object.values(file.dueDates)
      .flat()
      .find((e) => e.id === id)!.lateCost!;

  it("shows a cost's own text in Telugu, unmarked: only the form's name stays marked as English", () => {
    const row = rowsOf(inTelugu(publishedFile)).find((r) => r.id === "aoc-4")!;
    const text = lateCostWordsTe["aoc-4"]!.components[1]!.text!;
    const { host } = render("aoc-4", {}, teluguPlannerWords, row);
    expect(host.querySelector("details")!.textContent).toContain(text);
    expect(marked(host)).toEqual([["en", "AOC-4"]]);
  });

  it("shows a cap in words in Telugu, unmarked", () => {
    const cost = teluguCost("gstr-9");
    // Five hundred days at ₹50 a day passes the cap of 0.04% of ₹2-5 crore.
    const estimate = estimateCost(cost, 500, { turnover: turnoverBand("2-5") });
    const host = document.createElement("div");
    host.innerHTML = renderToStaticMarkup(
      <PlannerWordsContext value={teluguPlannerWords}>
        <DelayCosts delays={[{ label: teText.costDays(500), estimate }]} />
      </PlannerWordsContext>,
    );
    const capText = lateCostWordsTe["gstr-9"]!.components[0]!.capText!;
    expect(host.textContent).toContain(`${teText.capped}: ${capText}`);
    expect(host.querySelector("[data-untranslated]")).toBeNull();
  });

  it("shows a cost's text changed since its translation in its new English, marked as English", () => {
    const changed = structuredClone(publishedFile);
    const component = Object.values(changed.dueDates)
      .flat()
      .find((e) => e.id === "aoc-4")!.lateCost!.components[1]!;
    if (component.kind !== "textOnly") throw new Error("aoc-4's second component has a text");
    component.text = `${component.text} A new rule applies.`;
    const row = rowsOf(inTelugu(changed)).find((r) => r.id === "aoc-4")!;
    const { host } = render("aoc-4", {}, teluguPlannerWords, row);
    expect(marked(host)).toContainEqual(["en", component.text]);
    expect(host.textContent).not.toContain(lateCostWordsTe["aoc-4"]!.components[1]!.text!);
  });
});
