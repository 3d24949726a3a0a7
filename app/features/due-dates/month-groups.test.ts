import { describe, expect, it } from "vitest";
import { clockToday } from "~/lib/today";
import { DEFAULT_VIEW, sortRows, type DueDateRow } from "./filter-due-dates";
import { groupByMonth, nextDueDates } from "./month-groups";
import { parseView } from "./url-state";

const row = (id: string, schedule?: DueDateRow["schedule"]): DueDateRow => ({
  id,
  form: id,
  description: "",
  due: "",
  month: "Monthly",
  priority: "medium",
  penalty: "",
  law: "GST",
  ...(schedule ? { schedule } : {}),
});

// In the data's order: an annual return, an event-based filing, a monthly return, a quarterly one.
const rows = [
  row("annual-31-jul", { kind: "annual", month: 7, day: 31 }),
  row("after-event", { kind: "afterEvent", days: 30, event: "allotment" }),
  row("monthly-20th", { kind: "monthly", day: 20, monthOffset: 1 }),
  row("quarterly", {
    kind: "quarterly",
    dates: [
      { month: 7, day: 31 },
      { month: 10, day: 31 },
      { month: 1, day: 31 },
      { month: 5, day: 31 },
    ],
  }),
];

/** The page's default order on a given day in India. */
const defaultOrder = (day: string) => {
  const next = nextDueDates(rows, day);
  const view = parseView("");
  return { next, sorted: sortRows(rows, view.sort, view.dir, next) };
};

describe("the default order: soonest due first", () => {
  it("is the next due date, ascending, with the entries without a fixed date last", () => {
    expect(DEFAULT_VIEW).toMatchObject({ sort: "due", dir: "asc" });
    const { next, sorted } = defaultOrder("2026-11-28");
    expect(next.get("monthly-20th")).toBe("2026-12-20");
    expect(next.get("quarterly")).toBe("2027-01-31");
    expect(next.get("annual-31-jul")).toBe("2027-07-31");
    expect(next.has("after-event")).toBe(false);
    expect(sorted.map((r) => r.id)).toEqual([
      "monthly-20th",
      "quarterly",
      "annual-31-jul",
      "after-event",
    ]);
  });

  it("follows the day it is given: on a due date that entry comes first", () => {
    expect(defaultOrder("2027-07-20").sorted.map((r) => r.id)).toEqual([
      "monthly-20th",
      "annual-31-jul",
      "quarterly",
      "after-event",
    ]);
    expect(defaultOrder("2027-07-21").sorted[0]!.id).toBe("annual-31-jul");
  });

  it("counts from the day in India whatever the device's time zone: 19:00 UTC is already tomorrow there", () => {
    // 20 December 2026, 19:00 UTC is 21 December 00:30 in India: the 20th's return is no longer the next one.
    const day = clockToday(new Date("2026-12-20T19:00:00Z"))!;
    expect(day).toBe("2026-12-21");
    expect(nextDueDates(rows, day).get("monthly-20th")).toBe("2027-01-20");
    expect(clockToday(new Date("2026-12-20T18:00:00Z"))).toBe("2026-12-20");
  });
});

describe("month groups", () => {
  it("cuts the sorted rows into one run a month, then the entries without a fixed date", () => {
    const { next, sorted } = defaultOrder("2026-11-28");
    const groups = groupByMonth(sorted, next);
    expect(groups.map((g) => [g.month, g.rows.map((r) => r.id)])).toEqual([
      ["2026-12", ["monthly-20th"]],
      ["2027-01", ["quarterly"]],
      ["2027-07", ["annual-31-jul"]],
      [undefined, ["after-event"]],
    ]);
  });

  it("keeps entries due in the same month together, in their order", () => {
    const next = new Map([
      ["a", "2026-12-07"],
      ["b", "2026-12-20"],
      ["c", "2027-01-11"],
    ]);
    const groups = groupByMonth([row("a"), row("b"), row("c"), row("d")], next);
    expect(groups.map((g) => g.rows.map((r) => r.id))).toEqual([["a", "b"], ["c"], ["d"]]);
  });

  it("has no groups for no rows, and keeps every row exactly once", () => {
    expect(groupByMonth([], new Map())).toEqual([]);
    const { next, sorted } = defaultOrder("2027-03-01");
    expect(groupByMonth(sorted, next).flatMap((g) => g.rows)).toEqual(sorted);
  });
});
