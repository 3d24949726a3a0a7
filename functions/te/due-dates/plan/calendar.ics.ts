// The live calendar of a visitor's plan, in Telugu: /te/due-dates/plan/calendar.ics?<the plan's answers>
// (a Cloudflare Pages Function; docs/decisions/041-live-plan-calendar.md).
import { liveCalendarText } from "../../../../app/content/te/live-calendar";
import {
  answerLiveCalendar,
  type LiveCalendarRequest,
} from "../../../../app/features/planner/live-calendar-request";
import { teluguPlannerWords } from "../../../../app/features/planner/words/te";

export const onRequest = (context: LiveCalendarRequest) =>
  answerLiveCalendar(context, teluguPlannerWords, liveCalendarText, "/te");
