import { execFile } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import type { Page, Request } from "@playwright/test";
import { parseFeed } from "@rowanmanning/feed-parser";
import type { DueDatesFile } from "../../app/lib/compliance-schema";
import { createStaticServer } from "../../scripts/serve.mjs";
import { createFakeGitHub } from "../fakes/github-contents";
import { expect, expectNoAxeViolations, gotoHydrated, test, withTestClock } from "./fixtures";

/*
 * Publishing from the admin to the site's repository, against a fake of GitHub's contents endpoint
 * (tests/fakes/github-contents.ts) served here over HTTP. The API's address is a build-time setting
 * (VITE_GITHUB_API_URL), so this block builds a variant of the site into build-e2e-publish/ that points at the fake,
 * with the fake's copy of the data file as the live file the admin watches (VITE_PUBLISH_LIVE_URL).
 */

const PASSWORD = "niyama-local-admin";
const TOKEN = "github_pat_11E2E0000000000000000000000000000000";
const REPOSITORY = "niyama/site";
const DATA_PATH = "public/data/compliance-due-dates.json";
const sampleText = fs.readFileSync("tests/e2e/data/published-sample.json", "utf8");
const sample = JSON.parse(sampleText) as DueDatesFile;

const gh = createFakeGitHub({
  repository: REPOSITORY,
  branch: "main",
  path: DATA_PATH,
  text: sampleText,
  tokens: [TOKEN],
  liveAfterReads: 2,
});
let apiUrl = "";
let siteUrl = "";
let closeAll: () => Promise<void> = async () => {};

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const api = await gh.listen();
  apiUrl = api.url;
  const root = path.resolve(import.meta.dirname, "../..");
  const env = {
    ...process.env,
    BUILD_DIR: "build-e2e-publish",
    VITE_GITHUB_API_URL: apiUrl,
    VITE_GITHUB_REPOSITORY: REPOSITORY,
    VITE_PUBLISH_LIVE_URL: `${apiUrl}/live/compliance-due-dates.json`,
  };
  const run = promisify(execFile);
  await run("npx", ["react-router", "build"], { cwd: root, env, maxBuffer: 1 << 26 });
  await run("node", ["scripts/postbuild.mjs"], { cwd: root, env, maxBuffer: 1 << 26 });
  const site = createStaticServer({ dir: path.join(root, "build-e2e-publish/client") });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", () => resolve()));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  closeAll = async () => {
    await new Promise((r) => site.close(r));
    await new Promise((r) => api.server.close(r));
  };
});

test.afterAll(() => closeAll());

test.beforeEach(() => gh.reset());

/** Every request the page sends, with what could carry the token. */
function watchRequests(page: Page) {
  const seen: { url: string; carries: boolean }[] = [];
  page.on("request", async (request: Request) => {
    const headers = await request.allHeaders();
    const text = [request.url(), JSON.stringify(headers), request.postData() ?? ""].join("\n");
    seen.push({ url: request.url(), carries: text.includes(TOKEN) });
  });
  return seen;
}

async function openAdmin(page: Page, published = sampleText) {
  // The site's published file is the fake repository's first version (or the one given: a later publish).
  await page
    .context()
    .route(`${siteUrl}/data/compliance-due-dates.json`, (route) =>
      route.fulfill({ body: published, contentType: "application/json" }),
    );
  await gotoHydrated(page, `${siteUrl}/admin/compliance`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Loading the site's published data")).toHaveCount(0);
  return page;
}

async function editPenalty(page: Page, form: RegExp, penalty: string) {
  const gst = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "GST", exact: true }) });
  await gst.getByRole("button", { name: form }).click();
  await gst.getByRole("textbox", { name: "Penalty" }).fill(penalty);
  await gst.getByRole("textbox", { name: "Penalty" }).press("Enter");
  await expect(gst.getByRole("button", { name: form })).toHaveText(new RegExp(penalty));
}

