// The live calendar of a visitor's plan, in English: /due-dates/plan/calendar.ics?<the plan's answers>
// (a Cloudflare Pages Function; docs/decisions/041-live-plan-calendar.md).
import { liveCalendarText } from "../../../app/content/live-calendar";
import {
  answerLiveCalendar,
  type LiveCalendarRequest,
} from "../../../app/features/planner/live-calendar-request";
import { englishPlannerWords } from "../../../app/features/planner/words/en";

export const onRequest = (context: LiveCalendarRequest) =>
  answerLiveCalendar(context, englishPlannerWords, liveCalendarText, "");
