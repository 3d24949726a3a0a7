import { describe, expect, it } from "vitest";
import {
  DATA_FILE_MIN_CHARS,
  deferBootstrap,
  scriptInBootstrap,
  streamParts,
} from "./defer-bootstrap.mjs";

// The shape of a page React Router 7 prerenders (trimmed from build/client/contact/index.html before postbuild).
const routerPage = [
  `<head><link rel="modulepreload" href="/assets/manifest-7.js"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-B5.js"/>`,
  `<link rel="modulepreload" href="/assets/app-shared-DE.js"/>`,
  `<link rel="modulepreload" href="/assets/root-CJ.js"/>`,
  `<link rel="modulepreload" href="/assets/contact-DT.js"/>`,
  `<link rel="modulepreload" href="/assets/mail-DK.js"/>`,
  `<link rel="modulepreload" href="/assets/app-shared-DE.js"/></head><body><main>Contact</main>`,
  // The public pages' small script, inline (docs/decisions/029-inline-page-scripts.md).
  `<script type="module">site(window)</script>`,
  `<script>window.__reactRouterContext = {"ssr":false};</script>`,
  `<script type="module" async="">import "/assets/manifest-7.js";\n`,
  `import * as route0 from "/assets/root-CJ.js";\nimport * as route1 from "/assets/contact-DT.js";\n  \n`,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};\n\n`,
  `import("/assets/entry.client-B5.js");</script>`,
  `<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"</script>\\"]\\n");</script>`,
  `<script>window.__reactRouterContext.streamController.enqueue("[3]\\n");</script>`,
  `<script>window.__reactRouterContext.streamController.close();</script></body>`,
].join("");

const BOOTSTRAP = "bootstrap(window)";

describe("starting React after the first paint", () => {
  const html = deferBootstrap(routerPage, BOOTSTRAP);

  it("drops the modulepreload links and React Router's own bootstrap for our one inline script", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("import ");
    expect(html).not.toContain("streamController.enqueue");
    expect(html).not.toContain("streamController.close");
    expect(html).toContain(`<script type="module">${BOOTSTRAP}</script>`);
    // The page's own inline script stays before it, as it was.
    expect(html).toContain(`<main>Contact</main><script type="module">site(window)</script>`);
    // React Router's context script stays: the bootstrap feeds its stream.
    expect(html).toContain(`<script>window.__reactRouterContext = {"ssr":false};</script>`);
  });

  it("writes the chunks to load in #rr-boot: manifest, route modules by id, entry, and each other chunk once", () => {
    const boot = /<script type="application\/json" id="rr-boot">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(boot!)).toEqual({
      manifest: "/assets/manifest-7.js",
      routes: [
        ["root", "/assets/root-CJ.js"],
        ["routes/contact", "/assets/contact-DT.js"],
      ],
      entry: "/assets/entry.client-B5.js",
      chunks: ["/assets/app-shared-DE.js", "/assets/mail-DK.js"],
    });
  });

  it("keeps the loader data, in order, in data blocks whose text cannot close the element", () => {
    const blocks = [
      ...html.matchAll(/<script type="application\/json" data-rr-stream>(.*?)<\/script>/g),
    ];
    expect(blocks.map((m) => JSON.parse(m[1]!))).toEqual([`[{"_1":2},"</script>"]\n`, "[3]\n"]);
    expect(blocks[0]![1]).toContain("\\u003c/script>");
  });

  it("leaves a page without React Router's bootstrap as it is, and refuses a bootstrap of another shape", () => {
    // The public pages' small script, inline (docs/decisions/029-inline-page-scripts.md), is not the router's.
    const plain = `<body><main>About</main><script type="module">site(window)</script></body>`;
    expect(deferBootstrap(plain, BOOTSTRAP)).toBe(plain);
    expect(() =>
      deferBootstrap(routerPage.replace(`import("/assets/entry.client-B5.js");`, ""), BOOTSTRAP),
    ).toThrow(/unexpected React Router bootstrap/);
    expect(() =>
      deferBootstrap(
        routerPage.replace(
          "<script>window.__reactRouterContext.streamController.close();</script>",
          "",
        ),
        BOOTSTRAP,
      ),
    ).toThrow(/never closed/);
  });
});

describe("long strings of loader data in files of their own", () => {
  const long = JSON.stringify({ lastUpdated: "2026-11-27", note: "x".repeat(DATA_FILE_MIN_CHARS) });
  const chunk = JSON.stringify([{ _1: 2 }, "fileJson", long, 'short " quoted', long]) + "\n";
  const written = new Map<string, string>();
  const dataFile = (literal: string) => {
    const url = `/assets/loader-data-${written.size}.json`;
    written.set(url, literal);
    return url;
  };

  it("cuts each long string literal out of the chunk, and the parts put back together are the chunk", () => {
    written.clear();
    const parts = streamParts(chunk, dataFile);
    expect(Array.isArray(parts)).toBe(true);
    expect(parts).toHaveLength(5);
    expect(written.size).toBe(2);
    // Each file holds the string's JSON text; short strings, escaped quotes included, stay in the page.
    for (const text of written.values()) expect(JSON.parse(text)).toBe(long);
    expect(parts[0]).toBe(`[{"_1":2},"fileJson",`);
    expect(parts[2]).toBe(`,"short \\" quoted",`);
    const rebuilt = (parts as (string | { file: string })[])
      .map((p) => (typeof p === "string" ? p : written.get(p.file)))
      .join("");
    expect(rebuilt).toBe(chunk);
  });

  it("keeps a chunk without long strings as it is", () => {
    expect(streamParts(`["loaderData",{"a":"b"}]\n`, dataFile)).toBe(`["loaderData",{"a":"b"}]\n`);
  });

  it("writes the parts in the page's data block when the build asks for files", () => {
    written.clear();
    const page = routerPage.replace(`enqueue("[3]\\n")`, `enqueue(${JSON.stringify(chunk)})`);
    const html = deferBootstrap(page, BOOTSTRAP, dataFile);
    const blocks = [
      ...html.matchAll(/<script type="application\/json" data-rr-stream>(.*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    expect(blocks[0]).toEqual(`[{"_1":2},"</script>"]\n`);
    expect(blocks[1].filter((p: unknown) => typeof p === "object")).toEqual([
      { file: "/assets/loader-data-0.json" },
      { file: "/assets/loader-data-1.json" },
    ]);
    expect(html.length).toBeLessThan(page.length - DATA_FILE_MIN_CHARS);
  });
});

describe("the public pages' script on a page with React", () => {
  const html = deferBootstrap(routerPage, BOOTSTRAP);

  it("leaves the page and joins the chunks the bootstrap loads after the first paint", () => {
    const moved = scriptInBootstrap(html, "site(window)", "/assets/site-1.js");
    expect(moved).not.toContain("site(window)");
    expect(moved).toContain(`<script type="module">${BOOTSTRAP}</script>`);
    const boot = /<script type="application\/json" id="rr-boot">(.*?)<\/script>/.exec(moved)?.[1];
    expect(JSON.parse(boot!).chunks).toEqual([
      "/assets/app-shared-DE.js",
      "/assets/mail-DK.js",
      "/assets/site-1.js",
    ]);
  });

  it("leaves a page without it, or without a bootstrap, as it is", () => {
    expect(scriptInBootstrap(html, "other(window)", "/assets/site-1.js")).toBe(html);
    const plain = `<body><main>About</main><script type="module">site(window)</script></body>`;
    expect(scriptInBootstrap(plain, "site(window)", "/assets/site-1.js")).toBe(plain);
  });
});
