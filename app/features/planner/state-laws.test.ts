import { describe, expect, it } from "vitest";
import { plannerText as enPlannerText } from "~/content/planner";
import { verdict } from "./applicability";
import { buildPlan, type Plan } from "./plan";
import {
  conflicts,
  hasEmployees,
  NO_ANSWERS,
  parseProfile,
  profileToSearch,
  type PlannerProfile,
} from "./profile";
import { uncoveredByState } from "~/content/state-law-coverage";
import { plannerText as tePlannerText } from "~/content/te/planner";
import { coverageReasonWordsTe } from "~/content/te/state-coverage-reasons";
import { stateNotice, stateNoticeText } from "./state-notice";
import { entries, entry, publishedFile } from "./test-data";

/*
 * A State's own laws in the plan: professional tax and the labour welfare fund follow the employees (the answer, or
 * salary TDS, PF or ESI), and a State whose laws the data does not cover says so.
 */

const profile = (p: Partial<PlannerProfile>): PlannerProfile => ({
  ...NO_ANSWERS,
  entity: "Private Limited Company",
  ...p,
});
const plan = (p: Partial<PlannerProfile>, today = "2026-12-01"): Plan =>
  buildPlan(publishedFile, profile(p), today);
const datesOf = (p: Plan, id: string) =>
  p.months
    .flatMap((m) => m.rows)
    .filter((r) => r.id === id)
    .map((r) => r.date);
const employerReturns = entries.filter((e) => e.id.endsWith("-professional-tax-employer"));

describe("employees", () => {
  it("are implied by salary TDS, PF or ESI, whatever the answer, and otherwise are the answer", () => {
    for (const r of ["tds-salary", "pf", "esi", "pt"] as const)
      expect(hasEmployees({ registrations: [r], employees: false })).toBe(true);
    for (const r of ["tds", "tds-non-resident", "tcs"] as const)
      expect(hasEmployees({ registrations: [r] })).toBeUndefined();
    expect(hasEmployees({ registrations: [], employees: true })).toBe(true);
    expect(hasEmployees({ registrations: [], employees: false })).toBe(false);
  });

  it("answered no beside PF is reported next to the answer, and the plan counts the employees", () => {
    expect(conflicts({ ...NO_ANSWERS, registrations: ["pf"], employees: false })).toEqual([
      { field: "employees", code: "employees-implied" },
    ]);
    expect(conflicts({ ...NO_ANSWERS, registrations: [], employees: false })).toEqual([]);
  });

  it("travel in the address as staff=1 or staff=0, and unanswered stays unanswered", () => {
    for (const employees of [true, false, undefined]) {
      const search = profileToSearch({ ...NO_ANSWERS, entity: "Partnership Firm", employees });
      const { profile: read, problems } = parseProfile(new URLSearchParams(search), [
        "Partnership Firm",
      ]);
      expect(read.employees).toBe(employees);
      expect(problems).toEqual([]);
    }
    expect(parseProfile(new URLSearchParams("staff=many"), []).problems).toEqual([
      { field: "employees", code: "invalid", value: "many" },
    ]);
  });
});

