import type { StateDuty, UncoveredDuty } from "~/content/state-law-coverage";
import { STATES, type StateId } from "~/lib/applicability-constants";

/*
 * What the plan says of a State's own laws it leaves out: nothing when the data covers them (by entries or by a
 * source that the State levies none), else the duties it does not cover, each with the reason it is not in the plan.
 * The planner never implies a complete list it does not have (docs/decisions/034-state-laws-by-state.md,
 * 043-every-state-named.md).
 */

export interface StateNotice {
  state: StateId;
  /** Both duties left out, or one. */
  kind: "not-covered" | "partly";
  duties: UncoveredDuty[];
}

/** Each State's duties the data does not cover, with their reasons (uncoveredByState, given by the planner's loader). */
export type Uncovered = Partial<Record<StateId, readonly UncoveredDuty[]>>;

export function stateNotice(
  state: StateId | undefined,
  uncovered: Uncovered,
): StateNotice | undefined {
  if (!state) return undefined;
  const duties = uncovered[state] ?? [];
  if (!duties.length) return undefined;
  return { state, kind: duties.length === 2 ? "not-covered" : "partly", duties: [...duties] };
}

export interface StateLawsWords {
  notCovered: (state: string) => string;
  partlyCovered: (state: string, duties: string) => string;
  duties: Record<StateDuty | "both", string>;
  /** Each duty left out, named, with the reason: "Professional tax: the sources we read disagree on …". */
  dutyNames: Record<StateDuty, string>;
  reasonLine: (duty: string, reason: string) => string;
}

/**
 * The notice in words: "State laws of Gujarat are not in this plan yet: ask us." and, for each duty left out, its
 * reason ("Professional tax: the sources we read disagree on when an employer pays …").
 */
export function stateNoticeText(
  notice: StateNotice,
  words: StateLawsWords,
  stateName: (state: { id: string; name: string }) => string,
): string {
  const name = stateName(STATES.find((s) => s.id === notice.state)!);
  const reasons = notice.duties
    .filter((d) => d.reason)
    .map((d) => words.reasonLine(words.dutyNames[d.duty], d.reason));
  const head =
    notice.kind === "not-covered"
      ? words.notCovered(name)
      : words.partlyCovered(name, words.duties[notice.duties[0]!.duty]);
  return [head, ...reasons].join(" ");
}
