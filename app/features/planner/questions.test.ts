import { describe, expect, it } from "vitest";
import { ENTITY, QUESTION_KEYS, QUESTIONS } from "~/lib/planner-questions";
import { plannerQuestionText, plannerText, type QuestionWords } from "~/content/planner";
import { plannerQuestionText as teQuestionText } from "~/content/te/planner";
import { boardRule, entityFacts, professionAudited, underTaxAudit } from "./applicability";
import { sixCalendarMonthsAfter } from "./board-meetings";
import { agmDatesFor, firstAgmDate, firstFinancialYearEnd } from "./first-year";
import { buildPlan, planEntries, type Plan } from "./plan";
import { formAsListed, askAboutPlanHref } from "./plan-text";
import { planEvents } from "./plan-calendar";
import { englishPlannerWords } from "./words/en";
import {
  NO_ANSWERS,
  parseProfile,
  profileToSearch,
  type PlannerProfile,
  type ProfileDraft,
} from "./profile";
import { publishedFile } from "./test-data";

/*
 * The questions that decide a duty (app/lib/planner-questions.ts) and the rules they feed: who may be a small company,
 * a start-up's and a Section 8 company's board meetings, a liaison office, a Section 8 company's registrations, the
 * headcount for ESI and PF, professional receipts, exports, share money, partners' pay, foreign investment, and a
 * company's first year. The day is each test's own, never the machine's.
 */

const plan = (profile: Partial<PlannerProfile> & Pick<PlannerProfile, "entity">, today: string) =>
  buildPlan(publishedFile, { ...NO_ANSWERS, ...profile }, today);
const rows = (p: Plan) => p.months.flatMap((m) => m.rows);
const datesOf = (p: Plan, id: string) =>
  rows(p)
    .filter((r) => r.id === id)
    .map((r) => r.date);
const needsOf = (p: Plan, id: string) => p.toCheck.find((r) => r.id === id)?.needs;
const ids = (p: Plan) => new Set([...rows(p).map((r) => r.id), ...p.undated.map((r) => r.id)]);
const facts = (entity: string) =>
  entityFacts(planEntries(publishedFile), entity, publishedFile.entityLawMap);

describe("each question is one declaration", () => {
  it("has its words in both languages, for each of its answers", () => {
    for (const key of QUESTION_KEYS)
      for (const words of [plannerQuestionText[key], teQuestionText[key]] as QuestionWords[]) {
        expect(words.label, key).toBeTruthy();
        expect(words.need, key).toBeTruthy();
        for (const answer of QUESTIONS[key].answers) {
          expect(words.choices[answer], `${key} ${answer}`).toBeTruthy();
          expect(words.short[answer], `${key} ${answer}`).toBeTruthy();
        }
      }
  });

  it("is asked only of the entity types it names, and every entity type is the data's", () => {
    const entities = Object.keys(publishedFile.entityLawMap!);
    for (const key of QUESTION_KEYS)
      for (const entity of QUESTIONS[key].askedOf) expect(entities, key).toContain(entity);
  });

  it("keeps its answer in the address, and reports a bad one by its question", () => {
    const search =
      "entity=private-limited-company&group=yes&startup=yes&foreign=both&headcount=10-19&sft=yes";
    const { profile, problems } = parseProfile(new URLSearchParams(search), [ENTITY.private]);
    expect(problems).toEqual([]);
    expect(profile.answers).toEqual({
      group: "yes",
      startup: "yes",
      foreignInvestment: "both",
      headcount: "10-19",
      shareMoney: "yes",
    });
    expect(profileToSearch(profile)).toBe(search);
    const bad = parseProfile(new URLSearchParams("entity=llp&foreign=lots"), []);
    expect(bad.problems).toContainEqual({
      field: "answers",
      question: "foreignInvestment",
      code: "invalid",
      value: "lots",
    });
  });
});

