import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import type { PublishRecord } from "~/lib/compliance-schema";
import { ledgerOf } from "~/lib/publish-records";
import { latestChangeByEntry, latestUpdates, publishedOn } from "./updates";
import { updatesFeedXml } from "./updates-feed";

const updates: PublishRecord[] = [
  {
    publishedAt: "2026-12-01T04:00:00.000Z",
    changes: [{ id: "gstr-1", text: "GSTR-1: penalty updated" }],
  },
  {
    publishedAt: "2026-12-12T18:50:00.000Z",
    changes: [
      {
        id: "gstr-9",
        text: "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027",
        reference: "Notification No. 99/2026-Central Tax",
        url: "https://cbic-gst.gov.in/",
      },
      { id: "gstr-1", text: "GSTR-1 & IFF: due “11th” → “13th”" },
    ],
  },
];

const options = {
  siteUrl: "https://www.niyama.example",
  siteName: "Niyama Corporate Advisors",
  title: "Compliance due dates: changes",
  subtitle: "Every change published",
  feedPath: "/due-dates/updates.xml",
  pagePath: "/due-dates",
  lastUpdated: "2026-11-27",
  entryTitle: (first: string, more: number) => (more ? `${first} (and ${more} more)` : first),
};

describe("the updates feed", () => {
  it("parses as Atom and lists each publish, newest first, with its notification", () => {
    const feed = parseFeed(updatesFeedXml(updates, options));
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Niyama Corporate Advisors: Compliance due dates: changes");
    expect(feed.updated?.toISOString()).toBe("2026-12-12T18:50:00.000Z");
    expect(feed.items.map((i) => i.title)).toEqual([
      "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027 (Notification No. 99/2026-Central Tax) (and 1 more)",
      "GSTR-1: penalty updated",
    ]);
    const [latest] = feed.items;
    expect(latest!.url).toBe("https://www.niyama.example/due-dates");
    expect(latest!.published?.toISOString()).toBe("2026-12-12T18:50:00.000Z");
    expect(latest!.content).toContain("GSTR-1 & IFF: due “11th” → “13th”");
    expect(latest!.content).toContain('<a href="https://cbic-gst.gov.in/">');
    // Ids are stable and distinct, so a reader shows each publish once.
    expect(new Set(feed.items.map((i) => i.id)).size).toBe(2);
  });

  it("gives two publishes at one time two entry ids; a record's own id names its entry", () => {
    const same = "2027-06-01T09:00:00.000Z";
    const ledger: PublishRecord[] = [
      { publishedAt: same, changes: [{ id: "gstr-1", text: "GSTR-1: penalty updated" }] },
      { publishedAt: same, changes: [{ id: "gstr-9", text: "GSTR-9: penalty updated" }] },
      {
        id: "20261208t053000z-0k2j4xq",
        publishedAt: "2026-12-08T05:30:00.000Z",
        changes: [{ id: "gstr-3b", text: "GSTR-3B: penalty updated" }],
      },
    ];
    const ids = parseFeed(updatesFeedXml(ledger, options)).items.map((i) => i.id);
    expect(ids).toEqual([
      "tag:www.niyama.example,2026-12-08:/due-dates/updates/20261208t053000z-0k2j4xq",
      "tag:www.niyama.example,2027-06-01:/due-dates/updates/2027-06-01T09:00:00.000Z-2",
      "tag:www.niyama.example,2027-06-01:/due-dates/updates/2027-06-01T09:00:00.000Z",
    ]);
  });

  it("is a valid, empty feed before the first publish, dated by the file", () => {
    const feed = parseFeed(updatesFeedXml(undefined, options));
    expect(feed.items).toEqual([]);
    expect(feed.updated?.toISOString()).toBe("2026-11-26T18:30:00.000Z");
  });
});

describe("the ledger as the page and calendars read it", () => {
  it("lists the latest publishes first", () => {
    expect(latestUpdates(updates, 1).map((u) => u.publishedAt)).toEqual([
      "2026-12-12T18:50:00.000Z",
    ]);
    expect(latestUpdates(undefined)).toEqual([]);
  });

  it("dates a publish by India's calendar: 18:50 UTC on 12 December is 13 December in India", () => {
    expect(publishedOn(updates[1]!)).toBe("2026-12-13");
  });

  it("gives each entry its latest change", () => {
    const byEntry = latestChangeByEntry(updates);
    expect(byEntry.get("gstr-1")).toEqual({
      date: "2026-12-13",
      change: { id: "gstr-1", text: "GSTR-1 & IFF: due “11th” → “13th”" },
    });
    expect(byEntry.get("gstr-9")?.change.reference).toBe("Notification No. 99/2026-Central Tax");
  });

  it("reads the archive too: an entry whose latest change is older than the recent ledger keeps it", () => {
    const [older, newer] = updates as [PublishRecord, PublishRecord];
    const file = {
      updatesArchive: [older],
      updates: [{ ...newer, changes: newer.changes.slice(0, 1) }],
    };
    expect(latestChangeByEntry(ledgerOf(file)).get("gstr-1")?.date).toBe("2026-12-01");
  });
});
