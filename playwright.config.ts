import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/lib/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // The site's service worker answers requests before Playwright's routing sees them (tests swap the data file
    // with page.route): blocked here, allowed in tests/e2e/offline.spec.ts, which tests it.
    serviceWorkers: "block",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build, served the way a static host serves it.
    command: `node scripts/serve.mjs --port=${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