describe("who may tick 'small company' (s.2(85) proviso) and how the board meets", () => {
  it("a subsidiary that ticks small still meets four times a year, and is told why", () => {
    const draft: ProfileDraft = {
      ...NO_ANSWERS,
      entity: ENTITY.private,
      smallCompany: true,
      answers: { group: "yes" },
    };
    const { problems } = parseProfile(new URLSearchParams(profileToSearch(draft)), [
      ENTITY.private,
    ]);
    expect(problems).toContainEqual({ field: "smallCompany", code: "small-barred" });
    const p = plan(
      {
        entity: ENTITY.private,
        smallCompany: true,
        answers: { group: "yes" },
        lastBoardMeetingOn: "2026-11-20",
      },
      "2026-12-08",
    );
    expect(datesOf(p, "board-meeting-next")).toEqual(["2027-03-20"]);
    expect(datesOf(p, "board-meetings-half-year")).toEqual([]);
  });

  it("a public company that ticks small keeps the 120-day rule; a private one not in a group gets the half-year", () => {
    const pub = plan(
      { entity: ENTITY.public, smallCompany: true, lastBoardMeetingOn: "2026-11-20" },
      "2026-12-08",
    );
    expect(datesOf(pub, "board-meeting-next")).toEqual(["2027-03-20"]);
    expect(datesOf(pub, "board-meetings-half-year")).toEqual([]);
    const small = plan(
      {
        entity: ENTITY.private,
        smallCompany: true,
        answers: { group: "no" },
        lastBoardMeetingOn: "2026-11-20",
      },
      "2026-12-08",
    );
    expect(datesOf(small, "board-meetings-half-year")).toEqual(["2027-06-30"]);
  });

  it("a start-up private company that is a subsidiary meets once in each half-year (s.173(5))", () => {
    expect(
      boardRule(
        { entity: ENTITY.private, answers: { group: "yes", startup: "yes" } },
        facts(ENTITY.private),
      ),
    ).toBe("half-yearly");
    expect(
      boardRule({ entity: ENTITY.private, answers: { startup: "no" } }, facts(ENTITY.private)),
    ).toBe("four-a-year");
  });

  it("the half-year rule's penalty is one-half for small companies (s.446B)", () => {
    const entry = planEntries(publishedFile).find((e) => e.id === "board-meetings-half-year")!;
    expect(entry.penalty).toMatch(/s\.446B/);
    expect(entry.penalty).toMatch(/₹5,000 plus ₹500 a day, up to ₹1 lakh and ₹25,000/);
  });

  it("a Section 8 company meets within six calendar months of its last meeting, across a year end", () => {
    expect(sixCalendarMonthsAfter("2026-10-10")).toBe("2027-04-10");
    expect(sixCalendarMonthsAfter("2026-08-31")).toBe("2027-02-28");
    expect(sixCalendarMonthsAfter("2027-08-31")).toBe("2028-02-29");
    expect(sixCalendarMonthsAfter("2026-12-31")).toBe("2027-06-30");
    const p = plan(
      { entity: ENTITY.section8, smallCompany: true, lastBoardMeetingOn: "2026-10-10" },
      "2026-12-08",
    );
    expect(datesOf(p, "board-meeting-section-8")).toEqual(["2027-04-10"]);
    for (const id of ["board-meeting-next", "board-meetings-half-year"])
      expect(ids(p).has(id), id).toBe(false);
    const unknown = plan({ entity: ENTITY.section8 }, "2026-12-08");
    expect(needsOf(unknown, "board-meeting-section-8")).toEqual(["lastBoardMeetingOn"]);
  });
});

describe("a foreign company's liaison office", () => {
  it("dates Form 49C on both readings, and ITR-6 only with Indian income", () => {
    const without = plan(
      { entity: ENTITY.foreignOffice, answers: { office: "liaison", indianIncome: "no" } },
      "2026-12-08",
    );
    expect(datesOf(without, "form-49c-liaison-office-s505")).toEqual(["2027-05-30"]);
    expect(datesOf(without, "form-49c-liaison-office")).toEqual(["2027-11-30"]);
    expect(ids(without).has("itr-6")).toBe(false);
    const withIncome = plan(
      { entity: ENTITY.foreignOffice, answers: { office: "liaison", indianIncome: "yes" } },
      "2026-12-08",
    );
    expect(datesOf(withIncome, "itr-6")).toEqual(["2027-10-31"]);
    const branch = plan(
      { entity: ENTITY.foreignOffice, answers: { office: "branch", indianIncome: "yes" } },
      "2026-12-08",
    );
    expect(ids(branch).has("form-49c-liaison-office")).toBe(false);
    expect(ids(branch).has("form-49c-liaison-office-s505")).toBe(false);
    const unanswered = plan({ entity: ENTITY.foreignOffice }, "2026-12-08");
    expect(needsOf(unanswered, "form-49c-liaison-office")).toEqual(["office"]);
    expect(needsOf(unanswered, "itr-6")).toEqual(["indianIncome"]);
  });
});