async function openPublish(page: Page, name = "Asha Rao") {
  await page.getByRole("button", { name: "Publish to the site" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish to the site" });
  await expect(dialog.getByLabel("Repository (owner/name)")).toHaveValue(REPOSITORY);
  await expect(dialog.getByLabel("Data file in the repository")).toHaveValue(DATA_PATH);
  await dialog.getByLabel("Your name (the commit's author)").fill(name);
  await dialog.getByLabel("Your email (the commit's author)").fill("asha@niyama.example");
  await dialog.getByLabel("GitHub token").fill(TOKEN);
  return dialog;
}

const headFile = () => JSON.parse(gh.head().text) as DueDatesFile;
const penaltyOf = (file: DueDatesFile, id: string) =>
  file.dueDates.GST!.find((e) => e.id === id)!.penalty;

test("staff edit an entry, see the change list, publish, see the commit and then 'live'; the token goes to the API host alone", async ({
  page,
  problems,
}) => {
  const requests = watchRequests(page);
  await openAdmin(page);
  await editPenalty(page, /^Edit Penalty of GSTR-1\b/, "₹50 a day, from the admin");
  const dialog = await openPublish(page);
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  await expect(dialog.getByText("Edited: GSTR-1 (GST, gstr-1-monthly): penalty")).toBeVisible();
  await expect(gh.versions).toHaveLength(1);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Publish to the site" }).click();
  await expect(dialog.getByText("Published to the repository.")).toBeVisible();
  const commit = dialog.getByRole("link", { name: "View the commit on GitHub" });
  await expect(commit).toHaveAttribute(
    "href",
    `https://github.com/${REPOSITORY}/commit/${gh.head().commitSha}`,
  );
  await expect(dialog.getByRole("status")).toHaveText(
    "Waiting for the site to rebuild and show the change...",
  );
  await expect(dialog.getByRole("status")).toHaveText("Live: the site now shows this publish.", {
    timeout: 20_000,
  });

  // The repository holds the edit, under the staff member's name, with the change in the message and the ledger.
  expect(gh.versions).toHaveLength(2);
  expect(gh.head().author).toEqual({ name: "Asha Rao", email: "asha@niyama.example" });
  expect(gh.head().message).toMatch(/^Due dates: GSTR-1: penalty updated/);
  const file = headFile();
  expect(penaltyOf(file, "gstr-1-monthly")).toBe("₹50 a day, from the admin");
  expect(file.updates?.at(-1)?.changes).toEqual([
    { id: "gstr-1-monthly", text: "GSTR-1: penalty updated" },
  ]);
  // Everything else is as it was.
  expect({
    ...file,
    updates: undefined,
    lastUpdated: sample.lastUpdated,
    financialYear: sample.financialYear,
  }).toEqual({
    ...sample,
    updates: undefined,
    dueDates: {
      ...sample.dueDates,
      GST: sample.dueDates.GST!.map((e) =>
        e.id === "gstr-1-monthly" ? { ...e, penalty: "₹50 a day, from the admin" } : e,
      ),
    },
  });

  // The token: in this tab's session storage, never in local storage, and sent to the API host alone.
  const storage = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: sessionStorage.getItem("publishToken"),
  }));
  expect(storage.local).not.toContain(TOKEN);
  expect(storage.session).toBe(TOKEN);
  expect(requests.some((r) => r.carries)).toBe(true);
  for (const r of requests.filter((r) => r.carries))
    expect(r.url).toMatch(new RegExp(`^${apiUrl}/repos/`));
  expect(requests.filter((r) => r.url.startsWith(`${apiUrl}/live/`)).length).toBeGreaterThan(0);
  expect(problems.consoleErrors).toEqual([]);
});

