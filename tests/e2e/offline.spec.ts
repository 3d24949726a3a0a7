import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { offlineText } from "../../app/content/offline";
import * as teluguOffline from "../../app/content/te/offline";
import { serviceWorkerUrl } from "../../app/browser/service-worker-routes";
import { dueDatesDataUrl } from "../../app/lib/compliance-constants";
import { createStaticServer } from "../../scripts/serve.mjs";
import { root } from "../../scripts/lib/static-site.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// The site's service worker (docs/decisions/018-offline-service-worker.md). Every other spec blocks service workers
// (playwright.config.ts): they would answer requests before page.route sees them.
test.use({ serviceWorkers: "allow" });

const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
// The table with no law chosen: the national laws' entries (a State's law shows when chosen).
const TOTAL = Object.entries(published.dueDates as Record<string, unknown[]>)
  .filter(([law]) => !law.startsWith("State Laws: "))
  .flatMap(([, items]) => items).length;

/** Resolves once a service worker is active and controls the page. */
const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    return navigator.serviceWorker.controller?.scriptURL;
  });

/** Every address saved in the site's caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    return paths;
  });

test("the worker script is revalidated on every request and runs under the site's policy", async ({
  request,
}) => {
  const res = await request.get(serviceWorkerUrl);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/javascript/);
  expect(res.headers()["cache-control"]).toBe("no-cache");
  expect(res.headers()["content-security-policy"]).toMatch(/worker-src 'self'/);
});

test("Chrome finds the site installable", async ({ playwright, launchOptions, baseURL }) => {
  // Chrome does not install from a private profile (Playwright's contexts are): a profile on disk, for this check.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "installable-"));
  const context = await playwright.chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("after one visit the due dates and the pages opened work offline, and other pages show the offline page", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // A server of this test's own (scripts/serve.mjs, as the suite's): the worker's requests are invisible to
  // Playwright's request events and routing, but every request that reaches the site is counted here.
  const reached: string[] = [];
  const server = createStaticServer().on("request", (req) => reached.push(req.url ?? ""));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await page.goto(`${site}/`);
    expect(await controlled(page)).toBe(`${site}${serviceWorkerUrl}`);

    await gotoHydrated(page, `${site}/due-dates`);
    await expect(page.locator("tbody tr:has(> th[scope=row])")).toHaveCount(TOTAL);
    await page.goto(`${site}/services/compliance`);
    await page.waitForLoadState("networkidle");
    // The admin area is never kept on the device.
    await page.goto(`${site}/admin`);
    await page.waitForLoadState("networkidle");
    const saved = await cachedPaths(page);
    expect(saved).toEqual(
      expect.arrayContaining([
        "/due-dates",
        "/due-dates/plan",
        "/offline",
        "/te/offline",
        dueDatesDataUrl,
      ]),
    );
    // The page that installed the worker too, although it loaded before the worker could save it.
    expect(saved).toEqual(expect.arrayContaining(["/", "/services/compliance"]));
    expect(saved.filter((p) => /admin/i.test(p))).toEqual([]);

    const online = reached.length;
    await context.setOffline(true);

    await gotoHydrated(page, `${site}/due-dates`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance due dates");
    await expect(page.locator("tbody tr:has(> th[scope=row])")).toHaveCount(TOTAL);

    // The planner, never opened on this device, works out a plan offline: its view's code was saved with it.
    await gotoHydrated(
      page,
      `${site}/due-dates/plan?entity=llp-limited-liability-partnership&gst=none`,
    );
    await expect(page.getByLabel("Type of business")).toHaveValue(
      "LLP (Limited Liability Partnership)",
    );
    await expect(page.getByText(/This is an example plan/)).toHaveCount(0);
    await expect(page.locator(".plan-row").first()).toBeVisible();

    await page.goto(`${site}/services/compliance`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(offlineText.title);

    for (const path of ["/about", "/admin/compliance"]) {
      await page.goto(`${site}${path}`);
      await expect(page, path).toHaveURL(`${site}${path}`);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(offlineText.title);
    }
    // A Telugu page's address shows the offline page in Telugu.
    await page.goto(`${site}/te/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      teluguOffline.offlineText.title,
    );
    await page.goto(`${site}/about`);
    const dueDatesLink = page
      .getByRole("main")
      .getByRole("link", { name: offlineText.saved[0]!.label, exact: true });
    await expect(dueDatesLink).toHaveAttribute("href", "/due-dates");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
    // Its link to the due dates works offline too.
    await dueDatesLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance due dates");
    // The browser's own check for a new worker (/sw.js) can bypass Playwright's offline emulation; nothing else may.
    expect(
      reached.slice(online).filter((url) => url !== serviceWorkerUrl),
      "requests that reached the site while offline",
    ).toEqual([]);
  } finally {
    await context.setOffline(false);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test("a new version waits while a page of the old one is open, and takes over on the next visit", async ({
  page,
  context,
}) => {
  // A copy of the build, served by this test alone, so that it can deploy a new worker.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"));
  fs.cpSync(root, dir, { recursive: true });
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const workers = (p: Page) =>
    p.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
    });
  try {
    await gotoHydrated(page, `${site}/due-dates`);
    await controlled(page);
    fs.appendFileSync(path.join(dir, serviceWorkerUrl), "\n// the next deploy\n");
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // Installed, and waiting: the open page keeps the worker (and the precached files) it started with.
    await expect.poll(() => workers(page)).toEqual({ waiting: true, active: "activated" });
    await page.locator("tbody tr:has(> th[scope=row])").first().waitFor();
    expect(await workers(page)).toEqual({ waiting: true, active: "activated" });

    await page.close();
    const next = await context.newPage();
    await gotoHydrated(next, `${site}/due-dates`);
    await expect.poll(() => workers(next)).toEqual({ waiting: false, active: "activated" });
    await expect(next.locator("tbody tr:has(> th[scope=row])")).toHaveCount(TOTAL);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * The build served by this test alone, as the suite's server does, where `override` may take a request over (answer
 * it, or hold it back) by returning true.
 */
