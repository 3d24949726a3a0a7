/*
 * State laws are one law per State in the data ("State Laws: Karnataka"): the due-dates page's law filter, the
 * admin's law cards, the entity-law map and the calendar feed's categories name each State's duties by their State.
 * Their entries also carry `appliesWhen.states`, which the planner reads. (docs/decisions/034-state-laws-by-state.md)
 * Nothing here names a State, so the due-dates page's filter carries no list of States (state-of-law.ts does).
 */

export const STATE_LAW_PREFIX = "State Laws: ";

/** The law of a State's duties, by the State's name ("Andhra Pradesh" → "State Laws: Andhra Pradesh"). */
export const stateLawName = (stateName: string): string => `${STATE_LAW_PREFIX}${stateName}`;

/** Whether a law of the data is a State's law. */
export const isStateLaw = (law: string): boolean => law.startsWith(STATE_LAW_PREFIX);

/**
 * The due-dates page's filter value for every State's laws at once: what the one law of Andhra Pradesh and Telangana
 * ("State Laws (AP & Telangana)", until November 2026) showed, so an address bookmarked with it keeps working.
 */
export const ALL_STATE_LAWS = "State Laws";
export const FORMER_STATE_LAWS = "State Laws (AP & Telangana)";

/** Whether a row of `law` is shown under the filter value `filter` ("" is every national law). */
export function lawMatches(law: string, filter: string): boolean {
  if (filter === ALL_STATE_LAWS) return isStateLaw(law);
  return law === filter;
}
