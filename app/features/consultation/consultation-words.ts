import { createContext, useContext } from "react";
import type { Locale as PickerLocale } from "react-day-picker";
import type * as english from "~/content/consultation";
import type { ValidationText } from "~/content/validation";
import type { DayPeriods } from "./slots";

/**
 * Everything the consultation page says, in the page's language: its content module's words, the form checks'
 * messages, and how it writes a date. The page's route module gathers them (one per language), so a page loads the
 * words of its own language only (docs/decisions/025-telugu-edition.md).
 */
export type ConsultationWords = Pick<
  typeof english,
  | "benefits"
  | "bookingMessageText"
  | "bookingText"
  | "consultationCrumbs"
  | "consultationHero"
  | "nextSteps"
  | "whyChoose"
> & {
  /** The topics' names, in the order of the English ones; the one chosen goes into the message as written. */
  consultationTopics: readonly string[];
  validationText: ValidationText;
  /** The language tag times are written in ("2:00 PM"), in the page and in the message. */
  timeLocale: string;
  /** The words for the parts of the day written before a 12-hour time, where the language writes times so
   * ("ఉదయం 10:00"); else the time as timeLocale's formatter writes it. */
  dayPeriods?: DayPeriods;
  /** A calendar date ("2026-11-23") as the page and the message write it. */
  formatDate: (iso: string) => string;
  /** The date picker's month and day names and labels, where they are not English; loaded with the picker. */
  pickerLocale?: () => Promise<PickerLocale>;
};

export const ConsultationWordsContext = createContext<ConsultationWords | null>(null);

export function useConsultationWords(): ConsultationWords {
  const words = useContext(ConsultationWordsContext);
  if (!words)
    throw new Error("The consultation's words are provided by its page (ConsultationPage).");
  return words;
}
