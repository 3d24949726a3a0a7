import { describe, expect, it } from "vitest";
import { boardRule, llpAudited } from "./applicability";
import { buildPlan, type Plan } from "./plan";
import {
  conflicts,
  NO_ANSWERS,
  parseProfile,
  planGst,
  profileToSearch,
  type PlannerProfile,
} from "./profile";
import { publishedFile } from "./test-data";
import {
  bandAbove,
  COMPOSITION_SERVICES_TURNOVER_LIMIT,
  LLP_AUDIT_TURNOVER_LIMIT,
  turnoverBand,
} from "./thresholds";

/*
 * The planner's rules that turn on the law's own edges: the LLP audit (Rule 24(8) LLP Rules), composition for
 * services (s.10(2A) CGST Act), ADT-1 for a One Person Company (s.122(3)) and board meetings (s.173).
 */

const plan = (profile: Partial<PlannerProfile> & Pick<PlannerProfile, "entity">, today: string) =>
  buildPlan(publishedFile, { ...NO_ANSWERS, ...profile }, today);
const rows = (p: Plan) => p.months.flatMap((m) => m.rows);
const datesOf = (p: Plan, id: string) =>
  rows(p)
    .filter((r) => r.id === id)
    .map((r) => r.date);
const needsOf = (p: Plan, id: string) => p.toCheck.find((r) => r.id === id)?.needs;
const LLP = "LLP (Limited Liability Partnership)";
const OPC = "One Person Company (OPC)";
const PRIVATE = "Private Limited Company";

describe("an LLP's audit under Rule 24(8) of the LLP Rules", () => {
  it("is not brought by a turnover of exactly ₹40 lakh, and is by anything above it", () => {
    const upTo40 = turnoverBand("0-0.4")!;
    expect(upTo40.upTo).toBe(40_00_000);
    expect(bandAbove(upTo40, LLP_AUDIT_TURNOVER_LIMIT.value)).toBe(false);
    expect(turnoverBand("0.4-0.5")!.above).toBe(40_00_000);
    expect(llpAudited({ turnover: "0.4-0.5" })).toBe(true);
    // At ₹40 lakh or less the contribution decides.
    expect(llpAudited({ turnover: "0-0.4" })).toBe("contribution");
    expect(llpAudited({ turnover: "0-0.4", contribution: "up-to-25-lakh" })).toBe(false);
    expect(llpAudited({ turnover: "0-0.4", contribution: "above-25-lakh" })).toBe(true);
    expect(llpAudited({ contribution: "above-25-lakh" })).toBe(true);
    expect(llpAudited({})).toBe("turnover");
  });

  it("moves ITR-5 from 31 August to 31 October", () => {
    const at40 = plan(
      { entity: LLP, turnover: "0-0.4", contribution: "up-to-25-lakh" },
      "2026-12-01",
    );
    expect(datesOf(at40, "itr-5-no-audit")).toEqual(["2027-08-31"]);
    expect(datesOf(at40, "itr-audit-non-company")).toEqual([]);
    const above40 = plan({ entity: LLP, turnover: "0.4-0.5" }, "2026-12-01");
    expect(datesOf(above40, "itr-audit-non-company")).toEqual(["2027-10-31"]);
    expect(datesOf(above40, "itr-5-no-audit")).toEqual([]);
    const contributed = plan(
      { entity: LLP, turnover: "0-0.4", contribution: "above-25-lakh" },
      "2026-12-01",
    );
    expect(datesOf(contributed, "itr-audit-non-company")).toEqual(["2027-10-31"]);
  });

  it("asks for the contribution where the turnover does not decide, and only of an LLP", () => {
    const p = plan({ entity: LLP, turnover: "0-0.4" }, "2026-12-01");
    expect(needsOf(p, "itr-5-no-audit")).toEqual(["contribution"]);
    expect(needsOf(p, "itr-audit-non-company")).toEqual(["contribution"]);
    // A firm has no audit under another law: only the tax audit decides.
    const firm = plan({ entity: "Partnership Firm", turnover: "0-0.4" }, "2026-12-01");
    expect(datesOf(firm, "itr-5-no-audit")).toEqual(["2027-08-31"]);
  });
});

describe("composition for a supplier of services (s.10(2A) CGST Act)", () => {
  it("is open at ₹50 lakh and closed at ₹50 lakh and one rupee", () => {
    expect(COMPOSITION_SERVICES_TURNOVER_LIMIT.value).toBe(50_00_000);
    // The band up to ₹50 lakh includes ₹50 lakh; the next starts above it, at ₹50,00,001.
    expect(turnoverBand("0.4-0.5")!.upTo).toBe(50_00_000);
    expect(turnoverBand("0.5-1")!.above).toBe(50_00_000);
    const at50 = {
      entity: OPC,
      gst: "composition",
      supply: "services",
      turnover: "0.4-0.5",
    } as const;
    expect(conflicts({ ...NO_ANSWERS, ...at50 })).toEqual([]);
    expect(planGst({ ...NO_ANSWERS, ...at50 })).toBe("composition");
    const above = { ...at50, turnover: "0.5-1" } as const;
    expect(conflicts({ ...NO_ANSWERS, ...above })).toEqual([
      { field: "supply", code: "composition-services-above-limit" },
    ]);
    expect(planGst({ ...NO_ANSWERS, ...above })).toBe("monthly");
  });

  it("a services business that does not qualify gets the regular returns in its plan", () => {
    const p = plan(
      {
        entity: OPC,
        state: "karnataka",
        gst: "composition",
        supply: "services",
        turnover: "0.5-1",
      },
      "2026-12-01",
    );
    expect(datesOf(p, "cmp-08")).toEqual([]);
    expect(datesOf(p, "gstr-4")).toEqual([]);
    expect(datesOf(p, "gstr-3b-monthly")[0]).toBe("2026-12-20");
    expect(datesOf(p, "gstr-1-monthly")[0]).toBe("2026-12-11");
    // Goods at the same turnover stay on composition.
    const goods = plan(
      { entity: OPC, state: "karnataka", gst: "composition", supply: "goods", turnover: "0.5-1" },
      "2026-12-01",
    );
    expect(datesOf(goods, "cmp-08")[0]).toBe("2027-01-18");
    expect(datesOf(goods, "gstr-3b-monthly")).toEqual([]);
  });
});

