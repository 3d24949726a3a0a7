import * as content from "~/content/consultation";
import { validationText } from "~/content/validation";
import { formatShortDate } from "~/lib/dates";
import type { ConsultationWords } from "../consultation-words";

/** The English consultation page's words (its route module's); dates read "23 Nov 2026". */
export const englishWords: ConsultationWords = {
  benefits: content.benefits,
  bookingMessageText: content.bookingMessageText,
  bookingText: content.bookingText,
  consultationCrumbs: content.consultationCrumbs,
  consultationHero: content.consultationHero,
  consultationTopics: content.consultationTopics,
  nextSteps: content.nextSteps,
  whyChoose: content.whyChoose,
  validationText,
  timeLocale: "en-US",
  formatDate: formatShortDate,
};
