import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { bookingMessageText } from "~/content/consultation";
import { bookingMessageText as teluguText } from "~/content/te/consultation";
import { buildBookingMessage, bookingWhatsappHref } from "./booking-message";
import type { BookingRequest } from "./booking-state";
import { englishWords as words } from "./words/en";
import { teluguWords } from "./words/te";

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
    const text = buildBookingMessage(request, words);
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
    const text = buildBookingMessage({ ...request, message: "   " }, words);
    expect(text).not.toContain(bookingMessageText.labels.message + ":");
    expect(text.endsWith("11:00 AM")).toBe(true);
  });

  it("refuses an impossible date rather than sending a wrong one", () => {
    expect(() => buildBookingMessage({ ...request, date: "2026-02-30" }, words)).toThrow(
      RangeError,
    );
  });
});

describe("bookingWhatsappHref", () => {
  it("opens the configured number with the whole text intact: & # ? newlines emoji Indic", () => {
    const href = bookingWhatsappHref(request, words);
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    const url = new URL(href);
    // Exactly one parameter and no fragment: '&', '#' and '?' in the text did not break the URL apart.
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("text")).toBe(buildBookingMessage(request, words));
    expect(url.searchParams.get("text")).toContain(hostile);
    // Nothing outside the unreserved set is left raw in the query.
    expect(href.split("?text=")[1]).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
  });
});

describe("the Telugu booking message", () => {
  const telugu: BookingRequest = {
    ...request,
    name: "  రమేష్ & సన్స్ #2  ",
    topic: teluguWords.consultationTopics[4]!,
    message: "GST రిజిస్ట్రేషన్ & రిటర్న్‌లు?\nరెండో లైన్ #1 50%",
  };

  it("carries every field under Telugu labels, the date with its Telugu month, the time as chosen", () => {
    const text = buildBookingMessage(telugu, teluguWords);
    const { labels } = teluguText;
    expect(text.split("\n")).toEqual([
      teluguText.opening,
      "",
      `${labels.name}: రమేష్ & సన్స్ #2`,
      `${labels.email}: asha+cs@startup.in`,
      `${labels.phone}: +91 98765 43210`,
      `${labels.topic}: ${teluguWords.consultationTopics[4]}`,
      `${labels.date}: 23 నవంబర్ 2026`,
      `${labels.time}: 11:00 AM`,
      "",
      `${labels.message}:`,
      "GST రిజిస్ట్రేషన్ & రిటర్న్‌లు?",
      "రెండో లైన్ #1 50%",
    ]);
  });

  it("arrives intact through the link: Telugu script, the zero-width non-joiner, newlines, & and #", () => {
    const href = bookingWhatsappHref(telugu, teluguWords);
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("text")).toBe(buildBookingMessage(telugu, teluguWords));
    expect(url.searchParams.get("text")).toContain("\u200c");
    expect(href.split("?text=")[1]).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
  });
});
