import {
  CONTRIBUTION_BANDS,
  DIRECTOR_COUNTS,
  GST_SCHEMES,
  REGISTRATIONS,
  STATE_IDS,
  SUPPLY_KINDS,
  type Registration,
} from "~/lib/applicability-constants";
import { isCalendarDate } from "~/lib/dates";
import {
  askedOf,
  ENTITY,
  isAnswer,
  QUESTION_KEYS,
  QUESTIONS,
  type QuestionAnswers,
  type QuestionKey,
} from "~/lib/planner-questions";
import type { PlannerProfile } from "./profile-schema";
import {
  bandAbove,
  COMPOSITION_SERVICES_TURNOVER_LIMIT,
  COMPOSITION_TURNOVER_LIMIT,
  QRMP_TURNOVER_LIMIT,
  TAX_AUDIT_TURNOVER_LIMIT,
  TURNOVER_BAND_IDS,
  turnoverBand,
} from "./thresholds";

/*
 * The planner's profile of one business: what the visitor answers, kept in the address (and in this browser's
 * storage), never on a server. Entity types are the data file's own names. Reading an address never throws: the
 * valid answers are kept and each bad one is reported by field. No zod here: the planner page reads addresses in
 * the browser, and the validator would cost it 27 KB (the schema lives in profile-schema.ts).
 */

export type { PlannerProfile };
export type ProfileField = keyof PlannerProfile;

/** A profile as read from an address: every answer optional until the entity type is known. */
export type ProfileDraft = Partial<PlannerProfile> &
  Pick<
    PlannerProfile,
    "taxAudit" | "transferPricing" | "registrations" | "auditorAppointed" | "privatePlacement"
  >;

/** The answers a profile starts with: every yes-or-no question answered no, no registrations. */
export const NO_ANSWERS = {
  taxAudit: false,
  transferPricing: false,
  registrations: [],
  auditorAppointed: false,
  privatePlacement: false,
} satisfies ProfileDraft;

/**
 * What is wrong with an answer: "invalid" (not one of the choices, not a date), "unknown-entity" (not an entity
 * type of the data), or an answer that contradicts another: QRMP or composition above its turnover limit, a
 * turnover that brings tax audit, an auditor appointment without the AGM's date, a private placement without an
 * allotment date; composition for services above their limit.
 */
export type ProblemCode =
  | "invalid"
  | "unknown-entity"
  | "qrmp-above-limit"
  | "composition-above-limit"
  | "composition-services-above-limit"
  | "tax-audit-required"
  | "needs-agm-date"
  | "needs-allotment-date"
  | "employees-implied"
  | "small-barred";
export interface ProfileProblem {
  field: ProfileField;
  /** For an answer to a question of planner-questions.ts (field "answers"): which question. */
  question?: QuestionKey;
  code: ProblemCode;
  /** The value as given in the address, when there was one. */
  value?: string;
}

/** The address's parameter for each answer, in the order they are written. */
export const PROFILE_PARAMS = {
  entity: "entity",
  state: "state",
  gst: "gst",
  supply: "supply",
  turnover: "turnover",
  contribution: "contrib",
  smallCompany: "small",
  directors: "directors",
  lastBoardMeetingOn: "board",
  taxAudit: "audit",
  transferPricing: "tp",
  employees: "staff",
  registrations: "reg",
  agmOn: "agm",
  auditorAppointed: "auditor",
  auditorResolutionOn: "auditor-on",
  incorporatedOn: "inc",
  allottedOn: "allot",
  privatePlacement: "pp",
  // Each question's answer has its own parameter (QUESTIONS[key].param); this names none.
  answers: "",
} as const satisfies Record<ProfileField, string>;

/** "One Person Company (OPC)" → "one-person-company-opc": the entity type as the address writes it. */
export const entitySlug = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const TRUE = new Set(["1", "true", "yes", "on"]);
const FALSE = new Set(["0", "false", "no", "off"]);
const BOOLEANS = [
  "taxAudit",
  "transferPricing",
  "auditorAppointed",
  "privatePlacement",
  "smallCompany",
] as const;
const DATES = [
  "agmOn",
  "incorporatedOn",
  "allottedOn",
  "auditorResolutionOn",
  "lastBoardMeetingOn",
] as const;

/**
 * Reads a profile from an address's query. `entities` are the data file's entity types. Returns the valid answers
 * and one problem for each answer that could not be used or contradicts another; never throws.
 */
