import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { bookingMessageText } from "~/content/consultation";
import { bookingMessageText as teluguText } from "~/content/te/consultation";
import {
  bookingMailHref,
  bookingReference,
  bookingWhatsappHref,
  buildBookingMessage,
  type BookingContext,
} from "./booking-message";
import type { BookingRequest } from "./booking-state";
import { englishWords as words } from "./words/en";
import { teluguWords } from "./words/te";

const hostile = "Tom & Jerry Pvt Ltd #1? 50% = done\nSecond line 🚀 नमस्ते తెలుగు +/=&text=x";

const request: BookingRequest = {
  name: "  Asha Rao & Sons  ",
  email: "asha+cs@startup.in",
  phone: "+44 20 7946 0000",
  topic: "GST & Taxation",
  message: hostile,
  date: "2026-11-23",
  time: "11:00",
};

const fromLondon: BookingContext = {
  pageUrl: `${site.siteUrl}/consultation`,
  reference: "NI-7KQ4",
  timeZone: "Europe/London",
};

describe("buildBookingMessage", () => {
  it("carries every value on its own labelled line: the date in India, the time in IST and the visitor's", () => {
    const text = buildBookingMessage(request, words, fromLondon);
    const { labels } = bookingMessageText;
    expect(text.split("\n").slice(0, 8)).toEqual([
      bookingMessageText.opening,
      "",
      `${labels.name}: Asha Rao & Sons`,
      `${labels.email}: asha+cs@startup.in`,
      `${labels.phone}: +442079460000`,
      `${labels.topic}: GST & Taxation`,
      `${labels.date}: 23 Nov 2026`,
      `${labels.time}: 11:00 AM IST (5:30 AM GMT my time)`,
    ]);
    expect(text).toContain(`${labels.message}:\n${hostile}`);
  });

  it("ends with the reference and the page it came from, with its language", () => {
    const text = buildBookingMessage(request, words, fromLondon);
    expect(text.split("\n").slice(-2)).toEqual([
      "Reference: NI-7KQ4",
      `Sent from: ${site.siteUrl}/consultation (English page)`,
    ]);
  });

  it("gives India's time alone to a visitor in India, and leaves out an empty message", () => {
    const text = buildBookingMessage({ ...request, message: "   " }, words, {
      ...fromLondon,
      timeZone: "Asia/Kolkata",
    });
    expect(text).not.toContain(bookingMessageText.labels.message + ":");
    expect(text).toContain(`${bookingMessageText.labels.time}: 11:00 AM IST\n`);
  });

  it("refuses an impossible date rather than sending a wrong one", () => {
    expect(() =>
      buildBookingMessage({ ...request, date: "2026-02-30" }, words, fromLondon),
    ).toThrow(RangeError);
  });
});

describe("the links that carry it", () => {
  it("opens the configured WhatsApp number with the whole text intact: & # ? newlines emoji Indic", () => {
    const href = bookingWhatsappHref(request, words, fromLondon);
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    const url = new URL(href);
    // Exactly one parameter and no fragment: '&', '#' and '?' in the text did not break the URL apart.
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("text")).toBe(buildBookingMessage(request, words, fromLondon));
    // Nothing outside the unreserved set is left raw in the query.
    expect(href.split("?text=")[1]).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
  });

  it("writes the same request as an email whose subject starts with the firm's name", () => {
    const href = bookingMailHref(request, words, fromLondon);
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe(`${site.name}: consultation request NI-7KQ4`);
    expect(params.get("body")).toBe(buildBookingMessage(request, words, fromLondon));
  });
});

describe("the reference", () => {
  it("is the firm's initials and four signs that cannot be misread", () => {
    const reference = bookingReference(() => new Uint8Array([0, 1, 30, 31]));
    expect(reference).toBe(`${site.shortName.slice(0, 2).toUpperCase()}-23Z2`);
    expect(bookingReference()).toMatch(/^[A-Z]{2}-[2-9A-HJKMNP-Z]{4}$/);
  });
});

describe("the Telugu booking message", () => {
  const telugu: BookingRequest = {
    ...request,
    name: "  రమేష్ & సన్స్ #2  ",
    phone: "98765 43210",
    topic: teluguWords.consultationTopics[4]!,
    message: "GST రిజిస్ట్రేషన్ & రిటర్న్‌లు?\nరెండో లైన్ #1 50%",
  };
  const fromTelugu = { ...fromLondon, pageUrl: `${site.siteUrl}/te/consultation` };

  it("carries every field under Telugu labels, the date with its Telugu month, the time in IST with the part of the day", () => {
    const text = buildBookingMessage(telugu, teluguWords, fromTelugu);
    const { labels } = teluguText;
    expect(text.split("\n")).toEqual([
      teluguText.opening,
      "",
      `${labels.name}: రమేష్ & సన్స్ #2`,
      `${labels.email}: asha+cs@startup.in`,
      `${labels.phone}: +919876543210`,
      `${labels.topic}: ${teluguWords.consultationTopics[4]}`,
      `${labels.date}: 23 నవంబర్ 2026`,
      `${labels.time}: ${teluguText.time("ఉదయం 11:00", "తెల్లవారుజాము 5:30 GMT+0")}`,
      "",
      `${labels.message}:`,
      "GST రిజిస్ట్రేషన్ & రిటర్న్‌లు?",
      "రెండో లైన్ #1 50%",
      "",
      `${labels.reference}: NI-7KQ4`,
      `${labels.page}: ${site.siteUrl}/te/consultation (తెలుగు పేజీ)`,
    ]);
  });

  it("arrives intact through the link: Telugu script, the zero-width non-joiner, newlines, & and #", () => {
    const href = bookingWhatsappHref(telugu, teluguWords, fromTelugu);
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("text")).toBe(buildBookingMessage(telugu, teluguWords, fromTelugu));
    expect(url.searchParams.get("text")).toContain("\u200c");
    expect(href.split("?text=")[1]).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
  });
});
