import { whatsappHref } from "~/lib/whatsapp";
import type { BookingRequest } from "./booking-state";
import type { ConsultationWords } from "./consultation-words";

/** The words the message is made of, in the page's language. */
export type BookingMessageWords = Pick<ConsultationWords, "bookingMessageText" | "formatDate">;

/**
 * The text the team receives on WhatsApp: one labelled line per value, the date as the page writes it ("23 Nov
 * 2026"). Values go in as typed (trimmed); lib/whatsapp.ts encodes every character when it builds the link.
 */
export function buildBookingMessage(request: BookingRequest, words: BookingMessageWords): string {
  const { bookingMessageText: text, formatDate } = words;
  const { labels } = text;
  const lines = [
    text.opening,
    "",
    `${labels.name}: ${request.name.trim()}`,
    `${labels.email}: ${request.email.trim()}`,
    `${labels.phone}: ${request.phone.trim()}`,
    `${labels.topic}: ${request.topic.trim()}`,
    `${labels.date}: ${formatDate(request.date)}`,
    `${labels.time}: ${request.time.trim()}`,
  ];
  const message = request.message.trim();
  if (message) lines.push("", `${labels.message}:`, message);
  return lines.join("\n");
}

/** The wa.me link that opens the chat with the booking message filled in. */
export function bookingWhatsappHref(request: BookingRequest, words: BookingMessageWords): string {
  return whatsappHref(buildBookingMessage(request, words));
}
