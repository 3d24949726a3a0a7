import type { BoardRule } from "~/lib/applicability-constants";
import type { AppliesWhen, EntityLawMap, PublishedItem } from "~/lib/compliance-schema";
import { askedOf, ENTITY, QUESTION_KEYS, type QuestionKey } from "~/lib/planner-questions";
import {
  answerOf,
  hasEmployees,
  mayBeSmall,
  planGst,
  type PlannerProfile,
  type ProfileField,
} from "./profile";
import {
  bandAbove,
  LLP_AUDIT_TURNOVER_LIMIT,
  TAX_AUDIT_PROFESSION_LIMIT,
  TAX_AUDIT_TURNOVER_LIMIT,
  turnoverBand,
} from "./thresholds";

/*
 * Whether an entry applies to a business, from the data alone: the entity type's laws and the entry's own entity
 * types (as on the due-dates page), then its planner rule (`appliesWhen`). No entry id is named here.
 */

/** An entry of the data file with its law. */
export type PlannerEntry = PublishedItem & { law: string };

/** What would decide an entry that cannot be decided yet: a profile answer, or a fact the planner does not ask. */
export type Need = Exclude<ProfileField, "entity" | "answers"> | QuestionKey | "not-asked";

export type Verdict =
  | {
      kind: "applies";
      /** A choice rather than a duty: always (a facility), or for this business's turnover. */
      optional: boolean | "depends-on-turnover";
    }
  | { kind: "excluded" }
  | { kind: "check"; needs: Need[]; notAsked?: string };

/** The entity type's laws include the entry's law, and the entry is not narrowed to other entity types. */
export function entityApplies(
  entry: PlannerEntry,
  entity: string,
  entityLawMap: EntityLawMap | undefined,
): boolean {
  // The entity comes from the address: a name such as "toString" must not reach the object's own members.
  const laws = entityLawMap
    ? Object.hasOwn(entityLawMap, entity)
      ? entityLawMap[entity]!
      : []
    : undefined;
  return (
    (!laws || laws.includes(entry.law)) && (!entry.appliesTo || entry.appliesTo.includes(entity))
  );
}

/**
 * Accounts under tax audit: the visitor's answer, a turnover above the limit at which audit is certain, or receipts
 * from a profession above ₹50 lakh (s.44AB(b) Income-tax Act 1961, s.63 of the 2025 Act: exactly ₹50 lakh is not
 * above).
 */
export function underTaxAudit(profile: PlannerProfile): boolean {
  const band = turnoverBand(profile.turnover);
  if (profile.taxAudit) return true;
  if (band && bandAbove(band, TAX_AUDIT_TURNOVER_LIMIT.value) === true) return true;
  return professionAudited(profile) === true;
}

/**
 * Whether receipts from a profession bring tax audit: above ₹50 lakh (true), at or below it (false), undecided while
 * the turnover band straddles the limit or is not given; false for a business that does not carry on a profession.
 */
export function professionAudited(
  profile: Pick<PlannerProfile, "entity" | "answers" | "turnover">,
): boolean | undefined {
  if (answerOf(profile, "profession") !== "yes") return false;
  const band = turnoverBand(profile.turnover);
  return band ? bandAbove(band, TAX_AUDIT_PROFESSION_LIMIT.value) : undefined;
}

/**
 * What the data says of the profile's entity type, beyond its laws: whether it holds an AGM (an entry that marks the
 * AGM applies to it; a One Person Company holds none) and whether it is an LLP (under the law of the LLP audit rule).
 */
export interface EntityFacts {
  holdsAgm: boolean;
  llp: boolean;
  /** A company whose board meetings the data dates (an entry with a board-meeting rule applies to it). */
  company?: boolean;
}

export function entityFacts(
  entries: readonly PlannerEntry[],
  entity: string,
  entityLawMap: EntityLawMap | undefined,
): EntityFacts {
  const laws = entityLawMap && Object.hasOwn(entityLawMap, entity) ? entityLawMap[entity]! : [];
  return {
    holdsAgm: entries.some(
      (e) => e.appliesWhen?.marksEvent === "agm" && entityApplies(e, entity, entityLawMap),
    ),
    llp: laws.includes(LLP_AUDIT_TURNOVER_LIMIT.law),
    company: entries.some(
      (e) => e.appliesWhen?.boardMeetings !== undefined && entityApplies(e, entity, entityLawMap),
    ),
  };
}