test("a second browser publishes in between: nothing is overwritten, the first sees the merge step and publishes on top", async ({
  page: first,
  browser,
  problems,
}) => {
  // The refused commit (409) is logged by the browser as a failed request; nothing else may be.
  problems.allow(/status of 409/);
  await openAdmin(first);
  await editPenalty(first, /^Edit Penalty of GSTR-1\b/, "₹51 a day, first browser");
  const dialog = await openPublish(first);
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  await expect(dialog.getByText("Edited: GSTR-1 (GST, gstr-1-monthly): penalty")).toBeVisible();

  // Meanwhile a colleague publishes another entry from another browser.
  const otherContext = await withTestClock(await browser.newContext());
  try {
    const second = await otherContext.newPage();
    await openAdmin(second);
    await editPenalty(second, /^Edit Penalty of GSTR-9\b/, "₹99 a day, second browser");
    const other = await openPublish(second, "Ravi Kumar");
    await other.getByRole("button", { name: "Check what will change" }).click();
    await other.getByRole("button", { name: "Publish to the site" }).click();
    await expect(other.getByText("Published to the repository.")).toBeVisible();
  } finally {
    await otherContext.close();
  }
  expect(gh.versions).toHaveLength(2);

  // The first browser's commit names the sha it read: refused (409), then merged and shown again.
  await dialog.getByRole("button", { name: "Publish to the site" }).click();
  await expect(dialog.getByText(/Someone published while you were checking/)).toBeVisible();
  await expect(
    dialog.getByText("Published since your edits began (kept as they are):"),
  ).toBeVisible();
  await expect(dialog.getByText("Edited: GSTR-9 (GST, gstr-9): penalty")).toBeVisible();
  await expect(
    dialog.getByText("Your edit to 1 entry is applied on top of that publish."),
  ).toBeVisible();
  await expect(dialog.getByText("Edited: GSTR-1 (GST, gstr-1-monthly): penalty")).toBeVisible();
  expect(gh.calls.filter((c) => c.method === "PUT").map((c) => c.status)).toEqual([200, 409]);
  await expectNoAxeViolations(first);

  await dialog.getByRole("button", { name: "Publish to the site" }).click();
  await expect(dialog.getByText("Published to the repository.")).toBeVisible();
  expect(gh.versions).toHaveLength(3);
  const file = headFile();
  expect(penaltyOf(file, "gstr-9")).toBe("₹99 a day, second browser");
  expect(penaltyOf(file, "gstr-1-monthly")).toBe("₹51 a day, first browser");
  expect(file.updates?.map((u) => u.changes.map((c) => c.text))).toEqual([
    ["GSTR-9: penalty updated"],
    ["GSTR-1: penalty updated"],
  ]);
  // This browser now holds both edits.
  const gstr9 = first
    .locator("section")
    .filter({ has: first.getByRole("heading", { name: "GST", exact: true }) })
    .getByRole("button", { name: /^Edit Penalty of GSTR-9\b/ });
  await expect(gstr9).toHaveText(/₹99 a day, second browser/);
});

test("a bad token is refused in plain words, with every edit and setting kept", async ({
  page,
  problems,
}) => {
  problems.allow(/status of 401/);
  await openAdmin(page);
  await editPenalty(page, /^Edit Penalty of GSTR-1\b/, "₹52 a day, kept");
  const dialog = await openPublish(page);
  await dialog.getByLabel("GitHub token").fill("github_pat_expired");
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "GitHub did not accept the token: it is mistyped or has expired.",
  );
  await expect(dialog.getByRole("alert")).not.toContainText("github_pat_expired");
  await expect(dialog.getByLabel("Your name (the commit's author)")).toHaveValue("Asha Rao");
  expect(gh.versions).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^Edit Penalty of GSTR-1\b/ })).toHaveText(
    /₹52 a day, kept/,
  );
});