describe("professional tax follows the employees", () => {
  it("every State's employer return is for employers, in its own State", () => {
    expect(employerReturns.length).toBeGreaterThan(0);
    for (const e of employerReturns) {
      expect(e.appliesWhen?.employees, e.id).toBe(true);
      expect(e.appliesWhen?.registrations, e.id).toBeUndefined();
      expect(e.appliesWhen?.states, e.id).toHaveLength(1);
    }
  });

  it("applies with salary TDS, PF or ESI, or the answer yes; is to check unanswered; is out answered no", () => {
    // Maharashtra's monthly return also turns on the previous year's tax, which the planner does not ask.
    for (const e of employerReturns.filter((e) => !e.appliesWhen?.notAsked)) {
      const state = e.appliesWhen!.states![0]!;
      for (const registrations of [["tds-salary"], ["pf"], ["esi"]] as const)
        expect(
          verdict(
            e,
            profile({ state, registrations: [...registrations] }),
            publishedFile.entityLawMap,
          ).kind,
        ).toBe("applies");
      expect(verdict(e, profile({ state, employees: true }), publishedFile.entityLawMap).kind).toBe(
        "applies",
      );
      expect(verdict(e, profile({ state }), publishedFile.entityLawMap)).toEqual({
        kind: "check",
        needs: ["employees"],
      });
      expect(
        verdict(e, profile({ state, employees: false }), publishedFile.entityLawMap).kind,
      ).toBe("excluded");
    }
  });

  it("a Karnataka private company with employees gets Karnataka's monthly return, its enrolment tax and its LWF to check", () => {
    const p = plan({ state: "karnataka", employees: true });
    expect(datesOf(p, "ka-professional-tax-employer")).toEqual([
      "2026-12-20",
      "2027-01-20",
      "2027-02-20",
      "2027-03-20",
      "2027-04-20",
      "2027-05-20",
      "2027-06-20",
      "2027-07-20",
      "2027-08-20",
      "2027-09-20",
      "2027-10-20",
      "2027-11-20",
    ]);
    expect(datesOf(p, "ka-pt-enrolment-tax")).toEqual(["2027-04-30"]);
    // Covered establishments only: a fact the planner does not ask.
    expect(p.toCheck.find((r) => r.id === "ka-labour-welfare-fund")?.needs).toEqual(["not-asked"]);
    // No other State's duty.
    const others = p.months.flatMap((m) => m.rows).filter((r) => /^(ap|ts|mh|tn|wb)-/.test(r.id));
    expect(others).toEqual([]);
  });

  it("the example profile (Telangana, salary TDS and PF) has Telangana's monthly return and the 30 June enrolment tax", () => {
    const p = plan({
      state: "telangana",
      gst: "monthly",
      turnover: "2-5",
      registrations: ["tds", "tds-salary", "pf"],
    });
    expect(datesOf(p, "ts-professional-tax-employer")).toHaveLength(12);
    expect(datesOf(p, "ts-pt-enrolment-tax")).toEqual(["2027-06-30"]);
    expect(entry("ts-pt-enrolment-tax").due).toMatch(/date to confirm/);
  });

  it("a Maharashtra employer's yearly return is dated 31 March; the monthly one, above ₹1 lakh, is to check", () => {
    const p = plan({ state: "maharashtra", employees: true }, "2027-01-01");
    expect(datesOf(p, "mh-pt-annual-return")).toEqual(["2027-03-31"]);
    // Listed to check: monthly only above ₹1 lakh of the previous year's tax, a fact the planner does not ask.
    expect(p.toCheck.find((r) => r.id === "mh-professional-tax-employer")?.needs).toEqual([
      "not-asked",
    ]);
    expect(datesOf(p, "mh-pt-enrolment-tax")).toEqual(["2027-06-30"]);
    // On the day itself it is still this year's; the day after, next year's.
    expect(
      datesOf(plan({ state: "maharashtra", employees: true }, "2027-03-31"), "mh-pt-annual-return"),
    ).toEqual(["2027-03-31"]);
    expect(
      datesOf(plan({ state: "maharashtra", employees: true }, "2027-04-01"), "mh-pt-annual-return"),
    ).toEqual(["2028-03-31"]);
    // No employees, no employer's return; unanswered, it is to check.
    expect(
      datesOf(plan({ state: "maharashtra", employees: false }), "mh-pt-annual-return"),
    ).toEqual([]);
    expect(
      plan({ state: "maharashtra" }).toCheck.find((r) => r.id === "mh-pt-annual-return")?.needs,
    ).toEqual(["employees"]);
  });

  it("a West Bengal employer files Form III by 30 April besides the monthly tax", () => {
    const p = plan({ state: "west-bengal", registrations: ["tds-salary"] });
    expect(datesOf(p, "wb-pt-annual-return")).toEqual(["2027-04-30"]);
    expect(datesOf(p, "wb-professional-tax-employer")).toHaveLength(12);
    expect(datesOf(plan({ state: "karnataka", employees: true }), "wb-pt-annual-return")).toEqual(
      [],
    );
  });

  it("Delhi's and Chhattisgarh's labour welfare funds are half-yearly, by 15 July and 15 January; Haryana's monthly", () => {
    const covered = (state: PlannerProfile["state"], id: string) =>
      plan({ state, employees: true }).toCheck.find((r) => r.id === id);
    expect(covered("delhi", "dl-labour-welfare-fund")?.needs).toEqual(["not-asked"]);
    expect(covered("chhattisgarh", "cg-labour-welfare-fund")?.needs).toEqual(["not-asked"]);
    expect(covered("haryana", "hr-labour-welfare-fund")?.needs).toEqual(["not-asked"]);
    for (const id of ["dl-labour-welfare-fund", "cg-labour-welfare-fund"])
      expect(entry(id).schedule).toEqual({
        kind: "quarterly",
        dates: [
          { month: 7, day: 15 },
          { month: 1, day: 15 },
        ],
      });
    expect(entry("hr-labour-welfare-fund").schedule).toEqual({
      kind: "monthly",
      day: 31,
      monthOffset: 0,
    });
    // None of them reaches a business of another State.
    expect(covered("telangana", "dl-labour-welfare-fund")).toBeUndefined();
  });
});

