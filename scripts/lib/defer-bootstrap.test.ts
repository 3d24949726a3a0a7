import { describe, expect, it } from "vitest";
import {
  DATA_FILE_MIN_CHARS,
  deferBootstrap,
  scriptInBootstrap,
  streamBlock,
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

describe("long loader data in files of its own", () => {
  const chunk = JSON.stringify(["fileJson", "x".repeat(DATA_FILE_MIN_CHARS)]) + "\n";
  const written = new Map<string, string>();
  const dataFile = (text: string) => {
    const url = `/assets/loader-data-${written.size}.txt`;
    written.set(url, text);
    return url;
  };

  it("keeps a short chunk in the page and gives a long one to a file, whole", () => {
    written.clear();
    expect(streamBlock(`["loaderData",{"a":"b"}]\n`, dataFile)).toBe(`["loaderData",{"a":"b"}]\n`);
    expect(streamBlock(chunk, dataFile)).toEqual({ file: "/assets/loader-data-0.txt" });
    expect(written.get("/assets/loader-data-0.txt")).toBe(chunk);
  });

  it("writes the file's address in the page's data block when the build asks for files", () => {
    written.clear();
    const page = routerPage.replace(`enqueue("[3]\\n")`, `enqueue(${JSON.stringify(chunk)})`);
    const html = deferBootstrap(page, BOOTSTRAP, dataFile);
    const blocks = [
      ...html.matchAll(/<script type="application\/json" data-rr-stream>(.*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    expect(blocks).toEqual([`[{"_1":2},"</script>"]\n`, { file: "/assets/loader-data-0.txt" }]);
    expect(html).not.toContain("x".repeat(100));
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
