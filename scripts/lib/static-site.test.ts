import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "../serve.mjs";
import { resolveUrlPath } from "./static-site.mjs";

// A miniature build/client: pages, the 404 page, an asset and the host's configuration.
let dir: string;
const files: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "404.html": "<h1>We couldn't find that page</h1>",
  "about/index.html": "<h1>About</h1>",
  "te/index.html": "<h1>హోమ్</h1>",
  "te/404.html": "<h1>పేజీ దొరకలేదు</h1>",
  "terms.html": "<h1>Terms</h1>",
  "assets/app-1a2b.js": "console.log(1)",
  "sitemap.xml": "<urlset/>",
  _headers: "/*\n  X-Frame-Options: DENY\n/assets/*\n  ! X-Frame-Options\n",
  _redirects: "/old /new 301\n",
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-site-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const resolve = (urlPath: string) => {
  const { file, status } = resolveUrlPath(urlPath, dir);
  return { file: path.relative(dir, file), status };
};
const notFound = { file: "404.html", status: 404 };

describe("resolveUrlPath: which file a static host serves for a URL", () => {
  it("serves pages under clean URLs, and files as they are", () => {
    expect(resolve("/")).toEqual({ file: "index.html", status: 200 });
    expect(resolve("/about")).toEqual({ file: "about/index.html", status: 200 });
    expect(resolve("/terms")).toEqual({ file: "terms.html", status: 200 });
    expect(resolve("/assets/app-1a2b.js")).toEqual({ file: "assets/app-1a2b.js", status: 200 });
    expect(resolve("/sitemap.xml?x=1")).toEqual({ file: "sitemap.xml", status: 200 });
  });

  it("answers an unknown address, at any depth, with the 404 page and status 404", () => {
    expect(resolve("/no-such-page")).toEqual(notFound);
    expect(resolve("/about/no/such/page")).toEqual(notFound);
    expect(resolve("/%E0%A4%A")).toEqual(notFound);
    expect(resolve("/../../etc/passwd")).toEqual(notFound);
  });

  it("never publishes the host's configuration files, however the address is spelled", () => {
    for (const urlPath of [
      "/_headers",
      "/_redirects",
      "/%5Fheaders",
      "//_headers",
      "/assets/../_headers",
      "/_headers?download=1",
    ])
      expect(resolve(urlPath), urlPath).toEqual(notFound);
  });

  it("gives the 404 page no clean URL: /404 answers 404, /404.html is the published file", () => {
    expect(resolve("/404")).toEqual(notFound);
    expect(resolve("/404.html")).toEqual({ file: "404.html", status: 200 });
    expect(resolve("/te/404")).toEqual({ file: "te/404.html", status: 404 });
  });

  it("answers an unknown address with the nearest 404 page up its folders: the Telugu one under /te", () => {
    expect(resolve("/te/nowhere")).toEqual({ file: "te/404.html", status: 404 });
    expect(resolve("/te/services/nowhere/at/all")).toEqual({ file: "te/404.html", status: 404 });
    expect(resolve("/te")).toEqual({ file: "te/index.html", status: 200 });
    expect(resolve("/tea")).toEqual(notFound);
  });
});

describe("the static server", () => {
  let server: ReturnType<typeof createStaticServer>;
  let origin: string;
  beforeAll(async () => {
    server = createStaticServer({ dir });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("answers /_headers and /404 with the 404 page, status 404 and the site's headers", async () => {
    for (const urlPath of ["/_headers", "/_redirects", "/404"]) {
      const res = await fetch(origin + urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(await res.text()).toBe(files["404.html"]);
    }
  });

  it("keeps clean URLs, gzip, the _headers rules and the asset cache", async () => {
    const page = await fetch(`${origin}/about`, { headers: { "Accept-Encoding": "gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(await page.text()).toBe(files["about/index.html"]);

    const asset = await fetch(`${origin}/assets/app-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-frame-options")).toBeNull();

    const slash = await fetch(`${origin}/about/`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/about");
  });

  it("applies a rebuilt _headers file without a restart, as a host does on each deploy", async () => {
    const headersPath = path.join(dir, "_headers");
    const before = fs.readFileSync(headersPath, "utf8");
    try {
      fs.writeFileSync(headersPath, "/*\n  X-Frame-Options: SAMEORIGIN\n");
      fs.utimesSync(headersPath, new Date(), new Date(Date.now() + 5000));
      expect((await fetch(`${origin}/`)).headers.get("x-frame-options")).toBe("SAMEORIGIN");
    } finally {
      fs.writeFileSync(headersPath, before);
      fs.utimesSync(headersPath, new Date(), new Date(Date.now() + 10_000));
    }
    expect((await fetch(`${origin}/`)).headers.get("x-frame-options")).toBe("DENY");
  });
});
