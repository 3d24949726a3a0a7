import { STATES, type StateId } from "~/lib/applicability-constants";

/*
 * How far the data covers each State's and Union territory's own laws for a business: its professional tax and its
 * labour welfare fund. A duty is covered either by entries of the State's law in the data file (their ids, which a
 * test holds to the data: each exists, is of that State's law and names that State in appliesWhen.states) or by a
 * source saying the State levies none. A State or a duty not listed here is not covered: the planner says so at the
 * top of the plan and beside the State answer, and never implies a complete list (docs/decisions/034-state-laws-by-state.md).
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

export type DutyCoverage = InData | NoneLevied;
export type StateCoverage = Partial<Record<StateDuty, DutyCoverage>>;

const CHECKED = "2026-11-28";

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

/** What the data covers of each State's laws. */
export const stateLawCoverage: Partial<Record<StateId, StateCoverage>> = {
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
    professionalTax: { entries: ["mh-professional-tax-employer", "mh-pt-enrolment-tax"] },
    labourWelfareFund: { entries: ["mh-labour-welfare-fund"] },
  },
  "tamil-nadu": {
    labourWelfareFund: { entries: ["tn-labour-welfare-fund"] },
  },
  "west-bengal": {
    professionalTax: { entries: ["wb-professional-tax-employer", "wb-pt-enrolment-tax"] },
  },
  delhi: { professionalTax: noPt },
  "uttar-pradesh": { professionalTax: noPt, labourWelfareFund: noLwf },
  rajasthan: { professionalTax: noPt, labourWelfareFund: noLwf },
  "arunachal-pradesh": { professionalTax: noPt, labourWelfareFund: noLwf },
  "himachal-pradesh": { professionalTax: noPt, labourWelfareFund: noLwf },
  "jammu-and-kashmir": { professionalTax: noPt, labourWelfareFund: noLwf },
  "andaman-and-nicobar-islands": { professionalTax: noPt, labourWelfareFund: noLwf },
  "dadra-and-nagar-haveli-and-daman-and-diu": { professionalTax: noPt, labourWelfareFund: noLwf },
  lakshadweep: { professionalTax: noPt, labourWelfareFund: noLwf },
  ladakh: { professionalTax: noPt },
  chandigarh: { professionalTax: noPt },
  chhattisgarh: { professionalTax: noPt },
  goa: { professionalTax: noPt },
  haryana: { professionalTax: noPt },
  uttarakhand: { professionalTax: noPt },
  puducherry: { labourWelfareFund: noLwf },
  assam: { labourWelfareFund: noLwf },
  bihar: { labourWelfareFund: noLwf },
  jharkhand: { labourWelfareFund: noLwf },
  manipur: { labourWelfareFund: noLwf },
  meghalaya: { labourWelfareFund: noLwf },
  mizoram: { labourWelfareFund: noLwf },
  nagaland: { labourWelfareFund: noLwf },
  sikkim: { labourWelfareFund: noLwf },
  tripura: { labourWelfareFund: noLwf },
};

/** The duties of a State the data does not cover (every duty for a State not listed). */
export const uncoveredDuties = (state: StateId): StateDuty[] =>
  STATE_DUTIES.filter((duty) => !stateLawCoverage[state]?.[duty]);

/**
 * Each State's uncovered duties, for the planner's loader: the page ships these verdicts, not the sources behind
 * them. States whose duties are all covered are left out.
 */
export const uncoveredByState = (): Partial<Record<StateId, StateDuty[]>> =>
  Object.fromEntries(
    STATES.flatMap((s) => {
      const duties = uncoveredDuties(s.id);
      return duties.length ? [[s.id, duties]] : [];
    }),
  );