describe("ADT-1 for a One Person Company", () => {
  it("runs from the member's resolution appointing the auditor, not an AGM", () => {
    const p = plan({ entity: OPC, auditorResolutionOn: "2027-01-10" }, "2026-12-01");
    const [adt1] = rows(p).filter((r) => r.id === "adt-1");
    expect(adt1).toMatchObject({
      date: "2027-01-25",
      event: { date: "2027-01-10", assumed: false },
    });
    // An AGM date given for an OPC does not date it.
    const agm = plan({ entity: OPC, agmOn: "2027-01-10", auditorAppointed: true }, "2026-12-01");
    expect(needsOf(agm, "adt-1")).toEqual(["auditorResolutionOn"]);
  });
});

describe("board meetings (s.173)", () => {
  it("a company dates its next meeting 120 days from the last, or asks for it", () => {
    const p = plan({ entity: PRIVATE, lastBoardMeetingOn: "2026-10-01" }, "2026-12-01");
    expect(datesOf(p, "board-meeting-next")).toEqual(["2027-01-29"]);
    expect(datesOf(p, "board-meetings-half-year")).toEqual([]);
    const unknown = plan({ entity: PRIVATE }, "2026-12-01");
    expect(needsOf(unknown, "board-meeting-next")).toEqual(["lastBoardMeetingOn"]);
  });

  it("a small company meets once a half-year: across the year end, 90 days after a December meeting", () => {
    const p = plan(
      { entity: PRIVATE, smallCompany: true, lastBoardMeetingOn: "2026-12-20" },
      "2026-12-28",
    );
    expect(datesOf(p, "board-meeting-next")).toEqual([]);
    const half = rows(p).filter((r) => r.id === "board-meetings-half-year");
    expect(half.map((r) => [r.date, r.notBefore])).toEqual([["2027-06-30", "2027-03-20"]]);
    // Without the last meeting, each half-year's last day.
    const plain = plan({ entity: PRIVATE, smallCompany: true }, "2026-12-01");
    expect(datesOf(plain, "board-meetings-half-year")).toEqual(["2026-12-31", "2027-06-30"]);
  });

  it("a One Person Company with one director holds none; with two or more, the half-year rule and a first meeting", () => {
    const facts = { holdsAgm: false, llp: false };
    expect(boardRule({ entity: OPC, directors: "one" }, facts)).toBe("none");
    expect(boardRule({ entity: OPC, directors: "two-or-more" }, facts)).toBe("half-yearly");
    expect(boardRule({ entity: OPC }, facts)).toBe("directors");
    const one = plan({ entity: OPC, directors: "one", incorporatedOn: "2026-11-20" }, "2026-12-01");
    for (const id of ["first-board-meeting", "board-meetings-half-year", "board-meeting-next"])
      expect(datesOf(one, id), id).toEqual([]);
    const two = plan(
      { entity: OPC, directors: "two-or-more", incorporatedOn: "2026-11-20" },
      "2026-12-01",
    );
    expect(datesOf(two, "first-board-meeting")).toEqual(["2026-12-20"]);
    expect(datesOf(two, "board-meetings-half-year")).toEqual(["2026-12-31", "2027-06-30"]);
    const unanswered = plan({ entity: OPC }, "2026-12-01");
    expect(needsOf(unanswered, "board-meetings-half-year")).toEqual(["directors"]);
  });
});

describe("the new answers in the address", () => {
  it("are read and written back in a fixed order", () => {
    const search =
      "entity=one-person-company-opc&gst=composition&supply=services&turnover=0.4-0.5&contrib=above-25-lakh&small=1&directors=two-or-more&board=2026-10-01&auditor-on=2026-09-30";
    const { profile, problems } = parseProfile(new URLSearchParams(search), [OPC]);
    expect(problems).toEqual([]);
    expect(profile).toMatchObject({
      supply: "services",
      contribution: "above-25-lakh",
      smallCompany: true,
      directors: "two-or-more",
      lastBoardMeetingOn: "2026-10-01",
      auditorResolutionOn: "2026-09-30",
    });
    expect(profileToSearch(profile)).toBe(search);
    expect(parseProfile(new URLSearchParams("supply=wood&turnover=0-1"), []).problems).toEqual([
      { field: "supply", code: "invalid", value: "wood" },
      { field: "turnover", code: "invalid", value: "0-1" },
    ]);
  });
});