test("one date, one source: words that contradict the schedule are warned of, flagged and refused; search, law filter, no sideways scroll on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const search = page.getByRole("search", { name: "Find entries" });
  await search.getByLabel("Search by form, id, description or due date").fill("gstr-9");
  await expect(search.getByRole("status")).toHaveText(/^Showing 1 of \d+ entries$/);
  await search.getByLabel("Law").selectOption("Income Tax Act");
  await expect(search.getByRole("status")).toHaveText("No entry matches this search.");
  await search.getByLabel("Law").selectOption("GST");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["GST"]);
  await page.setViewportSize({ width: 1280, height: 800 });

  const gst = page.locator("section").filter({ has: page.getByRole("heading", { name: "GST" }) });
  await gst.getByRole("button", { name: /^Edit Due Date of GSTR-9\b/ }).click();
  const words = gst.getByRole("textbox", { name: "Due Date" });
  await words.fill("31 January after the year");
  await words.press("Enter");
  // Warned first, with what was typed kept; a second Save keeps the words.
  await expect(gst.getByText(/These words do not match the schedule/)).toBeVisible();
  await expect(words).toHaveValue("31 January after the year");
  await words.press("Enter");
  await expect(
    gst.getByText(
      "Does not match the schedule: the words say 31 January, but the schedule says “31 December”.",
    ),
  ).toBeVisible();

  // Publishing refuses it, naming the entry and field.
  const dialog = await openPublish(page);
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The data cannot be published yet.");
  await expect(dialog.getByRole("alert")).toContainText(/GST\.2\.due: contradicts the schedule/);
  expect(gh.calls).toEqual([]);
  await page.keyboard.press("Escape");

  await gst.getByRole("button", { name: "Use “31 December”" }).click();
  await expect(gst.getByRole("button", { name: /^Edit Due Date of GSTR-9\b/ })).toHaveText(
    /: 31 December$/,
  );
  await expect(gst.getByText(/Does not match the schedule/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the due-dates page links its updates feed from the page and the head, and the feed parses", async ({
  page,
}) => {
  await gotoHydrated(page, `${siteUrl}/due-dates`);
  const changes = page.getByRole("region", { name: "Latest changes" });
  await expect(changes).toBeVisible();
  const link = changes.getByRole("link", { name: "Follow the changes (Atom feed)" });
  await expect(link).toHaveAttribute("href", "/due-dates/updates.xml");
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute("href", /\/due-dates\/updates\.xml$/);
  const response = await page.request.get(`${siteUrl}/due-dates/updates.xml`);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe("atom");
  expect(feed.title).toMatch(/Compliance due dates: changes$/);
});

/** A colleague's publish from another browser: GSTR-9 extended to 31 January 2027, with its ledger record. */
function colleaguesExtension(): string {
  const file = structuredClone(sample);
  file.dueDates.GST = file.dueDates.GST!.map((e) =>
    e.id === "gstr-9"
      ? {
          ...e,
          extensions: [
            {
              period: "FY 2025-26",
              originalDate: "2026-12-31",
              extendedDate: "2027-01-31",
              reference: "Notification No. 99/2026-Central Tax",
              issuedOn: "2026-12-05",
              url: "https://cbic-gst.gov.in/",
            },
          ],
        }
      : e,
  );
  file.updates = [
    {
      id: "20261205t100000z-colleag",
      publishedAt: "2026-12-05T10:00:00.000Z",
      changes: [
        {
          id: "gstr-9",
          text: "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027",
          reference: "Notification No. 99/2026-Central Tax",
          url: "https://cbic-gst.gov.in/",
        },
      ],
    },
  ];
  return JSON.stringify(file, null, 2) + "\n";
}

const extensionsOf = (file: DueDatesFile, id: string) =>
  file.dueDates.GST!.find((e) => e.id === id)!.extensions;

