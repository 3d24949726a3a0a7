import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { STATES } from "~/lib/applicability-constants";
import { lawOfState, stateOfLaw } from "~/lib/state-of-law";
import { isStateLaw } from "~/lib/state-laws";
import { sourceLedger } from "./source-ledger";
import { lawNameTe, stateIdOfName, stateNameTe } from "./te/state-law-names";
import {
  coverageReasonWords,
  reasonText,
  STATE_DUTIES,
  stateLawCoverage,
} from "./state-law-coverage";
import { coverageReasonWordsTe } from "./te/state-coverage-reasons";

/*
 * The coverage of the States' own laws agrees with the data: every entry it names exists under its State's law and
 * for that State alone, every State law's entry is named, every "levies none" has its source and date, and every
 * source address of the States' duties is in the ledger. Counts come from the data, never pinned.
 */

const file = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")) as {
  laws: string[];
  entityLawMap: Record<string, string[]>;
  dueDates: Record<
    string,
    { id: string; sourceUrl: string; appliesWhen?: { states?: string[] } }[]
  >;
};
const ledger = new Set(sourceLedger.map((s) => s.url));

describe("the States' laws", () => {
  it("are one law per State, each a State of the planner, in the laws list and every entity type's laws", () => {
    const stateLaws = Object.keys(file.dueDates).filter(isStateLaw);
    expect(stateLaws.length).toBeGreaterThan(0);
    for (const law of stateLaws) {
      expect(stateOfLaw(law), law).toBeDefined();
      expect(file.laws, law).toContain(law);
      for (const [entity, laws] of Object.entries(file.entityLawMap))
        expect(laws, `${entity}: ${law}`).toContain(law);
    }
    expect(file.laws.filter(isStateLaw).sort()).toEqual(stateLaws.sort());
  });

  it("name each entry of a State's law in its coverage, for that State alone", () => {
    for (const state of STATES) {
      const law = lawOfState(state.id);
      const inData = (file.dueDates[law] ?? []).map((e) => e.id).sort();
      const coverage = stateLawCoverage[state.id];
      const named = STATE_DUTIES.flatMap((d) => {
        const c = coverage[d];
        return c && "entries" in c ? c.entries : [];
      }).sort();
      expect(named, state.id).toEqual(inData);
      for (const entry of file.dueDates[law] ?? [])
        expect(entry.appliesWhen?.states, entry.id).toEqual([state.id]);
    }
  });

  it("say where a State levies a duty the data leaves out, with a source in the ledger and a check date", () => {
    for (const [state, coverage] of Object.entries(stateLawCoverage))
      for (const duty of STATE_DUTIES) {
        const c = coverage[duty];
        if (!c || !("none" in c)) continue;
        expect(c.basis.trim(), `${state} ${duty}`).toBeTruthy();
        expect(c.verifiedOn, `${state} ${duty}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(ledger.has(c.sourceUrl), c.sourceUrl).toBe(true);
      }
  });

  it("give every State and Union territory each duty's entries, a source that it levies none, or a named reason", () => {
    for (const state of STATES)
      for (const duty of STATE_DUTIES) {
        const c = stateLawCoverage[state.id][duty];
        expect(c, `${state.id} ${duty}`).toBeDefined();
        if (c && "notInPlan" in c) {
          expect(c.note.trim(), `${state.id} ${duty}`).toBeTruthy();
          expect(c.verifiedOn, `${state.id} ${duty}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const words = reasonText(c.notInPlan, coverageReasonWords);
          expect(words, `${state.id} ${duty}`).toBeTruthy();
          expect(reasonText(c.notInPlan, coverageReasonWordsTe)).not.toBe(words);
        }
      }
  });

  it("cite only sources the ledger records", () => {
    for (const law of Object.keys(file.dueDates).filter(isStateLaw))
      for (const entry of file.dueDates[law]!)
        expect(ledger.has(entry.sourceUrl), `${entry.id}: ${entry.sourceUrl}`).toBe(true);
  });
});

describe("the States' Telugu law names", () => {
  it("find each State by its name, whose id is the name in lower case with hyphens", () => {
    for (const state of STATES) {
      expect(stateIdOfName(state.name)).toBe(state.id);
      expect(lawNameTe(lawOfState(state.id))).toBe(`రాష్ట్ర చట్టాలు: ${stateNameTe(state.name)}`);
      expect(stateNameTe(state.name)).not.toBe(state.name);
    }
    expect(lawNameTe("GST")).toBe("GST");
  });
});
