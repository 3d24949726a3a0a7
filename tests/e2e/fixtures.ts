import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { sitePaths } from "../../react-router.config";
import routes from "../../app/routes";
import {
  hydratedPaths,
  isAdminPath,
  isFilePath,
  listedPagePaths,
  publicPagePaths,
} from "../../app/lib/route-list";
import { parseCsp } from "../../scripts/lib/security-headers.mjs";
import { testNow as testClock } from "../../scripts/lib/test-clock.mjs";

/** Every public page of the site (`sitePaths` in react-router.config.ts): the e2e suite visits all of them. */
export const publicPaths = publicPagePaths(sitePaths);
/** The public pages search engines are told about (the sitemap): all but the offline page. */
export const listedPaths = listedPagePaths(sitePaths);
export const adminPaths = sitePaths.filter((p) => isAdminPath(p) && !isFilePath(p));
/** The pages that load React and hydrate (docs/decisions/019-static-pages.md): open them with gotoHydrated. */
export const pagesWithReact = hydratedPaths(routes, sitePaths);

/**
 * Opens a page that loads React and waits until it has hydrated (html[data-hydrated], set in app/root.tsx) and has
 * laid out every block whose layout was deferred (app/lib/deferred-layout.ts): the test then acts on a page whose
 * controls work, and axe-core checks an ordinary page. Pages without React, and pages with JavaScript turned off,
 * are ready when loaded: open them with page.goto.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Opens any page of the site: one that loads React with gotoHydrated, any other with page.goto. */
export const gotoPage = (page: Page, path: string) =>
  pagesWithReact.includes(path) ? gotoHydrated(page, path) : page.goto(path);

/** Waits until the page, after a reload or a link followed, has hydrated (see gotoHydrated). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForFunction(() => !document.querySelector("[data-defer-layout]"));
}

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

/**
 * The tests' moment: TEST_NOW when set (`TEST_NOW=2027-03-31T06:00:00Z npm run test:e2e`), else now
 * (docs/decisions/047-the-test-clock.md). The site is built on that day and every browser's clock starts there, so a
 * test that works out a date in Node takes its day from here, never from `new Date()`.
 */
export const testNow = () => new Date(testClock() ?? Date.now());

/** Today in India by the tests' clock: "YYYY-MM-DD". */
export const testToday = () =>
  new Date(testNow().getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Starts a browser context's clock at TEST_NOW, running on from there (timers are not faked); without TEST_NOW the
 * clock is the machine's. The `context` and `page` fixtures have it; a context a test makes itself calls it.
 */
export async function withTestClock(context: BrowserContext) {
  const at = testClock();
  if (at !== undefined) await context.clock.setSystemTime(at);
  return context;
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
  context: async ({ context }, use) => {
    await use(await withTestClock(context));
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

/**
 * Holds back the page's scripts until `release` is called, so a test can act on the prerendered page before React
 * hydrates it. Start `page.goto` without awaiting it, act, release, then await the navigation and waitForHydration.
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

/**
 * How many of these font faces the device does not have, each given by its local() names as a page's @font-face
 * gives them: a browser fetches a web font only for those. Tests of web-font loading expect exactly that many
 * requests, so they pass on a machine with the fonts installed (fonts-noto-core has Noto Sans Telugu) and without.
 */
export async function facesNotOnDevice(page: Page, faces: readonly (readonly string[])[]) {
  const probe = await page.context().newPage();
  try {
    const found = await probe.evaluate(
      (all) =>
        Promise.all(
          all.map((names) =>
            new FontFace("device-font-probe", names.map((n) => `local("${n}")`).join(","))
              .load()
              .then(
                () => true,
                () => false,
              ),
          ),
        ),
      faces,
    );
    return found.filter((has) => !has).length;
  } finally {
    await probe.close();
  }
}

/** Node-side versions of app/lib/site-pages.ts. */
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
