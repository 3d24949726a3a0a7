import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dueDatesDataUrl } from "../lib/compliance-constants";
import { sitePaths } from "../../react-router.config";
import { offlinePagePath, publicPagePaths, teluguOfflinePagePath } from "../lib/route-list";
import {
  isDataFileText,
  pageCacheKey,
  precacheFallbacks,
  precachedFiles,
  precachedPages,
  requestKind,
} from "./service-worker-routes";

const origin = "https://www.niyama.example";
const kind = (
  path: string,
  { mode = "cors", referrer = `${origin}/due-dates`, destination = "" } = {},
) => requestKind({ url: new URL(path, origin), mode, referrer, destination }, origin);

describe("what the service worker does with a request", () => {
  it("treats a page load as a page, and the admin area's as a staff page", () => {
    expect(kind("/", { mode: "navigate" })).toBe("page");
    expect(kind("/due-dates?law=GST", { mode: "navigate" })).toBe("page");
    expect(kind("/administration-services", { mode: "navigate" })).toBe("page");
    expect(kind("/admin", { mode: "navigate" })).toBe("staff-page");
    expect(kind("/admin/compliance", { mode: "navigate" })).toBe("staff-page");
  });

  it("leaves everything an admin page asks for to the network, the published data included", () => {
    for (const referrer of [`${origin}/admin`, `${origin}/admin/simple?tab=laws`]) {
      expect(kind(dueDatesDataUrl, { referrer })).toBe("staff-request");
      expect(kind("/assets/admin-compliance-abc.js", { referrer })).toBe("staff-request");
    }
    expect(kind("/admin/compliance.data")).toBe("staff-request");
    // Its code, wherever the import comes from (a chunk imported by another has that chunk as referrer).
    expect(
      kind("/assets/admin-panels-D-IQrgk4.js", { referrer: `${origin}/assets/admin-layout-x.js` }),
    ).toBe("staff-request");
    expect(kind("/admin.data")).toBe("staff-request");
  });

  it("knows the published data file, page data and hashed assets", () => {
    expect(kind(dueDatesDataUrl)).toBe("data-file");
    expect(kind(`${dueDatesDataUrl}?fresh=1`)).toBe("data-file");
    expect(kind("/contact.data")).toBe("page-data");
    expect(kind("/_root.data?_routes=routes%2Fhome")).toBe("page-data");
    expect(kind("/assets/entry.client-fWJFPBay.js", { destination: "script" })).toBe("asset");
  });

  it("keeps the pictures of the pages, hashed ones as assets", () => {
    expect(kind("/illustrations/hero.svg", { destination: "image" })).toBe("image");
    expect(kind("/og/services.png", { destination: "image" })).toBe("image");
    expect(kind("/assets/photo-abc123.webp", { destination: "image" })).toBe("asset");
    expect(
      kind("/illustrations/hero.svg", { destination: "image", referrer: `${origin}/admin` }),
    ).toBe("staff-request");
  });

  it("leaves other files and other origins alone, whatever the referrer", () => {
    expect(kind("/manifest.webmanifest", { destination: "manifest" })).toBeNull();
    expect(kind("/downloads/llp-checklist.pdf", { mode: "navigate" })).toBeNull();
    expect(kind("/blog/rss.xml", { mode: "navigate" })).toBeNull();
    expect(kind("/due-dates/calendar.ics")).toBeNull();
    expect(kind("/sw.js", { destination: "serviceworker" })).toBeNull();
    expect(
      kind("https://www.openstreetmap.org/export/embed.html", { mode: "navigate" }),
    ).toBeNull();
    expect(kind("https://cdn.example/assets/x.js")).toBeNull();
    expect(kind("https://tile.openstreetmap.org/1/1/1.png", { destination: "image" })).toBeNull();
    // No referrer, or one the browser did not resolve to an address: judged by the address alone.
    expect(kind(dueDatesDataUrl, { referrer: "" })).toBe("data-file");
    expect(kind(dueDatesDataUrl, { referrer: "about:client" })).toBe("data-file");
    // Another site's admin area is not ours.
    expect(kind(dueDatesDataUrl, { referrer: "https://other.example/admin" })).toBe("data-file");
  });
});

describe("what the precache stands in for", () => {
  const url = (path: string) => new URL(path, origin);

  it("gives a page its own precached copy, else the offline page", () => {
    expect(precacheFallbacks("page", url("/due-dates?law=GST"))).toEqual([
      "/due-dates",
      offlinePagePath,
    ]);
    expect(precacheFallbacks("page", url("/about"))).toEqual(["/about", offlinePagePath]);
  });

  it("gives a Telugu page the Telugu offline page", () => {
    expect(precacheFallbacks("page", url("/te/guntur"))).toEqual([
      "/te/guntur",
      teluguOfflinePagePath,
    ]);
    expect(precacheFallbacks("page", url("/te"))).toEqual(["/te", teluguOfflinePagePath]);
    expect(precacheFallbacks("page", url("/terms"))).toEqual(["/terms", offlinePagePath]);
    expect(precachedPages).toContain(teluguOfflinePagePath);
  });

  it("gives the admin area the offline page only, and the data file its precached copy", () => {
    expect(precacheFallbacks("staff-page", url("/admin/compliance"))).toEqual([offlinePagePath]);
    expect(precacheFallbacks("data-file", url(dueDatesDataUrl))).toEqual([dueDatesDataUrl]);
    expect(precacheFallbacks("asset", url("/assets/x.js"))).toEqual([]);
    expect(precacheFallbacks("staff-request", url(dueDatesDataUrl))).toEqual([]);
  });

  it("saves at install only pages of the site, the offline page among them, and the data file", () => {
    const pages = publicPagePaths(sitePaths);
    for (const path of precachedPages) expect(pages).toContain(path);
    expect(precachedPages).toContain(offlinePagePath);
    expect(precachedFiles).toContain(dueDatesDataUrl);
  });

  it("saves a page under its address without query or fragment", () => {
    expect(pageCacheKey(url("/due-dates?law=GST&utm_source=x#table"))).toBe(`${origin}/due-dates`);
    expect(pageCacheKey(url("/"))).toBe(`${origin}/`);
  });
});

describe("isDataFileText", () => {
  const published = readFileSync("public/data/compliance-due-dates.json", "utf8");

  it("knows the published data file, with or without a byte-order mark", () => {
    expect(isDataFileText(published)).toBe(true);
    expect(isDataFileText(`\uFEFF${published}`)).toBe(true);
  });

  it("refuses what a host may answer with status 200 in its place", () => {
    expect(isDataFileText("<!DOCTYPE html><html><title>Not found</title></html>")).toBe(false);
    expect(isDataFileText(published.slice(0, published.length / 2))).toBe(false);
    expect(isDataFileText("")).toBe(false);
    expect(isDataFileText("null")).toBe(false);
    expect(isDataFileText("[]")).toBe(false);
    expect(isDataFileText('{"lastUpdated":"2026-11-28"}')).toBe(false);
    expect(isDataFileText('{"dueDates":{}}')).toBe(false);
  });
});
