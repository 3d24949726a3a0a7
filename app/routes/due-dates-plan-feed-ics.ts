import { absoluteUrl } from "~/config/site";
import { plannerCalendarText, plannerPath, plannerText } from "~/content/planner";
import { allFeeds, feedFile } from "~/content/planner-feeds";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { buildPlan } from "~/features/planner/plan";
import { extensionCounts, planEvents } from "~/features/planner/plan-calendar";
import { englishPlannerWords } from "~/features/planner/words/en";
import { NO_ANSWERS, profileToSearch, type PlannerProfile } from "~/features/planner/profile";
import { todayInIndia } from "~/lib/today";
import { calendarFeed } from "~/lib/calendar-feed.server";
import { notFound } from "~/lib/not-found";
import { STATES } from "~/lib/applicability-constants";
import type { Route } from "./+types/due-dates-plan-feed-ics";

// Prerendered at build time, one file per State, kind of business and GST scheme (app/content/planner-feeds.ts): the
// next twelve months of what applies to every such business in that State (what depends on another answer is left
// out), each event with a reminder the day before and a link to the same plan on the planner.
export function loader({ params }: Route.LoaderArgs) {
  const found = allFeeds.find(
    ({ state, entity, gst }) => feedFile(entity.slug, gst, state) === params.feed,
  );
  if (!found) notFound();
  const file = loadDueDatesFile();
  const today = todayInIndia();
  const profile: PlannerProfile = {
    ...NO_ANSWERS,
    entity: found.entity.name,
    gst: found.gst,
    state: found.state,
  };
  const rows = buildPlan(file, profile, today).months.flatMap((m) => m.rows);
  const url = `${absoluteUrl(plannerPath)}?${profileToSearch(profile)}`;
  const stateName = STATES.find((s) => s.id === found.state)!.name;
  const name = plannerCalendarText.feedName(
    found.entity.name,
    plannerText.gstChoices[found.gst]!,
    stateName,
  );
  return new Response(
    calendarFeed(
      planEvents(rows, extensionCounts(file), url, englishPlannerWords),
      { ...plannerCalendarText, name, alarmDays: 1 },
      today,
    ),
    { headers: { "Content-Type": "text/calendar; charset=utf-8" } },
  );
}