describe("a Section 8 company's registrations", () => {
  it("12AB brings ITR-7, Form 10B/10BB, 10BD/10BE and the renewal; FCRA its annual return", () => {
    const p = plan(
      { entity: ENTITY.section8, answers: { exemption: "yes", fcra: "yes" } },
      "2026-12-08",
    );
    expect(datesOf(p, "itr-7")).toEqual(["2027-10-31"]);
    expect(datesOf(p, "form-10b-audit-report")).toEqual(["2027-09-30"]);
    expect(datesOf(p, "form-10bd-10be-donations")).toEqual(["2027-05-31"]);
    expect(p.undated.map((r) => r.id)).toContain("registration-12ab-80g-renewal");
    expect(datesOf(p, "fcra-annual-return")).toEqual(["2026-12-31"]);
    expect(ids(p).has("itr-6")).toBe(false);
    const plain = plan(
      { entity: ENTITY.section8, answers: { exemption: "no", fcra: "no" } },
      "2026-12-08",
    );
    expect(datesOf(plain, "itr-6")).toEqual(["2027-10-31"]);
    for (const id of ["itr-7", "form-10bd-10be-donations", "fcra-annual-return"])
      expect(ids(plain).has(id), id).toBe(false);
  });
});

describe("employees: ESI from 10, PF from 20", () => {
  const headcount = (
    value: "1-9" | "10-19" | "20-or-more",
    registrations: PlannerProfile["registrations"] = [],
  ) => plan({ entity: ENTITY.private, answers: { headcount: value }, registrations }, "2026-12-08");
  it("9 employees: neither; 10: register ESI now; 20: register PF too", () => {
    const nine = headcount("1-9");
    expect(ids(nine).has("esi-registration")).toBe(false);
    expect(ids(nine).has("pf-registration")).toBe(false);
    const ten = headcount("10-19");
    expect(ten.undated.map((r) => r.id)).toContain("esi-registration");
    expect(ids(ten).has("pf-registration")).toBe(false);
    const twenty = headcount("20-or-more");
    expect(twenty.undated.map((r) => r.id)).toEqual(
      expect.arrayContaining(["esi-registration", "pf-registration"]),
    );
  });

  it("once registered, the monthly contributions are dated instead of the register-now line", () => {
    const registered = headcount("20-or-more", ["esi", "pf"]);
    expect(ids(registered).has("esi-registration")).toBe(false);
    expect(datesOf(registered, "esi-contribution")[0]).toBe("2026-12-15");
    expect(datesOf(registered, "pf-ecr")[0]).toBe("2026-12-15");
  });
});

describe("tax audit of professional receipts above ₹50 lakh", () => {
  it("exactly ₹50 lakh is not above; from ₹50 lakh and one rupee it is", () => {
    const base = { entity: ENTITY.llp, answers: { profession: "yes" as const } };
    // The band "₹40-50 lakh" ends at exactly ₹50 lakh; the next starts at ₹50 lakh and one rupee.
    expect(professionAudited({ ...base, turnover: "0.4-0.5" })).toBe(false);
    expect(professionAudited({ ...base, turnover: "0.5-1" })).toBe(true);
    expect(professionAudited({ ...base, turnover: undefined })).toBeUndefined();
    const business = { ...NO_ANSWERS, entity: ENTITY.llp, turnover: "0.5-1" as const };
    expect(underTaxAudit({ ...business, answers: { profession: "no" } })).toBe(false);
    const p = plan({ ...base, turnover: "0.5-1", contribution: "up-to-25-lakh" }, "2026-12-08");
    expect(datesOf(p, "tax-audit-report")).toEqual(["2027-09-30"]);
  });
});

describe("exports, share money and partners' pay", () => {
  it("an exporter's LUT falls due by 31 March; share money of ₹10 lakh brings the SFT", () => {
    const p = plan(
      { entity: ENTITY.private, gst: "monthly", answers: { exporter: "yes", shareMoney: "yes" } },
      "2026-12-08",
    );
    expect(datesOf(p, "gst-lut")).toEqual(["2027-03-31"]);
    expect(datesOf(p, "sft-form-61a")).toEqual(["2027-05-31"]);
    const unregistered = plan(
      { entity: ENTITY.private, gst: "none", answers: { exporter: "yes" } },
      "2026-12-08",
    );
    expect(ids(unregistered).has("gst-lut")).toBe(false);
  });

  it("a firm that pays its partners deducts tax under s.194T: the deposits and the statement are dated", () => {
    const p = plan({ entity: ENTITY.firm, answers: { partnerPay: "yes" } }, "2026-12-08");
    expect(datesOf(p, "tds-deposit")[0]).toBe("2027-01-07");
    expect(datesOf(p, "form-140-tds-non-salary")[0]).toBe("2027-01-31");
    const none = plan({ entity: ENTITY.firm, answers: { partnerPay: "no" } }, "2026-12-08");
    expect(ids(none).has("tds-deposit")).toBe(false);
  });
});