async function serveBuild(override: (req: IncomingMessage, res: ServerResponse) => boolean) {
  const server = createStaticServer();
  const [serve] = server.listeners("request") as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req, res) => override(req, res) || serve!(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    site: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test("the first page is saved although the visitor left as the worker installed", async ({
  page,
  context,
}) => {
  const { site, close } = await serveBuild(() => false);
  try {
    await page.goto(`${site}/about`);
    // The worker installs after the page's load event; the visitor leaves as soon as it starts, long before the
    // precache has downloaded and the worker activates.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(registration?.installing ?? registration?.waiting ?? registration?.active);
    });
    await page.goto("about:blank");
    const next = await context.newPage();
    await next.goto(`${site}/offline`);
    await controlled(next);
    expect(await cachedPaths(next)).toContain("/about");
    await context.setOffline(true);
    await next.goto(`${site}/about`);
    await expect(next.getByRole("heading", { level: 1 })).not.toHaveText(offlineText.title);
  } finally {
    await context.setOffline(false);
    await close();
  }
});

test("on a slow network a precached page comes from the device after a short wait, not the host's timeout", async ({
  page,
}) => {
  test.setTimeout(60_000);
  let slow = false;
  const { site, close } = await serveBuild((req, res) => {
    if (!slow || !req.url?.startsWith("/due-dates/plan")) return false;
    // A link that delivers nothing for 25 seconds.
    setTimeout(() => res.destroy(), 25_000);
    return true;
  });
  try {
    await page.goto(`${site}/`);
    await controlled(page);
    slow = true;
    const started = Date.now();
    await page.goto(`${site}/due-dates/plan`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".plan-row").first()).toBeVisible();
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await close();
  }
});

test("a status-200 answer that is not the data file never replaces the copy saved on the device", async ({
  page,
  context,
}) => {
  let fallbackPage = false;
  const { site, close } = await serveBuild((req, res) => {
    if (!fallbackPage || !req.url?.startsWith(dueDatesDataUrl)) return false;
    // A host that answers an address it lacks with its home page.
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!DOCTYPE html><html><head><title>Home</title></head><body></body></html>");
    return true;
  });
  const saved = () =>
    page.evaluate(async (url) => {
      const response = await (await caches.open("data")).match(url);
      return response ? response.text() : null;
    }, dueDatesDataUrl);
  // The admin reads the data file through the worker (no public page fetches it: decision 032); a fetch from a
  // controlled page takes the same route.
  const fetchData = () =>
    page.evaluate(async (url) => (await fetch(url, { cache: "no-store" })).status, dueDatesDataUrl);
  try {
    await page.goto(`${site}/`);
    await controlled(page);
    expect(await fetchData()).toBe(200);
    await expect.poll(saved).not.toBeNull();
    expect(JSON.parse((await saved())!).lastUpdated).toBe(published.lastUpdated);

    fallbackPage = true;
    expect(await fetchData()).toBe(200);
    // The host's fallback page answered: the copy saved on the device is still the data file.
    expect(JSON.parse((await saved())!).lastUpdated).toBe(published.lastUpdated);

    await context.setOffline(true);
    await gotoHydrated(page, `${site}/due-dates`);
    await expect(page.locator("tbody tr:has(> th[scope=row])")).toHaveCount(TOTAL);
    // Offline, a search that matches nothing still says so: the notices' code was saved with the page.
    await page.getByRole("searchbox", { name: "Search" }).fill("no entry has these words");
    await expect(page.getByText("No matching due dates found")).toBeVisible();
  } finally {
    await context.setOffline(false);
    await close();
  }
});
