/*
 * Telugu names of the site's two actions (glossary: consultation = కన్సల్టేషన్).
 * Skipped: bookingHref (a link, not words).
 */
import type * as en from "../actions";

export const actionWords = {
  book: "ఉచిత కన్సల్టేషన్ బుక్ చేసుకోండి",
  bookShort: "కన్సల్టేషన్ బుకింగ్",
  whatsapp: "WhatsAppలో చాట్ చేయండి",
} satisfies typeof en.actionWords;
