import { STATES, type StateId } from "~/lib/applicability-constants";

/*
 * How far the data covers each State's and Union territory's own laws for a business: its professional tax and its
 * labour welfare fund. A duty is covered either by entries of the State's law in the data file (their ids, which a
 * test holds to the data: each exists, is of that State's law and names that State in appliesWhen.states) or by a
 * source saying the State levies none. Every other duty of every State names the reason it is not in the plan
 * (`NotInPlan`): the planner says so at the top of the plan and beside the State answer, with that reason, and never
 * implies a complete list it does not have (docs/decisions/034-state-laws-by-state.md, 043-every-state-named.md).
 * Adding a State: README, "Adding a State".
 */

export const STATE_DUTIES = ["professionalTax", "labourWelfareFund"] as const;
export type StateDuty = (typeof STATE_DUTIES)[number];

/** A duty the State does not levy, with the source that says so and when it was checked. */
export interface NoneLevied {
  none: true;
  /** What the source says, and what kind of source it is. */
  basis: string;
  sourceUrl: string;
  verifiedOn: string;
}

/** The data file's entries of the State's law that carry this duty. */
export interface InData {
  entries: readonly string[];
}

/**
 * Why a duty the State levies (or may levy) is not in the plan. `sources-conflict` names what the sources disagree
 * on; the words of each reason, in English and Telugu, are in `coverageReasonWords` and in
 * app/content/te/planner-states.ts.
 */
export const CONFLICT_TOPICS = [
  // whether the State's Act is still levied at all
  "still-levied",
  // when an employer pays what it deducted and files its return
  "employer-dates",
  // whether the Goa, Daman and Diu Act still reaches Daman and Diu
  "goa-act-reaches",
  // the employer's share and the due dates
  "share-and-dates",
] as const;
export type ConflictTopic = (typeof CONFLICT_TOPICS)[number];

export type NotInPlanReason =
  // Each municipality or panchayat levies it, on dates of its own.
  | { kind: "local-bodies" }
  // The State levies it; its Act and Rules have not yet been read for the dates.
  | { kind: "not-read" }
  // The authority's page gives the contribution but not the day it is due.
  | { kind: "no-due-date" }
  // Several welfare funds, one per trade, each with its own contribution.
  | { kind: "funds-by-trade" }
  | { kind: "sources-conflict"; on: ConflictTopic };

/** A duty the plan leaves out, with the reason it names to the visitor and what that rests on. */
export interface NotInPlan {
  notInPlan: NotInPlanReason;
  /** What was read, for staff: the sources and what they say. */
  note: string;
  verifiedOn: string;
}

export type DutyCoverage = InData | NoneLevied | NotInPlan;
export type StateCoverage = Partial<Record<StateDuty, DutyCoverage>>;

const CHECKED = "2026-11-28";
const RECHECKED = "2026-12-08";

// Professional sources that list the States and Union territories levying no professional tax; they agree with
// each other for the States used below. The Acts themselves could not be read: a State with no Act has no text to cite.
const noPt: NoneLevied = {
  none: true,
  basis:
    "Levies no professional tax: professional state-wise lists of the States with and without a professional-tax Act (karmamgmt.com, praansconsultech.com, kb.bizproutx.com agree)",
  sourceUrl: "https://karmamgmt.com/professional-tax-applicability-exemptions-more/",
  verifiedOn: CHECKED,
};
// A professional state-wise list of the States and Union territories with and without a labour welfare fund Act.
const noLwf: NoneLevied = {
  none: true,
  basis:
    "Has no labour welfare fund Act: professional state-wise list of the States with and without one (mnc-kl.in)",
  sourceUrl: "http://mnc-kl.in/lwf",
  verifiedOn: CHECKED,
};

const notInPlan = (reason: NotInPlanReason, note: string): NotInPlan => ({
  notInPlan: reason,
  note,
  verifiedOn: RECHECKED,
});
// The States below levy a professional tax (the professional lists above agree), whose return dates are not read yet.
const ptNotRead = notInPlan(
  { kind: "not-read" },
  "Levies a professional tax (karmamgmt.com, praansconsultech.com); its Act's and Rules' return dates not read yet",
);
const ptLocalBodies = (note: string) => notInPlan({ kind: "local-bodies" }, note);
const lwfNotRead = (note: string) => notInPlan({ kind: "not-read" }, note);

