import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parseCsp } from "../../scripts/lib/security-headers.mjs";
import { expect, publicPaths, test } from "./fixtures";

const assetsDir = path.resolve(import.meta.dirname, "../../build/client/assets");

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every CSP violation of the page, from before its first script runs. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
}
const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

function expectSecurityHeaders(headers: Record<string, string>) {
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
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers["strict-transport-security"]).toMatch(/max-age=(\d{8,}|3[1-9]\d{6})/);
  expect(headers["x-frame-options"]).toBe("DENY");
}

test.describe("security headers and CSP on every public route", () => {
  for (const route of publicPaths) {
    test(`${route}: headers present, no CSP violation, no mixed content`, async ({
      page,
      baseURL,
    }) => {
      await watchCsp(page);
      const insecure: string[] = [];
      page.on("request", (req) => {
        const url = req.url();
        if (!url.startsWith(baseURL!) && !/^(https|data|blob):/.test(url)) insecure.push(url);
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expectSecurityHeaders(response!.headers());
      await page.waitForLoadState("networkidle");
      // Scroll through the page so lazy content (reveals, embeds, images) loads under the policy too.
      for (let y = 0; y < 10; y++) await page.mouse.wheel(0, 900);
      await page.waitForLoadState("networkidle");
      expect(await violations(page)).toEqual([]);
      expect(insecure, "requests that are neither same-origin nor https").toEqual([]);
    });
  }
});

test("the 404 page is served under the same headers without violations", async ({
  page,
  problems,
}) => {
  problems.allow(/404 .*\/no-such-page/);
  problems.allow(/status of 404/);
  await watchCsp(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  expectSecurityHeaders(response!.headers());
  await page.waitForLoadState("networkidle");
  expect(await violations(page)).toEqual([]);
});

test("the policy is enforced: an injected inline script is refused and reported", async ({
  page,
  problems,
}) => {
  problems.allow(/Content Security Policy/);
  await watchCsp(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const ran = await page.evaluate(async () => {
    const el = document.createElement("script");
    el.textContent = "window.__injected = true";
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations(page)).join("\n")).toMatch(/script-src-elem blocked inline/);
});

test("toasts keep their styles: sonner's runtime stylesheet is allowed by the CSP", async ({
  page,
}) => {
  const chunk = fs
    .readdirSync(assetsDir)
    .find(
      (f) =>
        f.endsWith(".js") &&
        fs.readFileSync(path.join(assetsDir, f), "utf8").includes("data-sonner-toaster"),
    );
  expect(chunk, "the build contains sonner's chunk").toBeTruthy();
  await watchCsp(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Loading the chunk runs sonner's stylesheet injection, exactly as the first toast does.
  const rules = await page.evaluate(async (src) => {
    await import(src);
    const style = [...document.querySelectorAll("style")].find((s) =>
      s.textContent?.includes("[data-sonner-toaster]"),
    );
    return style?.sheet?.cssRules.length ?? -1;
  }, `/assets/${chunk}`);
  expect(rules).toBeGreaterThan(10);
  expect(await violations(page)).toEqual([]);
});

test("hashed assets are cached for a year, pages revalidate", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The bootstrap's data block names the hashed chunks it loads (scripts/postbuild.mjs).
  const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(assetPath).toBeTruthy();
  const res = await request.get(assetPath!);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toMatch(/max-age=0/);
});