export function parseProfile(
  params: URLSearchParams,
  entities: readonly string[],
): { profile: ProfileDraft; problems: ProfileProblem[] } {
  const problems: ProfileProblem[] = [];
  const profile: ProfileDraft = { ...NO_ANSWERS, registrations: [] };
  const read = (param: string) => {
    const value = params.get(param);
    return value === null || value.trim() === "" ? undefined : value.trim();
  };
  const get = (field: ProfileField) => {
    if (field === "answers") return undefined;
    const value = params.get(PROFILE_PARAMS[field]);
    return value === null || value.trim() === "" ? undefined : value.trim();
  };
  const invalid = (field: ProfileField, value: string) =>
    problems.push({ field, code: "invalid", value });

  const entity = get("entity");
  if (entity !== undefined) {
    const name =
      entities.find((e) => e === entity) ?? entities.find((e) => entitySlug(e) === entity);
    if (name) profile.entity = name;
    else problems.push({ field: "entity", code: "unknown-entity", value: entity });
  }

  const choices = [
    ["state", STATE_IDS],
    ["gst", GST_SCHEMES],
    ["supply", SUPPLY_KINDS],
    ["turnover", TURNOVER_BAND_IDS],
    ["contribution", CONTRIBUTION_BANDS],
    ["directors", DIRECTOR_COUNTS],
  ] as const;
  for (const [field, allowed] of choices) {
    const value = get(field);
    if (value === undefined) continue;
    if ((allowed as readonly string[]).includes(value)) Object.assign(profile, { [field]: value });
    else invalid(field, value);
  }

  for (const field of BOOLEANS) {
    const value = get(field);
    if (value === undefined) continue;
    const lower = value.toLowerCase();
    if (TRUE.has(lower)) profile[field] = true;
    else if (!FALSE.has(lower)) invalid(field, value);
  }

  const staff = get("employees");
  if (staff !== undefined) {
    const lower = staff.toLowerCase();
    if (TRUE.has(lower)) profile.employees = true;
    else if (FALSE.has(lower)) profile.employees = false;
    else invalid("employees", staff);
  }

  for (const field of DATES) {
    const value = get(field);
    if (value === undefined) continue;
    if (isCalendarDate(value)) profile[field] = value;
    else invalid(field, value);
  }

  const answers: Record<string, string> = {};
  for (const key of QUESTION_KEYS) {
    const value = read(QUESTIONS[key].param);
    if (value === undefined) continue;
    if (isAnswer(key, value)) answers[key] = value;
    else problems.push({ field: "answers", question: key, code: "invalid", value });
  }
  if (Object.keys(answers).length) profile.answers = answers as QuestionAnswers;

  // "reg=pf,esi" or "reg=pf&reg=esi": the valid ones are kept, each unknown one reported.
  const given = params
    .getAll(PROFILE_PARAMS.registrations)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  const known = new Set<string>(REGISTRATIONS);
  for (const value of given) if (!known.has(value)) invalid("registrations", value);
  profile.registrations = REGISTRATIONS.filter((r: Registration) => given.includes(r));

  problems.push(...conflicts(profile));
  return { profile, problems };
}

/**
 * A supplier of services (other than a restaurant) whose turnover band lies above the services' composition limit
 * (s.10(2A) CGST Act): it cannot use the scheme. Exactly ₹50 lakh is within the limit.
 */
export function compositionServicesBarred(
  profile: Pick<ProfileDraft, "supply" | "turnover">,
): boolean {
  const band = turnoverBand(profile.turnover);
  return (
    profile.supply === "services" &&
    !!band &&
    bandAbove(band, COMPOSITION_SERVICES_TURNOVER_LIMIT.value) === true
  );
}

/**
 * The GST scheme the plan follows: the answer, except that a business the composition scheme does not admit (goods
 * above ₹1.5 crore, services above ₹50 lakh) files the regular monthly returns (QRMP, if it chooses it, is its own
 * answer to give).
 */
export function planGst(profile: ProfileDraft): ProfileDraft["gst"] {
  if (profile.gst !== "composition") return profile.gst;
  const band = turnoverBand(profile.turnover);
  const goodsBarred = !!band && bandAbove(band, COMPOSITION_TURNOVER_LIMIT.value) === true;
  return goodsBarred || compositionServicesBarred(profile) ? "monthly" : "composition";
}