describe("a State the data does not cover", () => {
  const name = (s: { name: string }) => s.name;
  const text = (
    state: Parameters<typeof stateNotice>[0],
    uncovered = uncoveredByState(),
    words = enPlannerText.stateLaws,
  ) => {
    const n = stateNotice(state, uncovered);
    return n && stateNoticeText(n, words, name);
  };

  it("is named in plain words, with the reason each duty is not in the plan", () => {
    expect(text("bihar")).toBe(
      "Bihar: its professional tax is not in this plan yet: ask us. Professional tax: the State has one, but we have not yet read its Act and rules for the dates.",
    );
    expect(text("kerala")).toBe(
      "State laws of Kerala are not in this plan yet: ask us. Professional tax: each municipality or panchayat levies it, on dates of its own. Labour welfare fund: there is a separate welfare fund for each trade, each with its own contribution.",
    );
    expect(text("chhattisgarh")).toBe(
      "Chhattisgarh: its professional tax is not in this plan yet: ask us. Professional tax: the sources we read disagree on whether the State still levies it.",
    );
    expect(text("dadra-and-nagar-haveli-and-daman-and-diu")).toBe(
      "Dadra and Nagar Haveli and Daman and Diu: its labour welfare fund is not in this plan yet: ask us. Labour welfare fund: the sources we read disagree on whether the Goa, Daman and Diu Act still applies in Daman and Diu.",
    );
    expect(text("chandigarh")).toMatch(
      /Labour welfare fund: the authority gives the contribution but not the day it is due/,
    );
    // Covered: by entries (Karnataka, and now Delhi's fund beside its "no professional tax"), or by a source that it
    // levies neither (Uttar Pradesh).
    for (const state of ["karnataka", "delhi", "haryana", "uttar-pradesh"] as const)
      expect(stateNotice(state, uncoveredByState()), state).toBeUndefined();
    expect(stateNotice(undefined, uncoveredByState())).toBeUndefined();
  });

  it("gives its reasons in Telugu on the Telugu planner", () => {
    const te = text("gujarat", uncoveredByState(coverageReasonWordsTe), tePlannerText.stateLaws);
    expect(te).toContain("మేం చదివిన ఆధారాలు");
    expect(te).toContain("వృత్తి పన్ను:");
    expect(te).toContain("కార్మిక సంక్షేమ నిధి:");
    expect(te).not.toMatch(/sources|municipality|Act and rules/);
  });

  it("leaves no State or Union territory without its duties or a named reason", () => {
    for (const [state, duties] of Object.entries(uncoveredByState()))
      for (const d of duties) expect(d.reason, `${state} ${d.duty}`).not.toBe("");
  });
});
