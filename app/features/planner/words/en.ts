import { lateCostText } from "~/content/late-cost-text";
import { plannerCalendarText, plannerText } from "~/content/planner";
import { formatLongDate } from "~/lib/dates";
import { filedText } from "~/content/filed-marks";
import type { PlannerWords } from "../planner-words";

const asWritten = (value: string) => value;

/** The English planner's words (its route module's, and the build's feeds'): the data's keys are its names. */
export const englishPlannerWords: PlannerWords = {
  plannerText,
  costText: lateCostText,
  plannerCalendarText,
  filedText,
  filedStatusText: () => import("~/content/filed-status").then((m) => m.filedStatusText),
  liveCalendarText: () => import("~/content/live-calendar").then((m) => m.liveCalendarText),
  formatLongDate,
  // From formatLongDate ("1 December 2026"), so the planner imports nothing more from the chunk it shares with others.
  monthName: (iso) => formatLongDate(`${iso.slice(0, 7)}-01`).split(" ")[1]!,
  lawName: asWritten,
  entityName: asWritten,
  stateName: (state) => state.name,
};
