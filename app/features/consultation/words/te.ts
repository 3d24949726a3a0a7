import * as content from "~/content/te/consultation";
import { teluguDayPeriods, teluguMonths } from "~/content/te/months";
import { validationText } from "~/content/te/validation";
import { formatLongDateWith } from "~/lib/dates-in-language";
import type { ConsultationWords } from "../consultation-words";

/**
 * The Telugu consultation page's words (its route module's): dates with the Telugu month names ("23 నవంబర్ 2026")
 * and times with the part of the day before them ("ఉదయం 10:00", as the office hours are written), in the page and in
 * the message the team receives, and the date picker in Telugu.
 */
export const teluguWords: ConsultationWords = {
  benefits: content.benefits,
  bookingMessageText: content.bookingMessageText,
  bookingText: content.bookingText,
  consultationCrumbs: content.consultationCrumbs,
  consultationHero: content.consultationHero,
  consultationTopics: content.consultationTopics,
  nextSteps: content.nextSteps,
  whyChoose: content.whyChoose,
  validationText,
  timeLocale: "te-IN",
  dayPeriods: teluguDayPeriods,
  formatDate: (iso) => formatLongDateWith(iso, teluguMonths),
  pickerLocale: async () => (await import("react-day-picker/locale/te")).te,
};
