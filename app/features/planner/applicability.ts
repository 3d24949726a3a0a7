import type { BoardRule } from "~/lib/applicability-constants";
import type { AppliesWhen, EntityLawMap, PublishedItem } from "~/lib/compliance-schema";
import { hasEmployees, planGst, type PlannerProfile, type ProfileField } from "./profile";
import {
  bandAbove,
  LLP_AUDIT_TURNOVER_LIMIT,
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
export type Need = Exclude<ProfileField, "entity"> | "not-asked";

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

/** Accounts under tax audit: the visitor's answer, or a turnover above the limit at which audit is certain. */
export function underTaxAudit(profile: PlannerProfile): boolean {
  const band = turnoverBand(profile.turnover);
  return profile.taxAudit || (!!band && bandAbove(band, TAX_AUDIT_TURNOVER_LIMIT.value) === true);
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
 * Company) needs none with one director and meets once in each half-year with more; a small or dormant company once
 * in each half-year; any other four times a year.
 */
export function boardRule(
  profile: Pick<PlannerProfile, "smallCompany" | "directors">,
  facts: EntityFacts,
): Exclude<BoardRule, "any"> | "none" | "directors" {
  if (!facts.holdsAgm) {
    if (!profile.directors) return "directors";
    return profile.directors === "one" ? "none" : "half-yearly";
  }
  return profile.smallCompany ? "half-yearly" : "four-a-year";
}

type Answer = boolean | Need;

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
  }
  if (rule.transferPricing !== undefined)
    out.push(profile.transferPricing === rule.transferPricing);
  if (rule.registrations)
    out.push(rule.registrations.some((r) => profile.registrations.includes(r)));
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
  if (rule.notAsked) out.push("not-asked");
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
      ...(rule.notAsked ? { notAsked: rule.notAsked } : {}),
    };
  let optional: boolean | "depends-on-turnover" = rule.optional === true;
  if (!optional && rule.optionalUpTo !== undefined) {
    const band = turnoverBand(profile.turnover);
    const above = band ? bandAbove(band, rule.optionalUpTo) : undefined;
    optional = above === undefined ? "depends-on-turnover" : !above;
  }
  return { kind: "applies", optional };
}
