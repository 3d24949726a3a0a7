import { site } from "~/config/site";
import { mailtoHref } from "~/lib/form-delivery";
import { normalisePhone } from "~/lib/validators";
import { whatsappHref } from "~/lib/whatsapp";
import type { BookingRequest } from "./booking-state";
import type { ConsultationWords } from "./consultation-words";
import { slotTimes } from "./slots";

/** The words the message is made of, in the page's language. */
export type BookingMessageWords = Pick<
  ConsultationWords,
  "bookingMessageText" | "formatDate" | "timeLocale" | "dayPeriods"
>;

/** Where and when the request is made: what the team needs beside the typed values. */
export interface BookingContext {
  /** The address of the page the request is sent from (its language shows in it: /te/...). */
  pageUrl: string;
  /** A short reference the visitor also sees, to name the request in any reply. */
  reference: string;
  /** The visitor's own time zone (an IANA name such as "Europe/London"). */
  timeZone: string;
}

/**
 * The text the team receives on WhatsApp or by email: one labelled line per value, the date in India as the page
 * writes it ("23 Nov 2026"), the time in IST with the visitor's own beside it, the reference, and the page (with its
 * language) it came from. Values go in as typed (trimmed), the phone in international form; lib/whatsapp.ts and
 * mailtoHref encode every character when they build the link.
 */
export function buildBookingMessage(
  request: BookingRequest,
  words: BookingMessageWords,
  context: BookingContext,
): string {
  const { bookingMessageText: text, formatDate, timeLocale, dayPeriods } = words;
  const { labels } = text;
  const times = slotTimes(request.date, request.time, timeLocale, context.timeZone, dayPeriods);
  const lines = [
    text.opening,
    "",
    `${labels.name}: ${request.name.trim()}`,
    `${labels.email}: ${request.email.trim()}`,
    `${labels.phone}: ${normalisePhone(request.phone) ?? request.phone.trim()}`,
    `${labels.topic}: ${request.topic.trim()}`,
    `${labels.date}: ${formatDate(request.date)}`,
    `${labels.time}: ${text.time(times.office, times.visitor)}`,
  ];
  const message = request.message.trim();
  if (message) lines.push("", `${labels.message}:`, message);
  lines.push(
    "",
    `${labels.reference}: ${context.reference}`,
    `${labels.page}: ${text.page(context.pageUrl)}`,
  );
  return lines.join("\n");
}

/** The wa.me link that opens the chat with the booking message filled in. */
export function bookingWhatsappHref(
  request: BookingRequest,
  words: BookingMessageWords,
  context: BookingContext,
): string {
  return whatsappHref(buildBookingMessage(request, words, context));
}

/** The same request as a prefilled email to the firm, its subject starting with the firm's name. */
export function bookingMailHref(
  request: BookingRequest,
  words: BookingMessageWords,
  context: BookingContext,
): string {
  return mailtoHref({
    to: site.email,
    subject: words.bookingMessageText.emailSubject(context.reference),
    body: buildBookingMessage(request, words, context),
  });
}

// Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L).
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short reference for one request, such as "NY-7KQ4": the firm's short name's first letters and four random signs. */
export function bookingReference(random: (n: number) => Uint8Array = defaultRandom): string {
  const prefix = site.shortName.slice(0, 2).toUpperCase();
  const signs = [...random(4)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]);
  return `${prefix}-${signs.join("")}`;
}

const defaultRandom = (n: number) => crypto.getRandomValues(new Uint8Array(n));
