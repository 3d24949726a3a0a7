/** For the planner's loaders only: the coverage verdicts, computed at build time (docs/decisions/034-state-laws-by-state.md). */
export { uncoveredByState } from "~/content/state-law-coverage";
