import { defaultReminders, leadChoices } from "~/content/planner-facts";

/*
 * The reminders a plan's calendar rings, as the visitor chose them: any of the lead choices (days before each
 * deadline), a week and a day before until they choose. The live calendar's address carries them after the plan's
 * answers (`remind=7,1`, `remind=none` for none).
 */

export const REMIND_PARAM = "remind";
const NONE = "none";

export type Reminders = readonly number[];

/** The choices in the order the plan offers them, the earliest reminder first: [15, 7, 1]. */
export const sortReminders = (days: Iterable<number>): number[] =>
  [...new Set(days)]
    .filter((d) => (leadChoices as readonly number[]).includes(d))
    .sort((a, b) => b - a);

export const DEFAULT_REMINDERS: Reminders = sortReminders(defaultReminders);

/** "remind=7,1" (the defaults are written too, so the address says what it rings); "remind=none" for none. */
export const remindersToSearch = (days: Reminders) =>
  `${REMIND_PARAM}=${days.length ? sortReminders(days).join(",") : NONE}`;

/**
 * The reminders an address asks for: the defaults when it names none; otherwise its valid choices, or a problem with
 * the value it could not read (the live calendar answers it with an error rather than ring at other times).
 */
export function parseReminders(
  params: URLSearchParams,
): { reminders: Reminders } | { problem: string } {
  const given = params.getAll(REMIND_PARAM);
  if (!given.length) return { reminders: DEFAULT_REMINDERS };
  const values = given.flatMap((v) => v.split(",")).map((v) => v.trim());
  if (values.length === 1 && values[0] === NONE) return { reminders: [] };
  const days = values.map((v) => (/^\d{1,2}$/.test(v) ? Number(v) : NaN));
  const bad = values.find((_, i) => !(leadChoices as readonly number[]).includes(days[i]!));
  if (bad !== undefined) return { problem: bad };
  return { reminders: sortReminders(days) };
}
