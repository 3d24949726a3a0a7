import fs from "node:fs";
import path from "node:path";
import { root } from "../../scripts/lib/static-site.mjs";
import { cspViolations, expect, expectSecurityHeaders, test, watchCsp } from "./fixtures";

// The build the suite serves (BUILD_DIR, as scripts/serve.mjs).
const assetsDir = path.join(root, "assets");

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
  expect(await cspViolations(page)).toEqual([]);
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
  expect((await cspViolations(page)).join("\n")).toMatch(/script-src-elem blocked inline/);
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
  // A page that shows toasts (the contact form's outcome).
  await page.goto("/contact");
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
  expect(await cspViolations(page)).toEqual([]);
});

test("hashed assets are cached for a year, pages revalidate", async ({ request }) => {
  // A page with React: its bootstrap's data block names the hashed chunks it loads (scripts/lib/defer-bootstrap.mjs).
  const html = await (await request.get("/due-dates")).text();
  const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(assetPath).toBeTruthy();
  const res = await request.get(assetPath!);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  // Document-only headers are detached from assets (docs/decisions/005-security-headers.md).
  expect(res.headers()["content-security-policy"]).toBeUndefined();
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toMatch(/max-age=0/);
});

test("the staff area alone is isolated from cross-origin openers", async ({ request, page }) => {
  // Public pages hold nothing a cross-origin opener could reach; COOP there only cost each visit a new renderer
  // process (docs/decisions/005-security-headers.md). The admin area keeps staff data in this browser.
  for (const path of ["/", "/due-dates", "/blog/dir3-kyc"])
    expect((await request.get(path)).headers()["cross-origin-opener-policy"]).toBeUndefined();
  const admin = await page.goto("/admin/compliance");
  expect(admin?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expectSecurityHeaders(admin!.headers());
});
