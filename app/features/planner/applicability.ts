import type { AppliesWhen, EntityLawMap, PublishedItem } from "~/lib/compliance-schema";
import { hasEmployees, type PlannerProfile, type ProfileField } from "./profile";
import { bandAbove, TAX_AUDIT_TURNOVER_LIMIT, turnoverBand } from "./thresholds";

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

type Answer = boolean | Need;

/** Each condition of the rule against the profile: true, false, or the answer that would decide it. */
function answers(rule: AppliesWhen, profile: PlannerProfile): Answer[] {
  const out: Answer[] = [];
  const band = turnoverBand(profile.turnover);
  if (rule.businessIncome === false) out.push(false); // the planner is for a business's own deadlines
  if (rule.gst) out.push(profile.gst ? rule.gst.includes(profile.gst) : "gst");
  if (rule.states) out.push(profile.state ? rule.states.includes(profile.state) : "state");
  if (rule.turnoverAbove !== undefined)
    out.push(band ? (bandAbove(band, rule.turnoverAbove) ?? "turnover") : "turnover");
  if (rule.turnoverUpTo !== undefined) {
    const above = band ? bandAbove(band, rule.turnoverUpTo) : undefined;
    out.push(above === undefined ? "turnover" : !above);
  }
  if (rule.taxAudit !== undefined) out.push(underTaxAudit(profile) === rule.taxAudit);
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
      out.push(!profile.auditorAppointed ? "auditorAppointed" : profile.agmOn ? true : "agmOn");
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
): Verdict {
  if (!entityApplies(entry, profile.entity, entityLawMap)) return { kind: "excluded" };
  const rule = entry.appliesWhen ?? {};
  const list = answers(rule, profile);
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