test("edits older than a colleague's publish: the colleague's extension is kept, not removed nor logged as this staff member's", async ({
  page,
}) => {
  await openAdmin(page);
  await editPenalty(page, /^Edit Penalty of GSTR-1\b/, "₹53 a day, older edits");
  // A colleague extends GSTR-9 from another browser; the site now serves that file.
  const colleagues = colleaguesExtension();
  gh.commitElsewhere(colleagues, "GSTR-9 extended");
  // The next day: the page is opened again and the staff member signs in, her edits still stored.
  await page.context().unroute(`${siteUrl}/data/compliance-due-dates.json`);
  await openAdmin(page, colleagues);
  const dialog = await openPublish(page);
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  await expect(dialog.getByText("Edited: GSTR-1 (GST, gstr-1-monthly): penalty")).toBeVisible();
  await expect(
    dialog.getByText("Published since your edits began (kept as they are):"),
  ).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /remove/i })).toHaveCount(0);
  await expect(
    dialog.getByText("Dates changed: GSTR-9 (GST, gstr-9) (schedule or extensions)"),
  ).toHaveCount(1);
  await dialog.getByRole("button", { name: "Publish to the site" }).click();
  await expect(dialog.getByText("Published to the repository.")).toBeVisible();
  const file = headFile();
  expect(extensionsOf(file, "gstr-9")).toHaveLength(1);
  expect(penaltyOf(file, "gstr-1-monthly")).toBe("₹53 a day, older edits");
  // The public ledger keeps the colleague's record and logs only this publish's own change.
  expect(file.updates?.map((u) => u.changes.map((c) => c.id))).toEqual([
    ["gstr-9"],
    ["gstr-1-monthly"],
  ]);
});

test("a laptop clock in the future: the publish is dated by the site's clock, the build's date check holds, and 'live' means this publish", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2027-06-01T10:00:00Z"));
  await openAdmin(page);
  await editPenalty(page, /^Edit Penalty of GSTR-1\b/, "₹54 a day, future clock");
  const dialog = await openPublish(page);
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  await dialog.getByRole("button", { name: "Publish to the site" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Live: the site now shows this publish.", {
    timeout: 20_000,
  });
  const file = headFile();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  expect(file.lastUpdated).toBe(today);
  const record = file.updates!.at(-1)!;
  expect(record.publishedAt < "2027-01-01").toBe(true);
  expect(record.id).toMatch(/^[a-z0-9-]+$/);
});

test("two admin tabs: a publish from one keeps the other's unpublished edits, and says so", async ({
  page,
}) => {
  await openAdmin(page);
  await editPenalty(page, /^Edit Penalty of GSTR-1\b/, "₹55 a day, tab one");
  const dialog = await openPublish(page);
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  await expect(dialog.getByText("Edited: GSTR-1 (GST, gstr-1-monthly): penalty")).toBeVisible();

  const other = await page.context().newPage();
  await openAdmin(other);
  await editPenalty(other, /^Edit Penalty of GSTR-9\b/, "₹56 a day, tab two");

  await dialog.getByRole("button", { name: "Publish to the site" }).click();
  await expect(dialog.getByText("Published to the repository.")).toBeVisible();
  await expect(
    dialog.getByText(
      "1 edit made in another tab since you checked is kept in this browser and not published yet:",
    ),
  ).toBeVisible();
  await expect(dialog.getByText("GSTR-9 (GST)", { exact: true })).toBeVisible();
  // Published: tab one's edit only. Kept, in both tabs and in storage: tab two's.
  expect(penaltyOf(headFile(), "gstr-1-monthly")).toBe("₹55 a day, tab one");
  expect(penaltyOf(headFile(), "gstr-9")).not.toBe("₹56 a day, tab two");
  const gst = other
    .locator("section")
    .filter({ has: other.getByRole("heading", { name: "GST", exact: true }) });
  await expect(gst.getByRole("button", { name: /^Edit Penalty of GSTR-9\b/ })).toHaveText(
    /₹56 a day, tab two/,
  );
  const stored = await other.evaluate(() => localStorage.getItem("complianceData") ?? "");
  expect(stored).toContain("₹56 a day, tab two");
  await expectNoAxeViolations(page);
  await other.close();
});

test("a token pasted into 'Your name' is pointed out next to the field and never stored", async ({
  page,
}) => {
  await openAdmin(page);
  const dialog = await openPublish(page, TOKEN);
  await expect(dialog.getByText(/This looks like a GitHub token/)).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("publishSettings") ?? "");
  expect(stored).not.toContain(TOKEN);
  await dialog.getByRole("button", { name: "Check what will change" }).click();
  expect(gh.calls).toEqual([]);
});
