import { expect, expectSecurityHeaders, test } from "./fixtures";

const notFoundHeading = "We couldn't find that page";
const notFoundTitle = "<title>Page not found";

// The local server stands in for the static host (scripts/serve.mjs): what it answers here is what visitors and
// crawlers get there.
test("the host's configuration file is never published", async ({ request }) => {
  for (const path of ["/_headers", "/%5Fheaders", "/_redirects"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await res.text(), path).toContain(notFoundTitle);
    expect(await res.text(), path).not.toContain("Content-Security-Policy:");
    expectSecurityHeaders(res.headers());
  }
});

test("the 404 page has no address of its own that answers 200", async ({ page, problems }) => {
  problems.allow(/404 .*\/404$/);
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto("/404");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("/404.html is served as the published file it is", async ({ request }) => {
  const res = await request.get("/404.html");
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(notFoundTitle);
});
