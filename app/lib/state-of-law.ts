import { STATES, type StateId } from "./applicability-constants";
import { STATE_LAW_PREFIX, isStateLaw, stateLawName } from "./state-laws";

/* A State's law and its State, by the planner's list of States and Union territories. */

/** The State a State law is of, when it is one of the planner's States and Union territories. */
export function stateOfLaw(law: string): (typeof STATES)[number] | undefined {
  if (!isStateLaw(law)) return undefined;
  const name = law.slice(STATE_LAW_PREFIX.length);
  return STATES.find((s) => s.name === name);
}

/** The law of the State with this id. */
export const lawOfState = (id: StateId): string =>
  stateLawName(STATES.find((s) => s.id === id)!.name);
