import { ALL_STATE_LAWS, isStateLaw, STATE_LAW_PREFIX } from "~/lib/state-laws";
import { lawNamesTe } from "./due-date-names";
import { stateNamesByIdTe } from "./planner-states";

/*
 * The Telugu names of every law of the data, a State's law named by its State ("రాష్ట్ర చట్టాలు: కర్ణాటక"). A module
 * of its own: the due-dates page gets these names from its loader, so the States' names stay out of its code. A
 * State's id is its English name in lower case with hyphens (a test holds STATES to it), so no list of States is
 * needed here.
 */

/** A State's id from its English name: "Tamil Nadu" → "tamil-nadu". */
export const stateIdOfName = (name: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** A State's or Union territory's Telugu name, by its English name (as the data's State laws write it). */
export const stateNameTe = (name: string): string =>
  (stateNamesByIdTe as Record<string, string | undefined>)[stateIdOfName(name)] ?? name;

/** The Telugu name of any law of the data: "రాష్ట్ర చట్టాలు: కర్ణాటక" for a State's; as written for one unnamed here. */
export const lawNameTe = (law: string): string => {
  if (law === ALL_STATE_LAWS) return "రాష్ట్ర చట్టాలు";
  if (isStateLaw(law)) return `రాష్ట్ర చట్టాలు: ${stateNameTe(law.slice(STATE_LAW_PREFIX.length))}`;
  return lawNamesTe[law] ?? law;
};
