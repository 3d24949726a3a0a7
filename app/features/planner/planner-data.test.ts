import { describe, expect, it } from "vitest";
import { STATE_IDS } from "~/lib/applicability-constants";
import { isOfficialUrl } from "~/lib/compliance-schema";
import { isStateLaw } from "~/lib/state-laws";
import { estimateCost } from "~/lib/late-cost/estimate";
import { entries, entry, publishedFile } from "./test-data";
import {
  COMPOSITION_TURNOVER_LIMIT,
  QRMP_TURNOVER_LIMIT,
  TAX_AUDIT_TURNOVER_LIMIT,
  TURNOVER_BANDS,
} from "./thresholds";

/*
 * The planner's facts in the published data: a rule for every entry, thresholds on the profile's band edges,
 * every State in exactly one GSTR-3B group, event days as the law gives them, and late-filing costs carried only
 * where the research confirmed them, each with an official source.
 */
const CRORE = 10_000_000;
const edges = new Set<number>(
  TURNOVER_BANDS.flatMap((b) => [b.above, ...(b.upTo ? [b.upTo] : [])]),
);

describe("planner rules in the data", () => {
  it("every entry has one", () => {
    expect(entries.filter((e) => !e.appliesWhen).map((e) => e.id)).toEqual([]);
  });

  it("every turnover threshold, in rules, costs and the profile's checks, is an edge of a turnover band", () => {
    const thresholds = [
      QRMP_TURNOVER_LIMIT.value,
      COMPOSITION_TURNOVER_LIMIT.value,
      TAX_AUDIT_TURNOVER_LIMIT.value,
      ...entries.flatMap((e) => [
        e.appliesWhen?.turnoverAbove,
        e.appliesWhen?.turnoverUpTo,
        e.appliesWhen?.optionalUpTo,
        ...(e.lateCost?.components ?? []).flatMap((c) => [
          c.when?.turnoverAbove,
          c.when?.turnoverUpTo,
        ]),
      ]),
    ].filter((t): t is number => t !== undefined);
    expect(thresholds.length).toBeGreaterThan(10);
    for (const t of thresholds) expect(edges.has(t), String(t)).toBe(true);
  });

  it("states the thresholds the law sets, with their basis", () => {
    expect(entry("gstr-9").appliesWhen).toMatchObject({
      optionalUpTo: 2 * CRORE,
      basis: expect.stringMatching(/15\/2025/),
    });
    expect(entry("gstr-9c").appliesWhen).toMatchObject({
      turnoverAbove: 5 * CRORE,
      basis: expect.stringMatching(/30\/2021/),
    });
    expect(entry("tax-audit-report").appliesWhen?.basis).toMatch(/₹1 crore.*₹10 crore/);
    expect(QRMP_TURNOVER_LIMIT.value).toBe(5 * CRORE);
    expect(COMPOSITION_TURNOVER_LIMIT.value).toBe(1.5 * CRORE);
    expect(TAX_AUDIT_TURNOVER_LIMIT.value).toBe(10 * CRORE);
  });

  it("puts every State and Union territory in exactly one quarterly GSTR-3B group", () => {
    const day22 = entry("gstr-3b-quarterly-ap-ts").appliesWhen?.states ?? [];
    const day24 = entry("gstr-3b-quarterly-other-states").appliesWhen?.states ?? [];
    expect([...day22, ...day24].sort()).toEqual([...STATE_IDS].sort());
    expect(day22).toEqual(
      expect.arrayContaining(["andhra-pradesh", "telangana", "karnataka", "tamil-nadu"]),
    );
    expect(day24).toEqual(
      expect.arrayContaining(["delhi", "uttar-pradesh", "west-bengal", "odisha"]),
    );
    expect(entry("gstr-3b-quarterly-other-states").schedule).toEqual({
      kind: "quarterly",
      dates: [
        { month: 7, day: 24 },
        { month: 10, day: 24 },
        { month: 1, day: 24 },
        { month: 4, day: 24 },
      ],
    });
  });

  it("dates events by the days the law gives, one entry marking the AGM", () => {
    const days = Object.fromEntries(
      entries
        .filter((e) => e.appliesWhen?.event)
        .map((e) => [
          e.id,
          e.schedule?.kind === "afterEvent" ? [e.appliesWhen!.event, e.schedule.days] : undefined,
        ]),
    );
    expect(days).toEqual({
      "aoc-4": ["agm", 30],
      "mgt-7": ["agm", 60],
      "csr-2": ["agm", 30],
      "adt-1": ["auditor-appointment", 15],
      "first-auditor": ["incorporation", 30],
      "first-board-meeting": ["incorporation", 30],
      "board-meeting-next": ["board-meeting", 120],
      "inc-20a": ["incorporation", 180],
      "pas-3-private-placement": ["allotment", 15],
      "pas-3-other-allotments": ["allotment", 30],
      "share-certificates-subscribers": ["incorporation", 59],
      "fc-gpr": ["allotment", 30],
    });
    expect(entries.filter((e) => e.appliesWhen?.marksEvent === "agm").map((e) => e.id)).toEqual([
      "agm",
    ]);
  });

  it("keeps listed-company entries to the entity types that can be listed", () => {
    const sebi = entries.filter((e) => e.law === "SEBI Regulations");
    expect(sebi.length).toBeGreaterThan(0);
    const listable = Object.entries(publishedFile.entityLawMap ?? {})
      .filter(([, laws]) => laws.includes("SEBI Regulations"))
      .map(([entity]) => entity);
    expect(listable).toEqual(["Public Limited Company"]);
    for (const e of sebi) expect(e.appliesWhen?.notAsked).toMatch(/[Ll]isted/);
  });
});

