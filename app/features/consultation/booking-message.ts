import { bookingMessageText } from "~/content/consultation";
import { formatShortDate } from "~/lib/dates";
import { whatsappHref } from "~/lib/whatsapp";
import type { BookingRequest } from "./booking-state";

/**
 * The text the team receives on WhatsApp: one labelled line per value, the date as "23 Nov 2026".
 * Values go in as typed (trimmed); lib/whatsapp.ts encodes every character when it builds the link.
 */
export function buildBookingMessage(
  request: BookingRequest,
  text: typeof bookingMessageText = bookingMessageText,
): string {
  const { labels } = text;
  const lines = [
    text.opening,
    "",
    `${labels.name}: ${request.name.trim()}`,
    `${labels.email}: ${request.email.trim()}`,
    `${labels.phone}: ${request.phone.trim()}`,
    `${labels.topic}: ${request.topic.trim()}`,
    `${labels.date}: ${formatShortDate(request.date)}`,
    `${labels.time}: ${request.time.trim()}`,
  ];
  const message = request.message.trim();
  if (message) lines.push("", `${labels.message}:`, message);
  return lines.join("\n");
}

/** The wa.me link that opens the chat with the booking message filled in. */
export function bookingWhatsappHref(request: BookingRequest): string {
  return whatsappHref(buildBookingMessage(request));
}
