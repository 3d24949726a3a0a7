import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { createStaticServer } from "../../scripts/serve.mjs";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  holdScripts,
  test,
  waitForHydration,
} from "./fixtures";
import { actionWords } from "../../app/content/actions";

const typed = {
  name: "Asha Rao",
  email: "asha@startup.in",
  phone: "+91 98765 43210",
  subject: "ROC notice & late fee",
  message: "We received a notice #2 for FY 2024-25.\nCan you call? 🙏 नमस्ते",
};

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fillForm(page: Page, values: Partial<typeof typed> = typed) {
  const f = form(page);
  if (values.name) await f.getByLabel("Full name").fill(values.name);
  if (values.email) await f.getByLabel("Email address").fill(values.email);
  if (values.phone) await f.getByLabel("Phone (optional)").fill(values.phone);
  if (values.subject) await f.getByLabel("Subject").fill(values.subject);
  if (values.message) await f.getByLabel("Message").fill(values.message);
}

async function expectValues(page: Page, values: typeof typed | null) {
  const f = form(page);
  const v = values ?? { name: "", email: "", phone: "", subject: "", message: "" };
  await expect(f.getByLabel("Full name")).toHaveValue(v.name);
  await expect(f.getByLabel("Email address")).toHaveValue(v.email);
  await expect(f.getByLabel("Phone (optional)")).toHaveValue(v.phone);
  await expect(f.getByLabel("Subject")).toHaveValue(v.subject);
  await expect(f.getByLabel("Message")).toHaveValue(v.message);
}

