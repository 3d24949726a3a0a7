import { describe, expect, it } from "vitest";
import { exampleProfileSearch } from "~/content/planner-facts";
import { answersGiven } from "./example-answers";
import { buildPlan } from "./plan";
import { completeProfile, parseProfile, profileToSearch } from "./profile";
import { publishedFile } from "./test-data";

const entities = [
  "Private Limited Company",
  "LLP (Limited Liability Partnership)",
  "One Person Company (OPC)",
];
const example = parseProfile(new URLSearchParams(exampleProfileSearch), entities).profile;

describe("answersGiven: the example's answers never reach the visitor's plan", () => {
  it("keeps only the answer the visitor changed", () => {
    const given = answersGiven(example, {
      ...example,
      entity: "LLP (Limited Liability Partnership)",
    });
    expect(profileToSearch(given)).toBe("entity=llp-limited-liability-partnership");
  });

  it("keeps a registration the visitor ticked, never the example's", () => {
    expect(example.registrations.length).toBeGreaterThan(0);
    const given = answersGiven(example, {
      ...example,
      registrations: [...example.registrations, "esi"],
    });
    expect(given.registrations).toEqual(["esi"]);
    expect(given.entity).toBeUndefined();
    expect(given.turnover).toBeUndefined();
  });

  it("keeps nothing when the visitor removed an example answer", () => {
    const given = answersGiven(example, { ...example, turnover: undefined, registrations: [] });
    expect(profileToSearch(given)).toBe("");
  });

  it("gives a plan with none of the example's filings for a business type the visitor chose", () => {
    const file = publishedFile;
    const given = answersGiven(example, {
      ...example,
      entity: "LLP (Limited Liability Partnership)",
    });
    const plan = buildPlan(file, completeProfile(given)!, "2026-11-28");
    const ids = new Set(plan.months.flatMap((m) => m.rows.map((r) => r.id)));
    // The example's answers (monthly GST, TDS, PF) give these; the LLP's plan asks instead.
    for (const id of ["gstr-3b-monthly", "tds-deposit", "pf-ecr"])
      expect(ids.has(id), id).toBe(false);
    // What the example answered is asked again: the GST scheme is one of the answers the LLP's plan needs.
    expect(plan.toCheck.some((c) => c.needs.includes("gst"))).toBe(true);
  });
});
