import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { bookingMessageText } from "~/content/consultation";
import { buildBookingMessage, bookingWhatsappHref } from "./booking-message";
import type { BookingRequest } from "./booking-state";

const hostile = "Tom & Jerry Pvt Ltd #1? 50% = done\nSecond line 🚀 नमस्ते తెలుగు +/=&text=x";

const request: BookingRequest = {
  name: "  Asha Rao & Sons  ",
  email: "asha+cs@startup.in",
  phone: "+91 98765 43210",
  topic: "GST & Taxation",
  message: hostile,
  date: "2026-11-23",
  time: "11:00 AM",
};

describe("buildBookingMessage", () => {
  it("carries every value on its own labelled line, the date as day, short month, year", () => {
    const text = buildBookingMessage(request);
    const { labels } = bookingMessageText;
    expect(text.split("\n").slice(0, 8)).toEqual([
      bookingMessageText.opening,
      "",
      `${labels.name}: Asha Rao & Sons`,
      `${labels.email}: asha+cs@startup.in`,
      `${labels.phone}: +91 98765 43210`,
      `${labels.topic}: GST & Taxation`,
      `${labels.date}: 23 Nov 2026`,
      `${labels.time}: 11:00 AM`,
    ]);
    expect(text.endsWith(`${labels.message}:\n${hostile}`)).toBe(true);
  });

  it("leaves the message line out when there is no message", () => {
    const text = buildBookingMessage({ ...request, message: "   " });
    expect(text).not.toContain(bookingMessageText.labels.message + ":");
    expect(text.endsWith("11:00 AM")).toBe(true);
  });

  it("refuses an impossible date rather than sending a wrong one", () => {
    expect(() => buildBookingMessage({ ...request, date: "2026-02-30" })).toThrow(RangeError);
  });
});

describe("bookingWhatsappHref", () => {
  it("opens the configured number with the whole text intact: & # ? newlines emoji Indic", () => {
    const href = bookingWhatsappHref(request);
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    const url = new URL(href);
    // Exactly one parameter and no fragment: '&', '#' and '?' in the text did not break the URL apart.
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("text")).toBe(buildBookingMessage(request));
    expect(url.searchParams.get("text")).toContain(hostile);
    // Nothing outside the unreserved set is left raw in the query.
    expect(href.split("?text=")[1]).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
  });
});