describe("foreign investment", () => {
  it("FDI dates FC-GPR from the allotment and the FLA return; ODI the APR from 31 December", () => {
    const p = plan(
      {
        entity: ENTITY.private,
        allottedOn: "2026-11-25",
        answers: { foreignInvestment: "both" },
      },
      "2026-12-08",
    );
    expect(datesOf(p, "fc-gpr")).toEqual(["2026-12-25"]);
    expect(datesOf(p, "fla-return")).toEqual(["2027-07-15"]);
    expect(datesOf(p, "apr-odi")).toEqual(["2026-12-31"]);
    const none = plan(
      { entity: ENTITY.private, answers: { foreignInvestment: "none" } },
      "2026-12-08",
    );
    for (const id of ["fc-gpr", "fla-return", "apr-odi"]) expect(ids(none).has(id), id).toBe(false);
  });
});

describe("a company's first year", () => {
  it("ends its first financial year on the 31 March after, or a year later from January (s.2(41))", () => {
    expect(firstFinancialYearEnd("2026-10-01")).toBe("2027-03-31");
    expect(firstFinancialYearEnd("2026-04-01")).toBe("2027-03-31");
    expect(firstFinancialYearEnd("2027-01-01")).toBe("2028-03-31");
    expect(firstFinancialYearEnd("2027-03-31")).toBe("2028-03-31");
    expect(firstAgmDate("2026-10-01")).toBe("2027-12-31");
    expect(firstAgmDate("2027-02-01")).toBe("2028-12-31");
    // The AGMs: none for a year before the first; the first nine months after its end.
    expect(agmDatesFor(["2026-09-30", "2027-09-30", "2028-09-30"], "2027-02-01")).toEqual([
      "2028-12-31",
    ]);
  });

  it("dates the first AGM, AOC-4 and MGT-7 from it, the certificates, INC-20A, the auditor and the first board meeting", () => {
    const p = plan(
      { entity: ENTITY.private, gst: "monthly", turnover: "0-0.4", incorporatedOn: "2026-11-20" },
      "2026-12-08",
    );
    expect(datesOf(p, "agm")).toEqual([]); // 31 December 2027 is past the twelve months
    const later = plan(
      { entity: ENTITY.private, gst: "monthly", turnover: "0-0.4", incorporatedOn: "2026-11-20" },
      "2027-03-01",
    );
    expect(datesOf(later, "agm")).toEqual(["2027-12-31"]);
    expect(datesOf(later, "aoc-4")).toEqual(["2028-01-30"]);
    expect(datesOf(p, "share-certificates-subscribers")).toEqual(["2027-01-18"]);
    expect(datesOf(p, "first-auditor")).toEqual(["2026-12-20"]);
    expect(datesOf(p, "first-board-meeting")).toEqual(["2026-12-20"]);
    expect(datesOf(p, "inc-20a")).toEqual(["2027-05-19"]);
  });

  it("shows nothing for a period before the business existed", () => {
    const p = plan(
      { entity: ENTITY.private, gst: "monthly", turnover: "2-5", incorporatedOn: "2026-11-20" },
      "2026-12-08",
    );
    // GSTR-9 for FY 2025-26 (due 31 December 2026) covers a year that ended before incorporation.
    expect(datesOf(p, "gstr-9")).toEqual([]);
    expect(datesOf(p, "gstr-3b-monthly")[0]).toBe("2026-12-20"); // November 2026: the company existed
    const old = plan(
      { entity: ENTITY.private, gst: "monthly", turnover: "2-5", incorporatedOn: "2019-06-03" },
      "2026-12-08",
    );
    expect(datesOf(old, "gstr-9")).toEqual(["2026-12-31"]);
  });
});

describe("an optional filing is never shown as a duty", () => {
  const p = plan(
    { entity: ENTITY.private, state: "telangana", gst: "monthly", turnover: "1.5-2" },
    "2026-12-08",
  );
  const gstr9 = rows(p).find((r) => r.id === "gstr-9")!;
  it("says optional in the list, the calendar and the message", () => {
    expect(gstr9.optional).toBe(true);
    expect(formAsListed(gstr9, englishPlannerWords)).toBe("GSTR-9 (optional)");
    const [event] = planEvents(
      [gstr9],
      new Map(),
      "https://example.test/plan",
      englishPlannerWords,
    );
    expect(event!.summary).toMatch(/^GSTR-9 \(optional\)/);
    expect(event!.description).toContain(plannerText.optional);
    expect(decodeURIComponent(askAboutPlanHref([gstr9], englishPlannerWords))).toContain(
      "GSTR-9 (optional)",
    );
  });
});
