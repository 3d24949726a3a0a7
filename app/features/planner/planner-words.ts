import { createContext, useContext } from "react";
import type * as english from "~/content/planner";
import type { QuestionKey } from "~/lib/planner-questions";
import type { filedText } from "~/content/filed-marks";
import type { filedStatusText } from "~/content/filed-status";
import type { liveCalendarText } from "~/content/live-calendar";
import type { CostText } from "~/lib/late-cost/text";

/**
 * Everything the planner says, in the page's language: its content module's words, how it writes dates, the names it
 * shows for the data's laws and entity types and for the States (the profile and the data keep their English keys,
 * which the address carries, so a shared plan opens in either language), and how it marks the data's words no
 * translation covers. The page's route module gathers them (one per language), so a page loads the words of its own
 * language only (docs/decisions/025-telugu-edition.md).
 */
export interface PlannerWords {
  plannerText: typeof english.plannerText;
  /**
   * The words of the questions that decide a duty (plannerQuestionText): sent with the page's data by its loader, so
   * the script carries none of them; absent where no form is shown (the build's calendar feeds).
   */
  questions?: Record<QuestionKey, english.QuestionWords>;
  /** The words of the cost of a delay, the site's one set (app/content/late-cost-text.ts). */
  costText: CostText;
  /** The words of the calendar files the page writes. */
  plannerCalendarText: typeof english.plannerCalendarText;
  /** The words of the filed marks: the tick, the overdue list, the next visit's line, the marks file. */
  filedText: typeof filedText;
  /** The words of the parts shown once the marks are read, loaded with them (components/filed-status.tsx). */
  filedStatusText: () => Promise<typeof filedStatusText>;
  /** The words of the live calendar offer, loaded with it (only where the host runs it: components/live-calendar-offer.tsx). */
  liveCalendarText: () => Promise<typeof liveCalendarText>;
  /** A date in a sentence: "31 July 2026" in English. */
  formatLongDate: (iso: string) => string;
  /** The month of a date: "July" in English. */
  monthName: (iso: string) => string;
  lawName: (law: string) => string;
  /**
   * A law's name inside brackets after a form, where its name has brackets of its own: "కంపెనీల చట్టం 2013", not
   * "కంపెనీల చట్టం (Companies Act 2013)"; lawName where absent.
   */
  lawNameInBrackets?: (law: string) => string;
  entityName: (entity: string) => string;
  stateName: (state: { id: string; name: string }) => string;
  /**
   * The language of the data's words that no translation covers (the forms' names, and any words changed since their
   * translation): "en" on a page in another language, which marks them so; none on the English page.
   */
  untranslated?: string;
  /** Whether some of the data's words are in the page's language (a translation gave them): those are not marked. */
  inPageLanguage?: (words: string) => boolean;
}

/** What the plan's pure functions (plan-text.ts, plan-calendar.ts) need of the words. */
export type PlanTextWords = Pick<
  PlannerWords,
  "plannerText" | "costText" | "plannerCalendarText" | "formatLongDate" | "monthName" | "lawName"
>;

export const PlannerWordsContext = createContext<PlannerWords | null>(null);

export function usePlannerWords(): PlannerWords {
  const words = useContext(PlannerWordsContext);
  if (!words) throw new Error("The planner's words are provided by its page (PlannerPage).");
  return words;
}
