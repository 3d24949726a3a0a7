import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/schedule";
import { markKey, setFiled, type FiledMarks } from "./filed-marks";
import {
  overdueFilings,
  overdueFrom,
  OVERDUE_LOOKBACK_DAYS,
  RECENT_DAYS,
  visitCounts,
} from "./overdue";
import { buildPlan } from "./plan";
import { NO_ANSWERS } from "./profile";
import type { PlannerProfile } from "./profile-schema";
import { publishedFile } from "./test-data";

const profile: PlannerProfile = {
  ...NO_ANSWERS,
  entity: "Private Limited Company",
  state: "telangana",
  gst: "monthly",
  turnover: "2-5",
  registrations: ["tds", "tds-salary", "pf"],
};
const tracking = (since: string): FiledMarks => ({ version: 1, trackingSince: since, marks: [] });

describe("what is overdue and not marked filed", () => {
  it("shows a plan made today, a first visit's too, what fell due in the last 90 days and is not ticked", () => {
    const today = "2026-11-28";
    const since = addDays(today, -RECENT_DAYS);
    // No marks on this device: the last 90 days, if not yet filed.
    expect(overdueFrom(undefined, today)).toEqual({ from: since, reason: "recent" });
    const first = overdueFilings(publishedFile, profile, undefined, today);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((o) => o.date >= since && o.date < today)).toBe(true);
    expect(first.find((o) => o.key === "gstr-3b-monthly:2026-11-20")).toMatchObject({
      daysLate: 8,
    });
    // Tracking that starts today adds nothing to the last 90 days; one that started earlier reaches back to its day.
    expect(overdueFilings(publishedFile, profile, tracking(today), today)).toEqual(first);
    expect(overdueFrom(tracking("2026-06-01"), today)).toEqual({
      from: "2026-06-01",
      reason: "tracking",
    });
  });

  it("tells a liaison office that missed Form 49C on 30 November, on its first visit", () => {
    const lo: PlannerProfile = {
      ...NO_ANSWERS,
      entity: "Branch / Liaison Office of a Foreign Company",
      state: "telangana",
      answers: { office: "liaison" },
    };
    const today = "2026-12-08";
    const form49c = overdueFilings(publishedFile, lo, undefined, today).find(
      (o) => o.id === "form-49c-liaison-office",
    );
    // A liaison office files Form 49C: a duty of its plan, not a "may apply".
    expect(form49c).toMatchObject({ date: "2026-11-30", daysLate: 8 });
    expect(form49c?.mayApply).toBeFalsy();
    // What waits on a question not yet answered (GST here) is left to the answer, not listed.
    const listed = overdueFilings(publishedFile, lo, undefined, today);
    expect(listed.some((o) => o.id === "gstr-3b-monthly" || o.id === "gstr-1-monthly")).toBe(false);
    // What may apply is listed once, at its latest date (GSTR-7, for a business that deducts GST, monthly).
    expect(listed.filter((o) => o.id === "gstr-7").map((o) => o.date)).toEqual(["2026-11-10"]);
  });

  it("names the day it counts from truly a year on, when tracking began more than a year ago", () => {
    expect(overdueFrom(tracking("2025-10-01"), "2026-11-28")).toEqual({
      from: addDays("2026-11-28", -OVERDUE_LOOKBACK_DAYS),
      reason: "year",
      trackingSince: "2025-10-01",
    });
  });

  it("counts the due dates passed since tracking started, the longest overdue first", () => {
    const overdue = overdueFilings(publishedFile, profile, tracking("2026-07-01"), "2026-11-28");
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((o) => o.date >= "2026-07-01" && o.date < "2026-11-28")).toBe(true);
    expect(overdue.map((o) => o.date)).toEqual([...overdue.map((o) => o.date)].sort());
    const gstr3b = overdue.find((o) => o.id === "gstr-3b-monthly" && o.date === "2026-11-20");
    expect(gstr3b).toMatchObject({ date: "2026-11-20", daysLate: 8 });
    // July's return (due 20 July) counts from the day tracking began; June's, due before it, is not claimed.
    expect(overdue.some((o) => o.key === "gstr-3b-monthly:2026-07-20")).toBe(true);
    expect(overdue.some((o) => o.originalDate === "2026-06-20")).toBe(false);
  });

  it("prices the delay as of today, with what the interest runs on, and the cost grows each day", () => {
    const on = (today: string) =>
      overdueFilings(publishedFile, profile, tracking("2026-11-01"), today).find(
        (o) => o.id === "gstr-3b-monthly" && o.originalDate === "2026-11-20",
      )!;
    const early = on("2026-11-25");
    const later = on("2026-12-05");
    expect(early.cost!.daysLate).toBe(5);
    expect(later.cost!.daysLate).toBe(15);
    expect(later.cost!.fees.to).toBeGreaterThan(early.cost!.fees.to);
    const interest = later.cost!.lines.find((l) => l.kind === "interest");
    expect(interest && interest.kind === "interest" && interest.base).toBe("tax");
  });

  it("leaves out what is marked filed, and looks back twelve months at most", () => {
    const marks = setFiled(
      tracking("2026-11-01"),
      { id: "gstr-3b-monthly", due: "2026-11-20" },
      true,
      "2026-11-21",
    );
    const overdue = overdueFilings(publishedFile, profile, marks, "2026-11-28");
    expect(overdue.some((o) => o.key === "gstr-3b-monthly:2026-11-20")).toBe(false);
    expect(overdueFrom(tracking("2020-01-01"), "2026-11-28").from).toBe(
      addDays("2026-11-28", -OVERDUE_LOOKBACK_DAYS),
    );
  });
});

describe("a mark's key", () => {
  it("is the plan row's key, so a tick on any row of the plan marks that occurrence", () => {
    const plan = buildPlan(publishedFile, profile, "2026-11-28");
    for (const row of plan.months.flatMap((m) => m.rows))
      expect(markKey(row.id, row.originalDate)).toBe(row.key);
  });
});

describe("the counts the next visit opens with", () => {
  it("counts this week's filings not marked filed, and those overdue", () => {
    const today = "2026-12-15";
    const plan = buildPlan(publishedFile, profile, today);
    const week = plan.months
      .flatMap((m) => m.rows)
      .filter((r) => r.date >= today && r.date <= "2026-12-21");
    expect(week.length).toBeGreaterThan(1);
    const marks = setFiled(
      tracking("2026-12-01"),
      { id: week[0]!.id, due: week[0]!.originalDate },
      true,
      today,
    );
    const overdue = overdueFilings(publishedFile, profile, marks, today);
    expect(visitCounts(plan, overdue, marks)).toEqual({
      thisWeek: week.length - 1,
      overdue: overdue.length,
    });
    expect(overdue.length).toBeGreaterThan(0);
  });
});