/**
 * Whether an LLP's accounts are audited under Rule 24(8) LLP Rules, as the planner reads it: turnover above ₹40 lakh
 * or contribution above ₹25 lakh (exactly ₹40 lakh is not above). The turnover decides when its band lies wholly
 * above the limit; otherwise the contribution does, and until it is answered the answer that would decide it.
 */
export function llpAudited(
  profile: Pick<PlannerProfile, "turnover" | "contribution">,
): boolean | "turnover" | "contribution" {
  const band = turnoverBand(profile.turnover);
  const turnoverAbove = band ? bandAbove(band, LLP_AUDIT_TURNOVER_LIMIT.value) : undefined;
  if (turnoverAbove === true) return true;
  if (profile.contribution === "above-25-lakh") return true;
  if (turnoverAbove === undefined) return "turnover";
  return profile.contribution ? false : "contribution";
}

/** Accounts audited under any law: tax audit, a company's audit, an LLP's under Rule 24(8). */
function accountsAudited(profile: PlannerProfile, facts: EntityFacts): boolean | Need {
  if (underTaxAudit(profile)) return true;
  return facts.llp ? llpAudited(profile) : false;
}

/**
 * The rule the company's board meets by (s.173 Companies Act 2013): a company that holds no AGM (a One Person
 * Company) needs none with one director and meets once in each half-year with more; a Section 8 company at least once
 * within every six calendar months (G.S.R. 466(E)); a small or dormant company, and a private company that is a
 * start-up, once in each half-year (s.173(5)); any other four times a year. "Small" counts only where the company may
 * be small at all (s.2(85) proviso: never a public, Section 8, holding or subsidiary company).
 */
export function boardRule(
  profile: Pick<PlannerProfile, "entity" | "smallCompany" | "directors" | "answers">,
  facts: EntityFacts,
): Exclude<BoardRule, "any"> | "none" | "directors" {
  if (!facts.holdsAgm) {
    if (!profile.directors) return "directors";
    return profile.directors === "one" ? "none" : "half-yearly";
  }
  if (profile.entity === ENTITY.section8) return "six-months";
  if (profile.smallCompany && mayBeSmall(profile)) return "half-yearly";
  if (answerOf(profile, "startup") === "yes") return "half-yearly";
  return "four-a-year";
}

type Answer = boolean | Need;

/**
 * The registrations the business holds, with those its answers imply: a firm or LLP that pays its partners
 * remuneration or interest deducts tax under s.194T and so deposits TDS and files the statement for residents.
 */
export function impliedRegistrations(profile: PlannerProfile): PlannerProfile["registrations"] {
  if (answerOf(profile, "partnerPay") === "yes" && !profile.registrations.includes("tds"))
    return ["tds", ...profile.registrations];
  return profile.registrations;
}

