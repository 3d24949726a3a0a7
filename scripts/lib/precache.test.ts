import { describe, expect, it } from "vitest";
import {
  isAdminFile,
  pageFile,
  pageReferences,
  precacheFiles,
  precacheManifestOf,
  precacheUrl,
  staticImports,
} from "./precache.mjs";

const boot = {
  manifest: "/assets/manifest-cb3c8ad9.js",
  routes: [
    ["root", "/assets/root-Cob0hocU.js"],
    ["routes/due-dates", "/assets/due-dates-BoAAOrpR.js"],
  ],
  entry: "/assets/entry.client-fWJFPBay.js",
  chunks: ["/assets/app-shared-D4ROCOQF.js"],
};

/** A page shaped like the build's: head links, JSON-LD, React Router's inline scripts and data blocks. */
const page = `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/>
<link rel="manifest" href="/manifest.webmanifest"/><link rel="canonical" href="https://www.niyama.example/due-dates"/>
<link rel="preload" as="image" href="/illustrations/hero.svg" media="(min-width: 64rem)"/>
<script type="application/ld+json">{"@type":"WebPage"}</script></head><body><main><h1>Due dates</h1>
<a href="/contact">Contact</a></main><script>window.__reactRouterContext={}</script>
<script type="application/json" id="rr-boot">${JSON.stringify(boot)}</script>
<script type="module">const j=1;</script><script type="application/json" data-rr-stream>"[1]\\n"</script>
<script type="application/json" data-rr-stream>{"file":"/assets/loader-data-0a1b2c3d4e5f.txt"}</script>
</body></html>`;

const files = [
  "index.html",
  "due-dates/index.html",
  "offline/index.html",
  "admin/compliance/index.html",
  "favicon.svg",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
  "manifest.webmanifest",
  "data/compliance-due-dates.json",
  "illustrations/hero.svg",
  "assets/manifest-cb3c8ad9.js",
  "assets/root-Cob0hocU.js",
  "assets/due-dates-BoAAOrpR.js",
  "assets/blog-post-DbtITzT7.js",
  "assets/entry.client-fWJFPBay.js",
  "assets/app-shared-D4ROCOQF.js",
  "assets/admin-compliance-BM2sXKPR.js",
  "assets/widget-abc123.js",
  "assets/loader-data-0a1b2c3d4e5f.txt",
];
const manifest = {
  icons: [{ src: "/favicon.svg" }, { src: "/icon-192.png" }, { src: "/icon-512.png" }],
};

describe("what a page loads on its own", () => {
  it("reads its scripts, the bootstrap's chunks and data files, icons and manifest; not links, canonicals or image hints", () => {
    expect(pageReferences(page).sort()).toEqual(
      [
        "/assets/loader-data-0a1b2c3d4e5f.txt",
        "/favicon.svg",
        "/apple-touch-icon.png",
        "/manifest.webmanifest",
        "/assets/manifest-cb3c8ad9.js",
        "/assets/entry.client-fWJFPBay.js",
        "/assets/root-Cob0hocU.js",
        "/assets/due-dates-BoAAOrpR.js",
        "/assets/app-shared-D4ROCOQF.js",
      ].sort(),
    );
  });

  it("reads a page without the framework: its script files; its inline scripts need no file", () => {
    const plain =
      '<!DOCTYPE html><html><head><script type="module" src="/assets/widget-abc123.js"></script>' +
      '<script type="application/ld+json">{"@type":"WebPage"}</script></head><body><h1>About</h1>' +
      '<script type="module">navigator.serviceWorker?.register("/sw.js")</script></body></html>';
    expect(pageReferences(plain)).toEqual(["/assets/widget-abc123.js"]);
  });
});

