import type { StateDuty } from "~/content/state-law-coverage";
import { STATES, type StateId } from "~/lib/applicability-constants";

/*
 * What the plan says of a State's own laws it leaves out: nothing when the data covers them (by entries or by a
 * source that the State levies none), else the duties it does not cover. The planner never implies a complete list
 * it does not have (docs/decisions/034-state-laws-by-state.md).
 */

export type StateNotice =
  { state: StateId; kind: "not-covered" } | { state: StateId; kind: "partly"; duties: StateDuty[] };

/** Each State's duties the data does not cover (uncoveredByState, given by the planner's loader). */
export type Uncovered = Partial<Record<StateId, readonly StateDuty[]>>;

export function stateNotice(
  state: StateId | undefined,
  uncovered: Uncovered,
): StateNotice | undefined {
  if (!state) return undefined;
  const duties = uncovered[state] ?? [];
  if (!duties.length) return undefined;
  return duties.length === 2
    ? { state, kind: "not-covered" }
    : { state, kind: "partly", duties: [...duties] };
}

export interface StateLawsWords {
  notCovered: (state: string) => string;
  partlyCovered: (state: string, duties: string) => string;
  duties: Record<StateDuty | "both", string>;
}

/** The notice in words: "State laws of Bihar are not in this plan yet: ask us." */
export function stateNoticeText(
  notice: StateNotice,
  words: StateLawsWords,
  stateName: (state: { id: string; name: string }) => string,
): string {
  const name = stateName(STATES.find((s) => s.id === notice.state)!);
  if (notice.kind === "not-covered") return words.notCovered(name);
  const duties = notice.duties.length > 1 ? words.duties.both : words.duties[notice.duties[0]!];
  return words.partlyCovered(name, duties);
}