/** What the data covers of each State's laws: every State and Union territory, each duty covered or its reason named. */
export const stateLawCoverage: Record<StateId, StateCoverage> = {
  "andhra-pradesh": {
    professionalTax: { entries: ["ap-professional-tax-employer", "ap-pt-enrolment-tax"] },
    labourWelfareFund: { entries: ["ap-labour-welfare-fund"] },
  },
  telangana: {
    professionalTax: { entries: ["ts-professional-tax-employer", "ts-pt-enrolment-tax"] },
    labourWelfareFund: { entries: ["ts-labour-welfare-fund"] },
  },
  karnataka: {
    professionalTax: { entries: ["ka-professional-tax-employer", "ka-pt-enrolment-tax"] },
    labourWelfareFund: { entries: ["ka-labour-welfare-fund"] },
  },
  maharashtra: {
    professionalTax: {
      entries: ["mh-professional-tax-employer", "mh-pt-annual-return", "mh-pt-enrolment-tax"],
    },
    labourWelfareFund: { entries: ["mh-labour-welfare-fund"] },
  },
  "tamil-nadu": {
    professionalTax: ptLocalBodies(
      "Levied half-yearly by the urban local bodies under the Tamil Nadu Urban Local Bodies Act 1998, each council setting its own dates",
    ),
    labourWelfareFund: { entries: ["tn-labour-welfare-fund"] },
  },
  "west-bengal": {
    professionalTax: {
      entries: ["wb-professional-tax-employer", "wb-pt-annual-return", "wb-pt-enrolment-tax"],
    },
    labourWelfareFund: lwfNotRead(
      "West Bengal has a labour welfare fund (mondaq.com list of the 16 States with one); its contribution and dates not read yet",
    ),
  },
  delhi: { professionalTax: noPt, labourWelfareFund: { entries: ["dl-labour-welfare-fund"] } },
  haryana: { professionalTax: noPt, labourWelfareFund: { entries: ["hr-labour-welfare-fund"] } },
  chhattisgarh: {
    professionalTax: notInPlan(
      { kind: "sources-conflict", on: "still-levied" },
      "The lists above say no professional tax; greythr.com, 1-comply.com, poisepayroll.com and indiafilings.com describe the Chhattisgarh Vritti Kar Adhiniyam 1995 as in force (payment within 10 days of the month end, quarterly Form 7); no repeal found",
    ),
    labourWelfareFund: { entries: ["cg-labour-welfare-fund"] },
  },
  "uttar-pradesh": { professionalTax: noPt, labourWelfareFund: noLwf },
  rajasthan: { professionalTax: noPt, labourWelfareFund: noLwf },
  "arunachal-pradesh": { professionalTax: noPt, labourWelfareFund: noLwf },
  "himachal-pradesh": { professionalTax: noPt, labourWelfareFund: noLwf },
  "jammu-and-kashmir": {
    professionalTax: notInPlan(
      { kind: "sources-conflict", on: "still-levied" },
      "The lists above say no professional tax; the text of a Jammu and Kashmir professions tax Act of 2005 is published (greythr.com, latestlaws.com) and its repeal was not found",
    ),
    labourWelfareFund: noLwf,
  },
  "andaman-and-nicobar-islands": { professionalTax: noPt, labourWelfareFund: noLwf },
  "dadra-and-nagar-haveli-and-daman-and-diu": {
    professionalTax: noPt,
    labourWelfareFund: notInPlan(
      { kind: "sources-conflict", on: "goa-act-reaches" },
      "mnc-kl.in says no labour welfare fund; uncovered.complyindia.com lists Daman and Diu under the Goa Labour Welfare Fund Rules 1990 (any number of persons), and the Act is the Goa, Daman and Diu Labour Welfare Fund Act 1986",
    ),
  },
  lakshadweep: { professionalTax: noPt, labourWelfareFund: noLwf },
  ladakh: {
    professionalTax: noPt,
    labourWelfareFund: lwfNotRead(
      "The professional list of labour welfare funds names Jammu and Kashmir (none) but not Ladakh, a Union territory since 2019; no Act of its own read",
    ),
  },
  chandigarh: {
    professionalTax: noPt,
    labourWelfareFund: notInPlan(
      { kind: "no-due-date" },
      "Chandigarh Labour Welfare Board (labour.chd.gov.in, deposit of labour welfare fund): ₹5 from the employee and ₹20 from the employer a month since April 2018 under the Punjab Labour Welfare Fund Act 1965 as extended to Chandigarh; the page gives no due date",
    ),
  },
  goa: {
    professionalTax: notInPlan(
      { kind: "sources-conflict", on: "still-levied" },
      "The lists above say no professional tax; commercial pages cite a Goa professional tax Act, and a 2009 bill and a local-body proposal are reported",
    ),
    labourWelfareFund: notInPlan(
      { kind: "sources-conflict", on: "share-and-dates" },
      "Goa Labour Welfare Fund Act 1986 and Rules 1990: community.emgage.work gives ₹60 + ₹120 by 31 July and 31 January; hrinformative.com gives ₹60 + ₹180 by 15 July and 15 January",
    ),
  },
  uttarakhand: {
    professionalTax: noPt,
    labourWelfareFund: lwfNotRead(
      "Not named by the professional list of labour welfare funds either way; no Act read",
    ),
  },
  gujarat: {
    professionalTax: notInPlan(
      { kind: "sources-conflict", on: "employer-dates" },
      "Gujarat professions tax Act 1976: taxmasala.in and antworksmoney.com say monthly by the 15th with 20 or more employees and quarterly below; thegstco.com says the opposite; praansconsultech.com gives a yearly return by 20 December",
    ),
    labourWelfareFund: lwfNotRead(
      "Gujarat has a labour welfare fund (mondaq.com list); its contribution and dates not read yet",
    ),
  },
  kerala: {
    professionalTax: ptLocalBodies(
      "Levied half-yearly by each panchayat, municipality and corporation (Kerala Panchayat Raj and Municipalities Acts): 31 August and 28 February in panchayats, 30 September and 31 March in municipalities, per normsmanagement.com; other pages differ",
    ),
    labourWelfareFund: notInPlan(
      { kind: "funds-by-trade" },
      "Kerala runs welfare fund boards by trade (shops and commercial establishments, and others), each with its own contribution; not read yet",
    ),
  },
  "madhya-pradesh": {
    professionalTax: notInPlan(
      { kind: "sources-conflict", on: "employer-dates" },
      "Madhya Pradesh Vritti Kar Adhiniyam 1995: simpliance.in and praansconsultech.com give the 10th of each month and quarterly returns; s.9 of the Act leaves the return's dates to the Rules, whose Rule 12 (salestaxindia.com) does not settle them",
    ),
    labourWelfareFund: lwfNotRead(
      "Madhya Pradesh has a labour welfare fund (mondaq.com list); its contribution and dates not read yet",
    ),
  },
  odisha: {
    professionalTax: notInPlan(
      { kind: "sources-conflict", on: "employer-dates" },
      "Odisha professions tax Act 2000: praansconsultech.com says monthly by the month's last day; simpliance.in gives a consolidated return a year (30 March) and a monthly return on the last day",
    ),
    labourWelfareFund: lwfNotRead(
      "Odisha has a labour welfare fund Act (mondaq.com list); its contribution and dates not read yet",
    ),
  },
  punjab: {
    professionalTax: notInPlan(
      { kind: "sources-conflict", on: "employer-dates" },
      "Punjab State Development Tax Act 2018 (₹200 a month): payrollpedia.org gives quarterly payment and a return by 30 April; praansconsultech.com the last day of each month and a return by 13 April; the Act was amended in 2025 (taxguru.in)",
    ),
    labourWelfareFund: lwfNotRead(
      "Punjab Labour Welfare Fund Act 1965: simpliance.in quotes s.9A(2) (₹5 + ₹20 a month, paid by 15 October and 15 April); the Act's current text not read",
    ),
  },
  puducherry: {
    professionalTax: ptLocalBodies(
      "Levied by the municipalities and commune panchayats, not by the territory",
    ),
    labourWelfareFund: noLwf,
  },
  assam: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  bihar: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  jharkhand: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  manipur: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  meghalaya: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  mizoram: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  nagaland: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  sikkim: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
  tripura: { professionalTax: ptNotRead, labourWelfareFund: noLwf },
};

