import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import routes from "../../app/routes";
import { listedPagePaths, publicPagePaths, staticPaths } from "../../app/lib/route-list";
import { parseCsp } from "../../scripts/lib/security-headers.mjs";

/** Every public page of the route table (app/routes.ts): the e2e suite visits all of them. */
export const publicPaths = publicPagePaths(routes);
/** The public pages search engines are told about (the sitemap): all but the offline page. */
export const listedPaths = listedPagePaths(routes);
export const adminPaths = staticPaths(routes).filter((p) => p.startsWith("/admin"));

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  /** Call to allow an expected failure, e.g. a test that makes a request fail on purpose. */
  allow: (pattern: RegExp) => void;
}

/**
 * `page` fails the test on any console error, uncaught exception or failed same-origin request, unless the test
 * allows it with `problems.allow(/pattern/)`.
 */
export const test = base.extend<{ problems: PageProblems }>({
  // On a page that loads React, page.goto waits until it has hydrated (html[data-hydrated], set in app/root.tsx), so
  // tests never act on markup whose handlers are not attached yet, and until every block whose layout was deferred
  // has been laid out (app/lib/deferred-layout.ts), so axe-core checks an ordinary page. Pages without React
  // (docs/decisions/019-static-pages.md) and pages with JavaScript disabled are returned as loaded. This holds for
  // every page of the context: the test's `page` and any it opens.
  context: async ({ context, javaScriptEnabled }, use) => {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitsForHydration(await newPage(), javaScriptEnabled !== false);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(waitsForHydration(page, javaScriptEnabled !== false));
  },
  problems: async ({ page, baseURL }, use) => {
    const allowed: RegExp[] = [];
    const problems: PageProblems = {
      consoleErrors: [],
      failedRequests: [],
      allow: (p) => allowed.push(p),
    };
    page.on("console", (msg) => {
      if (msg.type() === "error")
        problems.consoleErrors.push(`${msg.text()} @ ${msg.location().url}`);
    });
    page.on("pageerror", (err) => problems.consoleErrors.push(`uncaught: ${err.message}`));
    page.on("requestfailed", (req) => {
      if (req.url().startsWith("mailto:") || req.url().startsWith("tel:")) return;
      problems.failedRequests.push(`${req.method()} ${req.url()}: ${req.failure()?.errorText}`);
    });
    page.on("response", (res) => {
      if (res.status() >= 400 && res.url().startsWith(baseURL ?? ""))
        problems.failedRequests.push(`${res.status()} ${res.url()}`);
    });
    await use(problems);
    const isAllowed = (s: string) => allowed.some((p) => p.test(s));
    expect(
      problems.consoleErrors.filter((s) => !isAllowed(s)),
      "console errors",
    ).toEqual([]);
    expect(
      problems.failedRequests.filter((s) => !isAllowed(s)),
      "failed requests",
    ).toEqual([]);
  },
});

export { expect };

const patched = new WeakSet<Page>();
function waitsForHydration(page: Page, javaScriptEnabled: boolean) {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Only pages that load React hydrate (html[data-hydrates], app/root.tsx).
    if (javaScriptEnabled && (await page.locator("html[data-hydrates]").count()) > 0) {
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.waitForFunction(() => !document.querySelector("[data-defer-layout]"));
    }
    return response;
  };
  return page;
}

/**
 * Holds back the page's scripts until `release` is called, so a test can act on the prerendered page before React
 * hydrates it. Start `page.goto` without awaiting it, act, release, then await the navigation.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Node-side versions of app/lib/site-pages.ts (which reads React Router's manifest in the browser). */
const publicPathSet = new Set(publicPaths);
export const hasPage = (path: string) => publicPathSet.has(path.split(/[?#]/)[0] || "/");
export const existingLinks = <T extends { href: string }>(links: readonly T[]) =>
  links.filter((l) => !l.href.startsWith("/") || hasPage(l.href));

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every CSP violation of the page, from before its first script runs. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
}
export const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations);

export function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = parseCsp(headers["content-security-policy"] ?? "");
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["script-src"]?.[0]).toBe("'self'");
  expect(csp["script-src"]?.slice(1).every((s) => /^'sha256-[\w+/=]+'$/.test(s))).toBe(true);
  expect(csp["style-src"]).not.toContain("'unsafe-inline'");
  expect(csp["img-src"]).toEqual(["'self'", "data:"]);
  expect(csp["font-src"]).toEqual(["'self'"]);
  expect(csp["connect-src"]?.[0]).toBe("'self'");
  expect(csp["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["worker-src"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers["strict-transport-security"]).toMatch(/max-age=(\d{8,}|3[1-9]\d{6})/);
  expect(headers["x-frame-options"]).toBe("DENY");
}