/** Answers that contradict each other or the law's limits (the profile keeps them: the visitor decides). */
export function conflicts(profile: ProfileDraft): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const band = turnoverBand(profile.turnover);
  if (band && profile.gst === "qrmp" && bandAbove(band, QRMP_TURNOVER_LIMIT.value))
    problems.push({ field: "gst", code: "qrmp-above-limit" });
  if (band && profile.gst === "composition" && bandAbove(band, COMPOSITION_TURNOVER_LIMIT.value))
    problems.push({ field: "gst", code: "composition-above-limit" });
  else if (profile.gst === "composition" && compositionServicesBarred(profile))
    problems.push({ field: "supply", code: "composition-services-above-limit" });
  if (band && !profile.taxAudit && bandAbove(band, TAX_AUDIT_TURNOVER_LIMIT.value))
    problems.push({ field: "taxAudit", code: "tax-audit-required" });
  if (profile.auditorAppointed && !profile.agmOn)
    problems.push({ field: "auditorAppointed", code: "needs-agm-date" });
  if (profile.privatePlacement && !profile.allottedOn)
    problems.push({ field: "privatePlacement", code: "needs-allotment-date" });
  if (profile.smallCompany && profile.entity && !mayBeSmall(profile))
    problems.push({ field: "smallCompany", code: "small-barred" });
  if (
    profile.employees === false &&
    EMPLOYER_REGISTRATIONS.some((r) => profile.registrations.includes(r))
  )
    problems.push({ field: "employees", code: "employees-implied" });
  return problems;
}

/**
 * The profile as a short, stable query string (no "?"): answers in a fixed order, "no" and unanswered left out,
 * registrations comma-separated in a fixed order, the entity type by its slug.
 */
export function profileToSearch(profile: ProfileDraft): string {
  const parts: string[] = [];
  const add = (field: ProfileField, value: string | undefined) => {
    if (value) parts.push(`${PROFILE_PARAMS[field]}=${encodeURIComponent(value)}`);
  };
  add("entity", profile.entity && entitySlug(profile.entity));
  add("state", profile.state);
  add("gst", profile.gst);
  add("supply", profile.supply);
  add("turnover", profile.turnover);
  add("contribution", profile.contribution);
  add("smallCompany", profile.smallCompany ? "1" : undefined);
  add("directors", profile.directors);
  add("lastBoardMeetingOn", profile.lastBoardMeetingOn);
  add("taxAudit", profile.taxAudit ? "1" : undefined);
  add("transferPricing", profile.transferPricing ? "1" : undefined);
  add("employees", profile.employees === undefined ? undefined : profile.employees ? "1" : "0");
  const registrations = REGISTRATIONS.filter((r) => profile.registrations.includes(r));
  if (registrations.length)
    parts.push(`${PROFILE_PARAMS.registrations}=${registrations.join(",")}`);
  add("agmOn", profile.agmOn);
  add("auditorAppointed", profile.auditorAppointed ? "1" : undefined);
  add("auditorResolutionOn", profile.auditorResolutionOn);
  add("incorporatedOn", profile.incorporatedOn);
  add("allottedOn", profile.allottedOn);
  add("privatePlacement", profile.privatePlacement ? "1" : undefined);
  for (const key of QUESTION_KEYS) {
    const value = profile.answers?.[key];
    if (value) parts.push(`${QUESTIONS[key].param}=${encodeURIComponent(value)}`);
  }
  return parts.join("&");
}

/** The profile's answer to a question, where the question is asked of its entity type. */
export const answerOf = <K extends QuestionKey>(
  profile: Pick<ProfileDraft, "entity" | "answers">,
  key: K,
): QuestionAnswers[K] | undefined =>
  askedOf(key, profile.entity) ? profile.answers?.[key] : undefined;

/**
 * Whether the company may be a small company (s.2(85) Companies Act 2013): never a public company, a Section 8
 * company, a holding or subsidiary company, or a company under a special Act. Only a private company (a One Person
 * Company, a producer company) that is not in a group; a One Person Company's board meets by the number of its
 * directors, so it is not asked.
 */
export const mayBeSmall = (profile: Pick<ProfileDraft, "entity" | "answers">): boolean =>
  (profile.entity === ENTITY.private ||
    profile.entity === ENTITY.producer ||
    profile.entity === ENTITY.opc) &&
  answerOf(profile, "group") !== "yes";

/**
 * Registrations only an employer of salaried staff has: salary TDS, provident fund, ESI (and professional tax
 * deducted from salaries). Any of them answers "Do you have employees?" yes.
 */
export const EMPLOYER_REGISTRATIONS: readonly Registration[] = ["tds-salary", "pf", "esi", "pt"];

/** Whether the business has salaried staff: yes if an employer's registration is given, else its own answer. */
export const hasEmployees = (
  profile: Pick<ProfileDraft, "employees" | "registrations"> &
    Partial<Pick<ProfileDraft, "entity" | "answers">>,
) =>
  EMPLOYER_REGISTRATIONS.some((r) => profile.registrations.includes(r)) ||
  (profile.entity !== undefined &&
    answerOf({ entity: profile.entity, answers: profile.answers }, "headcount"))
    ? true
    : profile.employees;

/** The complete profile, when the draft names an entity type; undefined until then. */
export const completeProfile = (draft: ProfileDraft): PlannerProfile | undefined =>
  draft.entity ? { ...draft, entity: draft.entity } : undefined;
