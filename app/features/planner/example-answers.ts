import { NO_ANSWERS, type ProfileDraft } from "./profile";

/*
 * The example plan is never mistaken for the visitor's own. The planner opens on an example (its answers marked as
 * the example's by the page), and the first answer the visitor gives starts their own plan from an empty form with
 * that answer alone: no answer of the example reaches a plan the visitor made. Pure, and field by field whatever the
 * profile holds, so a question added later follows the same rule.
 */

/** The query of a plan the visitor started with nothing answered: an address that is not the example's. */
export const EMPTY_PROFILE_QUERY = "entity=";

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What the visitor gave when they changed the example's form to `next`: every answer that differs from the example's
 * (for a list, what they added to it), and nothing of the example's own; unanswered questions stay unanswered.
 */
export function answersGiven(example: ProfileDraft, next: ProfileDraft): ProfileDraft {
  const given: Record<string, unknown> = { ...NO_ANSWERS, registrations: [] };
  const keys = new Set([...Object.keys(example), ...Object.keys(next)]) as Set<keyof ProfileDraft>;
  for (const key of keys) {
    const before = example[key];
    const after = next[key];
    if (Array.isArray(after)) {
      const had = new Set(Array.isArray(before) ? (before as unknown[]) : []);
      given[key] = after.filter((value: unknown) => !had.has(value));
    } else if (!same(before, after)) given[key] = after;
  }
  return given as ProfileDraft;
}