/** Each condition of the rule against the profile: true, false, or the answer that would decide it. */
function answers(rule: AppliesWhen, profile: PlannerProfile, facts: EntityFacts): Answer[] {
  const out: Answer[] = [];
  const band = turnoverBand(profile.turnover);
  const gst = planGst(profile);
  if (rule.businessIncome === false) out.push(false); // the planner is for a business's own deadlines
  if (rule.gst) out.push(gst ? rule.gst.includes(gst) : "gst");
  if (rule.states) out.push(profile.state ? rule.states.includes(profile.state) : "state");
  if (rule.turnoverAbove !== undefined)
    out.push(band ? (bandAbove(band, rule.turnoverAbove) ?? "turnover") : "turnover");
  if (rule.turnoverUpTo !== undefined) {
    const above = band ? bandAbove(band, rule.turnoverUpTo) : undefined;
    out.push(above === undefined ? "turnover" : !above);
  }
  if (rule.taxAudit !== undefined) out.push(underTaxAudit(profile) === rule.taxAudit);
  if (rule.accountsAudited !== undefined) {
    const audited = accountsAudited(profile, facts);
    out.push(typeof audited === "boolean" ? audited === rule.accountsAudited : audited);
  }
  if (rule.boardMeetings !== undefined) {
    const board = boardRule(profile, facts);
    out.push(
      board === "directors"
        ? "directors"
        : rule.boardMeetings === "any"
          ? board !== "none"
          : board === rule.boardMeetings,
    );
    // Six calendar months run from the last meeting (board-meetings.ts), which the visitor gives.
    if (rule.boardMeetings === "six-months" && board === "six-months")
      out.push(profile.lastBoardMeetingOn ? true : "lastBoardMeetingOn");
  }
  if (rule.transferPricing !== undefined)
    out.push(profile.transferPricing === rule.transferPricing);
  if (rule.registrations)
    out.push(rule.registrations.some((r) => impliedRegistrations(profile).includes(r)));
  if (rule.notRegistered)
    out.push(!rule.notRegistered.some((r) => impliedRegistrations(profile).includes(r)));
  let asked = true;
  if (rule.answers)
    for (const key of QUESTION_KEYS) {
      const allowed = rule.answers[key] as readonly string[] | undefined;
      if (!allowed) continue;
      // A question not asked of this entity type does not decide the entry (ITR-6 asks a foreign office only).
      if (!askedOf(key, profile.entity)) {
        asked = false;
        continue;
      }
      const given = profile.answers?.[key];
      out.push(given ? allowed.includes(given) : key);
    }
  if (rule.employees) out.push(hasEmployees(profile) ?? "employees");
  switch (rule.event) {
    case "incorporation":
      out.push(profile.incorporatedOn ? true : "incorporatedOn");
      break;
    case "allotment":
      out.push(profile.allottedOn ? true : "allottedOn");
      if (profile.allottedOn && rule.privatePlacement !== undefined)
        out.push(profile.privatePlacement === rule.privatePlacement);
      break;
    case "auditor-appointment":
      // A company that holds no AGM appoints its auditor by the member's resolution (s.122(3)).
      if (!facts.holdsAgm) out.push(profile.auditorResolutionOn ? true : "auditorResolutionOn");
      else
        out.push(!profile.auditorAppointed ? "auditorAppointed" : profile.agmOn ? true : "agmOn");
      break;
    case "board-meeting":
      out.push(profile.lastBoardMeetingOn ? true : "lastBoardMeetingOn");
      break;
    case "agm": // dated from the AGM's date, or from its statutory last date when that is not known
    case undefined:
      break;
  }
  // An entry the questions decide needs no "not asked" line where they are asked of this business.
  if (rule.notAsked && !(rule.answers && asked)) out.push("not-asked");
  return out;
}

/** Whether `entry` applies to the business: yes (perhaps as an option), no, or not without another answer. */
export function verdict(
  entry: PlannerEntry,
  profile: PlannerProfile,
  entityLawMap: EntityLawMap | undefined,
  facts: EntityFacts = { holdsAgm: true, llp: false },
): Verdict {
  if (!entityApplies(entry, profile.entity, entityLawMap)) return { kind: "excluded" };
  const rule = entry.appliesWhen ?? {};
  const list = answers(rule, profile, facts);
  if (list.includes(false)) return { kind: "excluded" };
  const needs = [...new Set(list.filter((a): a is Need => typeof a === "string"))];
  if (needs.length)
    return {
      kind: "check",
      needs,
      ...(rule.notAsked && needs.includes("not-asked") ? { notAsked: rule.notAsked } : {}),
    };
  let optional: boolean | "depends-on-turnover" = rule.optional === true;
  if (!optional && rule.optionalUpTo !== undefined) {
    const band = turnoverBand(profile.turnover);
    const above = band ? bandAbove(band, rule.optionalUpTo) : undefined;
    optional = above === undefined ? "depends-on-turnover" : !above;
  }
  return { kind: "applies", optional };
}
