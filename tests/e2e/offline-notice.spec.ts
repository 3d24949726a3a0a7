import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { shellText } from "../../app/content/errors";
import { offlineText } from "../../app/content/offline";
import * as teluguErrors from "../../app/content/te/errors";
import { createStaticServer } from "../../scripts/serve.mjs";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// What a visitor sees offline: the notice on a page served from its saved copy, and the offline page's Retry. The
// worker itself is tested in offline.spec.ts; this spec serves the build on a server of its own, as that one does.
test.use({ serviceWorkers: "allow" });

const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
  });

test("offline, a saved page says it is the saved copy, with its date; an unsaved one offers Retry", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const server = createStaticServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await page.goto(`${site}/`);
    await controlled(page);
    await page.goto(`${site}/services/compliance`);
    await page.goto(`${site}/te/about`);
    await page.waitForLoadState("networkidle");
    // Online: no notice.
    await expect(page.locator("[data-saved-copy]")).toHaveCount(0);

    await context.setOffline(true);
    await page.goto(`${site}/services/compliance`);
    const notice = page.locator("[data-saved-copy]");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(shellText.savedCopy.lead);
    await expect(notice).toContainText(shellText.savedCopy.text);
    // The day it was saved: today, as the server's Date header said.
    const saved = await notice.locator("time").getAttribute("datetime");
    expect(Date.now() - Date.parse(saved!)).toBeLessThan(10 * 60_000);
    await expect(notice.locator("time")).not.toBeEmpty();
    await expectNoAxeViolations(page);

    // A Telugu page's notice is in Telugu.
    await page.goto(`${site}/te/about`);
    await expect(page.locator("[data-saved-copy]")).toContainText(
      teluguErrors.shellText.savedCopy.lead,
    );

    // A page never opened shows the offline page, with no notice and a Retry that asks for the address again.
    await page.goto(`${site}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlineText.title);
    await expect(page.locator("[data-saved-copy]:visible")).toHaveCount(0);
    const retry = page.getByRole("button", { name: offlineText.retry });
    await expect(retry).toBeVisible();
    await context.setOffline(false);
    await retry.click();
    // (A form asks for the address with an empty query: "/about?", the same page.)
    await expect.poll(() => new URL(page.url()).pathname).toBe("/about");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(offlineText.title);
  } finally {
    await context.setOffline(false);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
