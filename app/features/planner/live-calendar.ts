import { icsFile } from "~/lib/calendar-file";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { buildPlan } from "./plan";
import { extensionCounts, lastModifiedByPeriod, planEvents } from "./plan-calendar";
import type { PlannerWords } from "./planner-words";
import { completeProfile, parseProfile, profileToSearch } from "./profile";
import { parseReminders, REMIND_PARAM } from "./reminders";

/*
 * The live calendar of one visitor's plan (docs/decisions/041-live-plan-calendar.md): the plan of exactly the
 * profile its address answers, for the twelve months from `today`, from the same planner code and the deployed data
 * file, in the plan's language. A Pages Function (functions/) answers it; this is all of its work but the reading of
 * the request and the data file, so that it is tested here as well as in the host's own runtime.
 */

export type LiveCalendarAnswer =
  | { ok: true; text: string; events: number }
  /** What in the address could not be read: the parameter and its value. */
  | { ok: false; problems: { param: string; value?: string }[] };

export interface LiveCalendarContext {
  /** The plan page's address in the calendar's language, without a query ("https://…/te/due-dates/plan"). */
  planUrl: string;
  /** Today in India ("YYYY-MM-DD"): the plan starts here, and no reminder rings before it. */
  today: string;
  /** The instant of the answer (DTSTAMP). */
  now: Date;
  /** How often a calendar app should read the address again, in hours. */
  refreshHours: number;
}

export function liveCalendar(
  file: DueDatesFile,
  params: URLSearchParams,
  words: PlannerWords,
  { planUrl, today, now, refreshHours }: LiveCalendarContext,
): LiveCalendarAnswer {
  const entities = Object.keys(file.entityLawMap ?? {});
  const { profile: draft, problems } = parseProfile(params, entities);
  const reminders = parseReminders(params);
  // Only answers that could not be read stop the calendar; a missing answer the plan itself notes (an AGM date)
  // does not, as it does not stop the plan on the page.
  const unreadable: { param: string; value?: string }[] = problems
    .filter((p) => p.code === "invalid" || p.code === "unknown-entity")
    .map((p) => ({ param: p.field as string, value: p.value }));
  if ("problem" in reminders) unreadable.push({ param: REMIND_PARAM, value: reminders.problem });
  const profile = completeProfile(draft);
  if (!profile && !unreadable.length) unreadable.push({ param: "entity" });
  if (unreadable.length || !profile || "problem" in reminders)
    return { ok: false, problems: unreadable };

  const rows = buildPlan(file, profile, today).months.flatMap((m) => m.rows);
  const url = `${planUrl}?${profileToSearch(profile)}`;
  const events = planEvents(rows, extensionCounts(file), url, words, {
    lastModified: lastModifiedByPeriod(file),
    uidHost: new URL(planUrl).hostname,
  });
  const text = icsFile(
    events,
    {
      ...words.plannerCalendarText,
      alarmDays: reminders.reminders,
      today,
      refreshHours,
    },
    now,
  );
  return { ok: true, text, events: events.length };
}
