import fs from "node:fs";
import { describe, expect, it } from "vitest";
import * as thresholds from "~/features/planner/thresholds";
import { dueDatesFileSchema, isOfficialUrl } from "~/lib/compliance-schema";
import { isCalendarDate } from "~/lib/dates";
import { authorityNoticePages } from "./calendar-review";
import { sourceLedger } from "./source-ledger";

/*
 * Every official source the site links is one the team found and recorded in the ledger: the data's source links
 * (entries, late-filing costs, extensions), the planner's thresholds and the authorities' notices pages.
 */
const file = dueDatesFileSchema.parse(
  JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
);

/** Each linked address with where the site links it. */
function linkedSources(): [string, string][] {
  const links: [string, string][] = [];
  for (const [law, items] of Object.entries(file.dueDates))
    for (const item of items) {
      links.push([item.sourceUrl, `${law}: ${item.id}`]);
      if (item.lateCost) links.push([item.lateCost.sourceUrl, `${law}: ${item.id} (late cost)`]);
      for (const e of item.extensions ?? [])
        links.push([e.url, `${law}: ${item.id} (extension ${e.reference})`]);
    }
  for (const [name, value] of Object.entries(thresholds))
    if (value && typeof value === "object" && "sourceUrl" in value)
      links.push([String(value.sourceUrl), `planner threshold ${name}`]);
  for (const [key, url] of Object.entries(authorityNoticePages))
    links.push([url, `notices page of ${key}`]);
  return links;
}

describe("the source ledger", () => {
  const ledger = new Set(sourceLedger.map((e) => e.url));

  it("holds every official source the site links (else: record where you found it)", () => {
    expect(
      linkedSources()
        .filter(([url]) => !ledger.has(url))
        .map(([url, where]) => `${url} (${where})`),
    ).toEqual([]);
  });

  it("is sorted by address, one entry each, every address official or marked professional, with where and when it was seen", () => {
    const urls = sourceLedger.map((e) => e.url);
    expect(urls).toEqual([...urls].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(urls).size).toBe(urls.length);
    for (const entry of sourceLedger) {
      expect(isOfficialUrl(entry.url) || entry.professional === true, entry.url).toBe(true);
      if (entry.professional) expect(isOfficialUrl(entry.url), entry.url).toBe(false);
      expect(entry.seenAt.trim(), entry.url).not.toBe("");
      expect(isCalendarDate(entry.checkedOn), entry.url).toBe(true);
    }
  });

  it("refuses an address nobody recorded", () => {
    expect(ledger.has("https://www.incometaxmumbai.gov.in/due-dates/")).toBe(false);
  });
});