describe("late-filing costs in the data", () => {
  it("carry an official source and check date, and a basis for every figure", () => {
    for (const e of entries) {
      if (!e.lateCost) continue;
      expect(isOfficialUrl(e.lateCost.sourceUrl), e.id).toBe(true);
      expect(e.lateCost.verifiedOn <= publishedFile.lastUpdated, e.id).toBe(true);
      for (const c of e.lateCost.components) expect(c.basis.trim(), e.id).toBeTruthy();
    }
  });

  it("are left out where the research did not confirm them (the penalty's words stay)", () => {
    // A State's own duties carry their cost in words only, but Andhra Pradesh's monthly return (its Act was read).
    for (const e of entries.filter((e) => isStateLaw(e.law)))
      expect(!!e.lateCost, e.id).toBe(e.id === "ap-professional-tax-employer");
    expect(
      entries
        .filter((e) => !e.lateCost && !isStateLaw(e.law))
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      [
        "bo-lo-annual-activity-certificate",
        "board-meeting-next",
        "board-meetings-half-year",
        "csr-2",
        "dir-3-kyc",
        "dir-3-kyc-update",
        "first-auditor",
        "first-board-meeting",
        "form-130-salary-certificate",
        "form-131-tds-certificate",
        "form-133-tcs-certificate",
        "form-49c-liaison-office",
        "gstr-7",
        "gstr-8",
        "itr-belated-revised",
        "msme-1-april-september",
        "msme-1-october-march",
        "sebi-reg-33-results",
        // Added in December 2026 with the questions that decide them: their costs are in words only.
        "board-meeting-section-8",
        "share-certificates-subscribers",
        "form-49c-liaison-office-s505",
        "itr-7",
        "form-10b-audit-report",
        "form-10bd-10be-donations",
        "registration-12ab-80g-renewal",
        "sft-form-61a",
        "gst-lut",
        "esi-registration",
        "pf-registration",
        "fcra-annual-return",
      ].sort(),
    );
    for (const e of entries) expect(e.penalty.trim(), e.id).toBeTruthy();
  });

  it("pick exactly one late fee for each turnover band where the fee depends on it", () => {
    for (const id of ["gstr-1-monthly", "gstr-3b-monthly", "gstr-9"])
      for (const band of TURNOVER_BANDS) {
        const fees = estimateCost(entry(id).lateCost!, 10, { turnover: band }).lines.filter(
          (l) => l.kind === "perDay" && l.applies === "yes",
        );
        expect(fees.length, `${id} ${band.id}`).toBe(1);
      }
  });
});
