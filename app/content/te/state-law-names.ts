import { STATES } from "~/lib/applicability-constants";
import { ALL_STATE_LAWS } from "~/lib/state-laws";
import { stateOfLaw } from "~/lib/state-of-law";
import { lawNamesTe } from "./due-date-names";
import { stateNamesByIdTe } from "./planner-states";

/*
 * The Telugu names of every law of the data, a State's law named by its State ("రాష్ట్ర చట్టాలు: కర్ణాటక"). A module
 * of its own: the due-dates page gets these names from its loader, so the States' names stay out of its code.
 */

/** A State's or Union territory's Telugu name, by its English name (as the data's State laws write it). */
export const stateNameTe = (name: string): string => {
  const state = STATES.find((s) => s.name === name);
  return state ? stateNamesByIdTe[state.id] : name;
};

/** The Telugu name of any law of the data: "రాష్ట్ర చట్టాలు: కర్ణాటక" for a State's; as written for one unnamed here. */
export const lawNameTe = (law: string): string => {
  if (law === ALL_STATE_LAWS) return "రాష్ట్ర చట్టాలు";
  const state = stateOfLaw(law);
  return state ? `రాష్ట్ర చట్టాలు: ${stateNamesByIdTe[state.id]}` : (lawNamesTe[law] ?? law);
};