test.describe("contact page (no endpoint configured: the default build)", () => {
  test("four ways to reach the firm, each a working link", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const ways = page.getByRole("region", { name: "Ways to reach us" });
    await expect(ways.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(ways.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(ways).toContainText(site.address.street);
    const whatsapp = ways.getByRole("link", { name: actionWords.whatsapp });
    expect(await whatsapp.getAttribute("href")).toMatch(
      new RegExp(`^https://wa\\.me/${site.whatsapp}\\?text=Hello`),
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    // Calls to action lead to the booking page.
    await page.getByRole("main").getByRole("link", { name: actionWords.book }).first().click();
    await expect(page).toHaveURL(/\/consultation$/);
  });

  test("required fields get a message next to them and the typed text stays", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await fillForm(page, { email: "asha@startup", phone: "call me" });
    await form(page).getByRole("button", { name: "Send message" }).click();
    const f = form(page);
    await expect(f.getByLabel("Full name")).toHaveAccessibleDescription("Enter your full name.");
    await expect(f.getByLabel("Email address")).toHaveAccessibleDescription(
      "Enter an email address like name@example.com.",
    );
    await expect(f.getByLabel("Phone (optional)")).toHaveAccessibleDescription(/7 to 15 digits/);
    await expect(f.getByLabel("Subject")).toHaveAccessibleDescription("Enter a subject.");
    await expect(f.getByLabel("Message")).toHaveAccessibleDescription("Enter your message.");
    await expect(f.getByLabel("Full name")).toBeFocused();
    await expect(f.getByLabel("Email address")).toHaveValue("asha@startup");
    await expect(f.getByLabel("Message")).toHaveJSProperty("rows", 4);
    await expectNoAxeViolations(page);
  });

  test("what is typed while the page loads is kept and sent", async ({ page }) => {
    const release = await holdScripts(page);
    const loading = page.goto("/contact");
    await fillForm(page);
    release();
    await loading;
    await waitForHydration(page);
    await expectValues(page, typed);
    await form(page).getByRole("button", { name: "Send message" }).click();
    const href = await form(page)
      .getByRole("status")
      .filter({ has: page.getByRole("link") })
      .getByRole("link")
      .getAttribute("href");
    expect(new URLSearchParams(href!.split("?")[1]).get("body")).toContain(`Name: ${typed.name}`);
  });

  test("without an endpoint the message goes out as a prefilled email, and the page says so", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    await expect(form(page)).toContainText("Sending opens your email app");
    await fillForm(page);
    await form(page).getByRole("button", { name: "Send message" }).click();
    const status = form(page).getByRole("status").first();
    await expect(status).toContainText("Your email app should now open");
    const href = await status.getByRole("link").getAttribute("href");
    expect(href).toMatch(new RegExp(`^mailto:${site.email}\\?`));
    const params = new URLSearchParams(href!.split("?")[1]);
    // The subject starts with the firm's name, so staff can filter the site's messages.
    expect(params.get("subject")).toBe(`${site.name}: ${typed.subject}`);
    const body = params.get("body")!;
    expect(body.startsWith(typed.message)).toBe(true);
    expect(body).toContain(`Name: ${typed.name}`);
    expect(body).toContain(`Email: ${typed.email}`);
    expect(body).toContain(`Phone: ${typed.phone}`);
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);

    // Beside the link, "Copy message" puts the subject and the message on the clipboard, and says so.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await form(page).getByRole("button", { name: "Copy message" }).click();
    await expect(form(page).getByRole("status").nth(1)).toHaveText(
      `Message copied, with its subject. Paste it into an email to ${site.email}.`,
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${params.get("subject")}\n\n${body}`);
    await expectNoAxeViolations(page);
  });

  test("the map loads only on request; Open in Maps is always there", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(/openstreetmap\.org/, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>Map</title><p>map</p>" });
    });
    await gotoHydrated(page, "/contact");
    await page.waitForLoadState("networkidle");
    const openInMaps = page.getByRole("link", { name: /Open in Maps/ });
    const mapsUrl = new URL((await openInMaps.getAttribute("href"))!);
    expect(mapsUrl.searchParams.get("query")).toBe(`${site.map.latitude},${site.map.longitude}`);
    await expect(openInMaps).toHaveAttribute("target", "_blank");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await page.getByRole("button", { name: "Show map" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("title", /Map showing the .* office in Guntur/);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toBeFocused();
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.hostname).toBe("www.openstreetmap.org");
    expect(src.searchParams.get("marker")).toBe(`${site.map.latitude},${site.map.longitude}`);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expect(openInMaps).toBeVisible();
  });
});

/*
 * The form against a real HTTP endpoint. The endpoint is a build-time setting (VITE_CONTACT_ENDPOINT), so this
 * block builds a variant of the site into build-e2e-endpoint/ pointing at a node:http server started here, and
 * serves it on its own port. The endpoint answers 200 or 500, or is shut (connection refused).
 */
test.describe("contact form against a real endpoint", () => {
  test.describe.configure({ mode: "default" });

  type Mode = "ok" | "error";
  let mode: Mode = "ok";
  let release: (() => void) | undefined;
  let hold = false;
  const received: unknown[] = [];
  let endpoint: http.Server;
  let endpointPort = 0;
  let site2: http.Server;
  let siteUrl = "";

  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Accept",
  };

  function startEndpoint(port = 0) {
    endpoint = http.createServer((req, res) => {
      if (req.method === "OPTIONS") return res.writeHead(204, cors).end();
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push(JSON.parse(body));
        const answer = () =>
          mode === "ok"
            ? res.writeHead(200, { ...cors, "Content-Type": "application/json" }).end('{"ok":true}')
            : res.writeHead(500, { ...cors, "Content-Type": "text/plain" }).end("boom");
        if (hold) release = answer;
        else answer();
      });
    });
    return new Promise<number>((resolve) =>
      endpoint.listen(port, "127.0.0.1", () => resolve((endpoint.address() as AddressInfo).port)),
    );
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    endpointPort = await startEndpoint();
    const root = path.resolve(import.meta.dirname, "../..");
    const env = {
      ...process.env,
      BUILD_DIR: "build-e2e-endpoint",
      VITE_CONTACT_ENDPOINT: `http://127.0.0.1:${endpointPort}/contact`,
    };
    const run = promisify(execFile);
    await run("npx", ["react-router", "build"], { cwd: root, env, maxBuffer: 1 << 26 });
    await run("node", ["scripts/postbuild.mjs"], { cwd: root, env });
    site2 = createStaticServer({ dir: path.join(root, "build-e2e-endpoint/client") });
    await new Promise<void>((resolve) => site2.listen(0, "127.0.0.1", () => resolve()));
    siteUrl = `http://127.0.0.1:${(site2.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((r) => site2?.close(r));
    await new Promise((r) => (endpoint?.listening ? endpoint.close(r) : r(null)));
  });

  test.beforeEach(() => {
    received.length = 0;
    hold = false;
    mode = "ok";
  });

  test("a 200 answer: 'Sending...' meanwhile, then the success toast and an empty form", async ({
    page,
  }) => {
    await gotoHydrated(page, `${siteUrl}/contact`);
    await expect(form(page)).not.toContainText("Sending opens your email app");
    await fillForm(page);
    hold = true;
    const button = form(page).getByRole("button", { name: "Send message" });
    await button.click();
    const sending = form(page).getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await expect.poll(() => !!release).toBe(true);
    release!();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(button).toBeEnabled();
    await expectValues(page, null);
    // Exactly what was typed, nothing more.
    expect(received).toEqual([typed]);
  });

  test("a 500 answer: the failure toast, every typed value kept", async ({ page, problems }) => {
    problems.allow(/status of 500/);
    mode = "error";
    await gotoHydrated(page, `${siteUrl}/contact`);
    await fillForm(page);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
    await expectValues(page, typed);
    expect(received).toEqual([typed]);
  });

  test("a filled honeypot sends nothing", async ({ page }) => {
    await gotoHydrated(page, `${siteUrl}/contact`);
    await fillForm(page);
    await form(page)
      .locator('input[name="company_website"]')
      .evaluate((el: HTMLInputElement) => {
        el.value = "http://spam.example";
      });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForTimeout(500);
    expect(received).toEqual([]);
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
  });

  test("a refused connection: the failure toast, every typed value kept", async ({
    page,
    problems,
  }) => {
    problems.allow(/ERR_CONNECTION_REFUSED|Failed to fetch|CORS/);
    await new Promise((r) => endpoint.close(r));
    await gotoHydrated(page, `${siteUrl}/contact`);
    await fillForm(page);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expectValues(page, typed);
    expect(received).toEqual([]);
    await startEndpoint(endpointPort);
  });
});
