// @vitest-environment jsdom
import fs from "node:fs";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { dueDatesFileSchema } from "~/lib/compliance-schema";
import { layOutAll } from "~/lib/deferred-layout";
import type { CostLines } from "../cost-lines";
import {
  DEFAULT_VIEW,
  sortRows,
  toRows,
  type DueDateRow,
  type DueDatesView,
} from "../filter-due-dates";
import { nextDueDates } from "../month-groups";
import { DueDatesWordsContext } from "../due-dates-words";
import { englishWords } from "../words/en";
import { DueDatesTable } from "./due-dates-table";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shipped = toRows(
  dueDatesFileSchema.parse(
    JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
  ).dueDates,
);

const noCosts = { label: "Late-filing estimate", lines: {} };

const table = (
  rows: readonly DueDateRow[],
  interactive: boolean,
  {
    view = { ...DEFAULT_VIEW, sort: "form" },
    next = new Map(),
    costs = noCosts,
    today = interactive ? "2026-11-23" : null,
  }: {
    view?: DueDatesView;
    next?: Map<string, string>;
    costs?: CostLines;
    today?: string | null;
  } = {},
) => (
  <DueDatesWordsContext value={englishWords}>
    <DueDatesTable
      rows={rows}
      view={view}
      onSort={() => {}}
      nextDueById={next}
      costLines={costs}
      today={today}
      interactive={interactive}
    />
  </DueDatesWordsContext>
);

const deferredRows = (container: HTMLElement) =>
  [...container.querySelectorAll("tbody tr[data-defer-layout]")].length;
const rendered = (element: React.ReactElement) => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  return container;
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe("DueDatesTable", () => {
  it("prerenders every row as a deferred-layout block, and never defers a row mounted after hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(table(shipped, false));
    expect(deferredRows(container)).toBe(shipped.length);

    await act(async () => {
      root = hydrateRoot(container, table(shipped, false));
    });
    // The page lays the deferred blocks out (useDeferredLayout); the interactive render does not add them back.
    layOutAll(container);
    await act(async () => root!.render(table(shipped, true)));
    expect(deferredRows(container)).toBe(0);

    // A filter that drops rows and one that brings them back: the rows mounted again are laid out at once.
    await act(async () => root!.render(table(shipped.slice(0, 3), true)));
    await act(async () => root!.render(table(shipped, true)));
    expect(container.querySelectorAll("tbody tr")).toHaveLength(shipped.length);
    expect(deferredRows(container)).toBe(0);
  });

  it("sorted by due date, puts each month's entries in a row group under a header cell, the undated last", () => {
    const next = nextDueDates(shipped, "2026-11-28");
    const rows = sortRows(shipped, "due", "asc", next);
    const container = rendered(table(rows, true, { view: DEFAULT_VIEW, next, today: null }));
    const groups = [...container.querySelectorAll("tbody")];
    const headers = groups.map((g) => g.querySelector("tr:first-child > th[scope=rowgroup]"));
    expect(headers.every(Boolean)).toBe(true);
    expect(headers[0]!.getAttribute("colspan")).toBe("6");
    expect(headers[0]!.textContent).toBe("November 2026");
    expect(headers[1]!.textContent).toBe("December 2026");
    expect(headers.at(-1)!.textContent).toBe(englishWords.dueDatesText.noFixedDate);
    // Every entry once, each in the group of its next due date's month.
    expect(container.querySelectorAll("tr[data-row]")).toHaveLength(shipped.length);
    for (const group of groups.slice(0, -1)) {
      const [name, year] = group.querySelector("th[scope=rowgroup]")!.textContent!.split(" ");
      for (const tr of group.querySelectorAll("tr[data-row]")) {
        const date = next.get(tr.getAttribute("data-row")!)!;
        expect(
          new Date(`${date}T00:00:00Z`).toLocaleString("en", { month: "long", timeZone: "UTC" }),
        ).toBe(name);
        expect(date.slice(0, 4)).toBe(year);
      }
    }
  });

  it("prerendered, has the month's row groups in the build day's order, their headings once interactive", () => {
    const next = nextDueDates(shipped, "2026-11-28");
    const rows = sortRows(shipped, "due", "asc", next);
    const container = rendered(table(rows, false, { view: DEFAULT_VIEW, next }));
    expect(container.querySelectorAll("tbody").length).toBeGreaterThan(1);
    expect(container.querySelectorAll("th[scope=rowgroup], tr[data-row], td > p")).toHaveLength(0);
    expect(container.querySelectorAll("tbody tr")).toHaveLength(shipped.length);
  });

  it("sorted by another column, has one row group and no month headers", () => {
    const container = rendered(table(shipped, false));
    expect(container.querySelectorAll("tbody")).toHaveLength(1);
    expect(container.querySelectorAll("th[scope=rowgroup]")).toHaveLength(0);
  });

  it("shows an entry's cost of a month's delay under its due date, named as an estimate", () => {
    const [first] = shipped;
    const costs = {
      label: "Late-filing estimate",
      lines: { [first!.id]: "One month late (31 days): ₹1,550 in fees" },
    };
    const container = rendered(table(shipped, true, { costs }));
    const cell = container.querySelector(`tr[data-row="${first!.id}"] > td:nth-of-type(2) > p`);
    expect(cell?.textContent).toBe(
      "Late-filing estimate: One month late (31 days): ₹1,550 in fees",
    );
    expect(container.querySelectorAll("td > p")).toHaveLength(1);
  });
});
