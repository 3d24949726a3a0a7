import { entityNamesTe } from "~/content/te/due-date-names";
import { lawInLine } from "~/content/te/law-in-line";
import { lawNameTe } from "~/content/te/state-law-names";
import { stateNamesByIdTe } from "~/content/te/planner-states";
import { teluguMonths } from "~/content/te/months";
import { lateCostText } from "~/content/te/late-cost-text";
import { plannerCalendarText, plannerText } from "~/content/te/planner";
import { formatLongDateWith } from "~/lib/dates-in-language";
import { filedText } from "~/content/te/filed-marks";
import type { PlannerWords } from "../planner-words";

const named = (names: Readonly<Record<string, string>>) => (value: string) => names[value] ?? value;

/**
 * The Telugu planner's words (its route module's): dates and months with the Telugu month names ("31 జులై 2026"),
 * the data's laws and entity types and the States by their Telugu names.
 */
export const teluguPlannerWords: PlannerWords = {
  plannerText,
  costText: lateCostText,
  plannerCalendarText,
  filedText,
  filedStatusText: () => import("~/content/te/filed-status").then((m) => m.filedStatusText),
  liveCalendarText: () => import("~/content/te/live-calendar").then((m) => m.liveCalendarText),
  // The day kept with its month by a no-break space: a line never ends on the bare number ("గడువు 15 / డిసెంబర్").
  formatLongDate: (iso) => formatLongDateWith(iso, teluguMonths).replace(" ", "\u00a0"),
  monthName: (iso) => teluguMonths[Number(iso.slice(5, 7)) - 1]!,
  lawName: lawNameTe,
  lawNameInBrackets: (law) => lawInLine(lawNameTe(law)),
  entityName: named(entityNamesTe),
  stateName: (state) => (stateNamesByIdTe as Record<string, string>)[state.id] ?? state.name,
  untranslated: "en",
  // The data is English; a translation is written in Telugu script.
  inPageLanguage: (text) => /[\u0C00-\u0C7F]/.test(text),
};