describe("the precache list", () => {
  it("holds each page, what it loads, the manifest's icons and the data file, sorted, nothing twice", () => {
    const list = precacheFiles({
      files,
      pages: { "/due-dates": page, "/offline": "<html><body><h1>Offline</h1></body></html>" },
      manifest,
      extra: ["/data/compliance-due-dates.json"],
    });
    expect(list).toEqual(
      [
        "due-dates/index.html",
        "offline/index.html",
        "favicon.svg",
        "apple-touch-icon.png",
        "icon-192.png",
        "icon-512.png",
        "manifest.webmanifest",
        "data/compliance-due-dates.json",
        "assets/manifest-cb3c8ad9.js",
        "assets/root-Cob0hocU.js",
        "assets/due-dates-BoAAOrpR.js",
        "assets/entry.client-fWJFPBay.js",
        "assets/app-shared-D4ROCOQF.js",
        "assets/loader-data-0a1b2c3d4e5f.txt",
      ].sort(),
    );
    // Not every page, not the code of pages not precached, never admin code.
    expect(list).not.toContain("index.html");
    expect(list).not.toContain("assets/blog-post-DbtITzT7.js");
    expect(list.filter(isAdminFile)).toEqual([]);
  });

  it("fails the build on a reference the build lacks, or on admin code", () => {
    const broken = page.replace("root-Cob0hocU", "root-gone");
    expect(() => precacheFiles({ files, pages: { "/due-dates": broken }, manifest })).toThrow(
      /\/due-dates needs assets\/root-gone\.js/,
    );
    const admin = page.replace("app-shared-D4ROCOQF", "admin-compliance-BM2sXKPR");
    expect(() => precacheFiles({ files, pages: { "/due-dates": admin }, manifest })).toThrow(
      /admin code assets\/admin-compliance/,
    );
    expect(() => precacheFiles({ files, pages: { "/no-such-page": page }, manifest })).toThrow(
      /no-such-page\/index\.html/,
    );
  });
});

describe("addresses and files", () => {
  it("saves a page under its clean URL and any other file under its path", () => {
    expect(precacheUrl("due-dates/index.html")).toBe("/due-dates");
    expect(precacheUrl("index.html")).toBe("/");
    expect(precacheUrl("assets/root-Cob0hocU.js")).toBe("/assets/root-Cob0hocU.js");
    expect(precacheUrl("data/compliance-due-dates.json")).toBe("/data/compliance-due-dates.json");
    for (const path of ["/", "/due-dates", "/services/compliance"])
      expect(precacheUrl(pageFile(path))).toBe(path);
  });
});

describe("reading a built service worker", () => {
  it("finds the precache list Workbox wrote into it", () => {
    const entries = [
      { revision: "8787d878", url: "/due-dates" },
      { revision: null, url: "/assets/root-Cob0hocU.js" },
    ];
    const source = `(function(){var e=1;${"x".repeat(50)};Ne(${JSON.stringify(entries)}),Pe()})();`;
    expect(precacheManifestOf(source)).toEqual(entries);
    expect(() => precacheManifestOf("(function(){Ne(self.__WB_MANIFEST)})();")).toThrow(
      /no precache list/,
    );
  });
});

describe("code a precached page imports as it hydrates", () => {
  it("reads a chunk's static imports, not its lazy ones", () => {
    const code =
      'import{r as e}from"./rolldown-runtime-X.js";import"./side-Y.js";' +
      'const v=()=>import("./later-Z.js");import {a} from "./app-shared-W.js";';
    expect(staticImports("assets/planner-view-A.js", code)).toEqual([
      "assets/rolldown-runtime-X.js",
      "assets/side-Y.js",
      "assets/app-shared-W.js",
    ]);
  });

  it("is precached with every chunk it imports, and only with them", () => {
    const code: Record<string, string> = {
      "assets/planner-view-A.js": 'import{x}from"./planner-B.js";const l=()=>import("./ics-C.js");',
      "assets/planner-B.js": 'import{y}from"./app-shared-D4ROCOQF.js";',
    };
    const list = precacheFiles({
      files: [...files, ...Object.keys(code), "assets/ics-C.js"],
      pages: { "/due-dates": page },
      manifest,
      chunks: ["assets/planner-view-A.js"],
      read: (file) => code[file] ?? "",
    });
    expect(list).toEqual(
      expect.arrayContaining(["assets/planner-view-A.js", "assets/planner-B.js"]),
    );
    expect(list).not.toContain("assets/ics-C.js");
  });
});