/** The words of a reason a duty is not in the plan, in one language (English here, Telugu in te/planner-states.ts). */
export interface CoverageReasonWords {
  kinds: Record<Exclude<NotInPlanReason["kind"], "sources-conflict">, string>;
  conflict: (topic: string) => string;
  topics: Record<ConflictTopic, string>;
}

export const coverageReasonWords: CoverageReasonWords = {
  kinds: {
    "local-bodies": "each municipality or panchayat levies it, on dates of its own",
    "not-read": "the State has one, but we have not yet read its Act and rules for the dates",
    "no-due-date":
      "the authority gives the contribution but not the day it is due, so we cannot date it",
    "funds-by-trade":
      "there is a separate welfare fund for each trade, each with its own contribution",
  },
  conflict: (topic) => `the sources we read disagree on ${topic}`,
  topics: {
    "still-levied": "whether the State still levies it",
    "employer-dates": "when an employer pays what it deducted and files its return",
    "goa-act-reaches": "whether the Goa, Daman and Diu Act still applies in Daman and Diu",
    "share-and-dates": "the employer's share and the due dates",
  },
};

/** A reason in words. */
export const reasonText = (reason: NotInPlanReason, words: CoverageReasonWords): string =>
  reason.kind === "sources-conflict"
    ? words.conflict(words.topics[reason.on])
    : words.kinds[reason.kind];

/** The duties of a State the data does not cover: those with a reason they are not in the plan. */
export const uncoveredDuties = (state: StateId): StateDuty[] =>
  STATE_DUTIES.filter((duty) => {
    const c = stateLawCoverage[state][duty];
    return !c || "notInPlan" in c;
  });

/** A State's duties the plan leaves out, each with its reason in the page's language. */
export type UncoveredDuty = { duty: StateDuty; reason: string };

/**
 * Each State's uncovered duties with their reasons, for the planner's loader: the page ships these verdicts in its
 * language, not the sources behind them. States whose duties are all covered are left out.
 */
export const uncoveredByState = (
  words: CoverageReasonWords = coverageReasonWords,
): Partial<Record<StateId, UncoveredDuty[]>> =>
  Object.fromEntries(
    STATES.flatMap((s) => {
      const duties = uncoveredDuties(s.id).map((duty) => {
        const c = stateLawCoverage[s.id][duty];
        return { duty, reason: c && "notInPlan" in c ? reasonText(c.notInPlan, words) : "" };
      });
      return duties.length ? [[s.id, duties]] : [];
    }),
  );
