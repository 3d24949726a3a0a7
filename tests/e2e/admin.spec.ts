import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { adminMessages } from "../../app/content/admin-text";
import { DATA_TEXT_LIMIT_BYTES, DATA_TEXT_LIMIT_MB } from "../../app/lib/compliance-schema";
import {
  adminExportSchema,
  dueDatesFileSchema,
  formatIssues,
} from "../../app/lib/compliance-schema";
// The build the suite serves (BUILD_DIR, as scripts/serve.mjs).
import { root } from "../../scripts/lib/static-site.mjs";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  holdScripts,
  test,
  testToday,
  waitForHydration,
} from "./fixtures";
import { actionWords } from "../../app/content/actions";
import { nextOccurrence, type DatedEntry } from "../../app/lib/schedule";

const PASSWORD = "niyama-local-admin";
// Each login derives a 600,000-round PBKDF2 key, and these journeys are long: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

/*
 * The admin starts from the site's published data file. These journeys serve a small, fixed copy of it
 * (tests/e2e/data/published-sample.json, entries taken from the real file), so they do not change each time the
 * firm's data does; "publishing" below works on the real file.
 */
const sample = JSON.parse(fs.readFileSync("tests/e2e/data/published-sample.json", "utf8"));
const publishedFile = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
const serveSample = (context: BrowserContext) =>
  context.route("**/data/compliance-due-dates.json", (route) => route.fulfill({ json: sample }));

async function login(page: Page, path = "/admin/compliance") {
  await gotoHydrated(page, path);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 15_000 });
  // The admin starts once the published data file has loaded (or failed to).
  await expect(page.getByText("Loading the site's published data")).toHaveCount(0);
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
const storedRaw = (page: Page) =>
  page.evaluate(() =>
    ["complianceData", "entityLawMap", "availableLaws"].map((k) => localStorage.getItem(k)),
  );
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const card = (page: Page, law: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: law, exact: true }) });
const entityTab = (page: Page) =>
  page.getByRole("tab", { name: "Entity & Law Management" }).click();
const confirmDialog = (page: Page) => page.getByRole("alertdialog");

test.describe("admin gate", () => {
  test("/admin is the gate, then the due-dates editor", async ({ page }) => {
    // It used to be the 404 page, which the client then hydrated as the admin layout (two h1s).
    const response = await gotoHydrated(page, "/admin");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("h1")).toHaveText(["Admin area"]);
    await login(page, "/admin");
    await expect(page).toHaveURL(/\/admin\/compliance$/);
    await expect(page.getByRole("link", { name: "Full admin" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the gate: noindex, default notice, show/hide, wrong and right password", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/compliance");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin area" })).toBeVisible();
    await expect(page.getByText("The local default password is in force.")).toBeVisible();
    // The public shell is not here.
    await expect(page.getByRole("link", { name: actionWords.book })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const field = page.getByLabel("Password", { exact: true });
    await field.fill("not-the-password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(field).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(field).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(adminMessages.wrongPassword);
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();

    await field.fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 15_000 });
  });

  test("after login: header, accessible tabs; reload and Logout return to the gate", async ({
    page,
  }) => {
    await login(page);
    await expect(page.getByRole("tab", { name: "Compliance Data Management" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    await entityTab(page);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin area" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);

    await login(page);
    await entityTab(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await login(page);
    await expect(page.getByRole("tab", { name: "Compliance Data Management" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("/admin/simple sits behind the same gate", async ({ page }) => {
    await gotoHydrated(page, "/admin/simple");
    await expect(page.getByRole("heading", { level: 1, name: "Admin area" })).toBeVisible();
    await expect(page.getByText("Entity types and laws")).toHaveCount(0);
    await login(page, "/admin/simple");
    await expect(
      page.getByRole("heading", { level: 1, name: "Entity types and laws" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("tabs follow the arrow keys", async ({ page }) => {
    await login(page);
    await page.getByRole("tab", { name: "Compliance Data Management" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Entity & Law Management" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText("Available laws");
  });
});

test.describe("compliance tab", () => {
  test.beforeEach(({ context }) => serveSample(context));

  test("cell edit: Enter saves, Escape cancels, one cell at a time", async ({ page }) => {
    await login(page);
    const gst = card(page, "GST");
    const due = gst.getByRole("button", { name: /^Edit Due Date of GSTR-3B/ });
    await due.click();
    const input = gst.getByRole("textbox", { name: "Due Date" });
    await expect(input).toBeFocused();
    await input.fill("22nd of every month");
    await input.press("Enter");
    // Words that contradict the schedule (20th of the following month) are warned of first; a second Enter keeps them.
    await expect(gst.getByText(/These words do not match the schedule/)).toBeVisible();
    await expect(input).toHaveValue("22nd of every month");
    await input.press("Enter");
    await expect(gst.getByRole("button", { name: /^Edit Due Date of GSTR-3B/ })).toHaveText(
      /22nd of every month/,
    );
    await expect(gst.getByRole("button", { name: /^Edit Due Date of GSTR-3B/ })).toBeFocused();
    const data = await stored(page, "complianceData");
    expect(data.GST[0]).toMatchObject({ due: "22nd of every month", isUpdated: true });

    await gst.getByRole("button", { name: /^Edit Penalty of GSTR-3B/ }).click();
    await gst.getByRole("textbox", { name: "Penalty" }).fill("changed");
    await page.keyboard.press("Escape");
    await expect(gst.getByRole("button", { name: /^Edit Penalty of GSTR-3B/ })).toHaveText(
      /₹50 per day \(₹20 for nil returns\) and interest/,
    );
    await expect(gst.getByRole("button", { name: /^Edit Penalty of GSTR-3B/ })).toBeFocused();

    // Opening a second cell closes the first; the X (Cancel) button cancels too.
    await gst.getByRole("button", { name: /^Edit Form of GSTR-1/ }).click();
    await gst.getByRole("button", { name: /^Edit Form of GSTR-9/ }).click();
    await expect(page.getByRole("textbox", { name: "Form" })).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Form" })).toHaveValue("GSTR-9");
    await gst.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Form" })).toHaveCount(0);

    // Priority edits through a select; an empty form name is refused.
    await gst.getByRole("button", { name: /^Edit Priority of GSTR-9/ }).click();
    await gst.getByRole("combobox", { name: "Priority" }).selectOption("low");
    await gst.getByRole("button", { name: "Save" }).click();
    await expect(gst.getByRole("button", { name: /^Edit Priority of GSTR-9/ })).toHaveText(/Low/);
    await gst.getByRole("button", { name: /^Edit Form of GSTR-9/ }).click();
    await gst.getByRole("textbox", { name: "Form" }).fill("  ");
    await page.keyboard.press("Enter");
    await expect(gst.getByRole("alert")).toHaveText(
      adminMessages.fieldInvalid("Form", "must not be empty"),
    );

    // Details: applicability, consequences and tips are editable too.
    await page.keyboard.press("Escape");
    await gst.getByRole("button", { name: "Details: GSTR-3B" }).click();
    await gst.getByRole("button", { name: /^Edit Tips of GSTR-3B/ }).click();
    await gst.getByRole("textbox", { name: "Tips" }).fill("File early.");
    await page.keyboard.press("Enter");
    await expect(gst.getByRole("button", { name: /^Edit Tips of GSTR-3B/ })).toHaveText(
      /File early\./,
    );
    expect((await stored(page, "complianceData")).GST[0].tips).toBe("File early.");
  });

  test("add item: validation message, priority defaults to medium", async ({ page }) => {
    await login(page);
    const fema = card(page, "FEMA");
    await fema.getByRole("button", { name: "Add New Item" }).click();
    await fema.getByRole("button", { name: "Add item" }).click();
    await expect(fema.getByRole("alert")).toHaveText(adminMessages.addItemMissing);
    expect((await stored(page, "complianceData")).FEMA).toHaveLength(1);

    await fema.getByLabel("Form Name").fill("FLA Return");
    await fema.getByLabel("Description").fill("Annual return on foreign liabilities and assets");
    await fema.getByLabel("Due Date").fill("15 July");
    await expect(fema.getByLabel("Month")).toHaveValue("July");
    await expect(fema.getByLabel("Priority")).toHaveValue("medium");
    await fema.getByRole("button", { name: "Add item" }).click();
    await expect(fema.getByRole("button", { name: /^Edit Form of FLA Return/ })).toBeVisible();
    const items = (await stored(page, "complianceData")).FEMA;
    expect(items[1]).toMatchObject({ form: "FLA Return", priority: "medium", month: "July" });
  });

  test("delete asks first; Cancel keeps the item", async ({ page }) => {
    await login(page);
    const gst = card(page, "GST");
    await gst.getByRole("button", { name: "Delete GSTR-1" }).click();
    await expect(confirmDialog(page)).toContainText(adminMessages.deleteItemConfirm);
    await expect(confirmDialog(page).getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirmDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(gst.getByRole("button", { name: "Delete GSTR-1" })).toBeFocused();
    expect((await stored(page, "complianceData")).GST).toHaveLength(3);
    await gst.getByRole("button", { name: "Delete GSTR-1" }).click();
    await confirmDialog(page).getByRole("button", { name: "Delete" }).click();
    await expect(gst.getByRole("button", { name: "Delete GSTR-1" })).toHaveCount(0);
    expect((await stored(page, "complianceData")).GST.map((i: { form: string }) => i.form)).toEqual(
      ["GSTR-3B", "GSTR-9"],
    );
  });

  test("export downloads the dated file, and the site data file after saying what it changes", async ({
    page,
  }) => {
    await login(page);
    await page.getByRole("button", { name: "Export Data" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download export file" }).click(),
    ]);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    expect(download.suggestedFilename()).toBe(`compliance-data-export-${today}.json`);
    const file = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(Object.keys(file)).toEqual(["entityLawMap", "availableLaws", "complianceData"]);
    expect(file.complianceData).toEqual(await stored(page, "complianceData"));
    expect(file.entityLawMap).toEqual(await stored(page, "entityLawMap"));
    await expect(toast(page, adminMessages.exported)).toBeVisible();

    // Nothing edited yet: the site data file is the published file, date included.
    const dialog = page.getByRole("dialog", { name: "Export data" });
    await expect(dialog).toContainText("Nothing: the file is the same as the published one.");
    const [siteDownload] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download site data file" }).click(),
    ]);
    expect(siteDownload.suggestedFilename()).toBe("compliance-due-dates.json");
    const site = dueDatesFileSchema.parse(
      JSON.parse(fs.readFileSync((await siteDownload.path())!, "utf8")),
    );
    expect(site).toEqual(sample);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();

    // After an edit the file is dated today and the dialog names the change.
    const gst = card(page, "GST");
    await gst.getByRole("button", { name: /^Edit Due Date of GSTR-9/ }).click();
    await gst.getByRole("textbox", { name: "Due Date" }).fill("31 December (extended: see notice)");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Export Data" }).click();
    await expect(dialog).toContainText(
      'Dates changed: GSTR-9 (GST, gstr-9): "31 December after the year" → "31 December (extended: see notice)"',
    );
    const [edited] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download site data file" }).click(),
    ]);
    const editedFile = dueDatesFileSchema.parse(
      JSON.parse(fs.readFileSync((await edited.path())!, "utf8")),
    );
    expect(editedFile.lastUpdated).toBe(today);
    expect(editedFile.dueDates.GST![2]!.due).toBe("31 December (extended: see notice)");
  });

  test("after a delete confirmed from the keyboard, focus moves to the next row, never to the page", async ({
    page,
  }) => {
    await login(page);
    const gst = card(page, "GST");
    const deletes = gst.getByRole("button", { name: /^Delete / });
    const names = await deletes.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute("aria-label")!),
    );
    expect(names.length).toBeGreaterThan(1);
    await gst.getByRole("button", { name: names[0], exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(confirmDialog(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(confirmDialog(page).getByRole("button", { name: "Delete" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirmDialog(page)).toBeHidden();
    await expect(gst.getByRole("button", { name: names[0], exact: true })).toHaveCount(0);
    await expect(gst.getByRole("button", { name: names[1], exact: true })).toBeFocused();
    // The last row's delete: focus goes to the row before it.
    const last = names.at(-1)!;
    await gst.getByRole("button", { name: last, exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(gst.getByRole("button", { name: last, exact: true })).toHaveCount(0);
    await expect(gst.getByRole("button", { name: names.at(-2)!, exact: true })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
  });

  test("a site data file that removes entries needs an explicit yes", async ({ page }) => {
    await login(page);
    const gst = card(page, "GST");
    await gst.getByRole("button", { name: "Delete GSTR-1" }).click();
    await confirmDialog(page).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Export Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Export data" });
    await expect(dialog).toContainText("Removed: GSTR-1 (GST, gstr-1-monthly)");
    await expect(dialog).toContainText("--allow-removals");
    const download = dialog.getByRole("button", { name: "Download site data file" });
    await expect(download).toBeDisabled();
    await expect(dialog.getByRole("heading", { name: "1 removal" })).toBeVisible();
    await dialog.getByLabel("I mean to make this removal").check();
    await expect(download).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("an item without its legal basis, source and check date cannot be published yet", async ({
    page,
  }) => {
    await login(page);
    const fema = card(page, "FEMA");
    await fema.getByRole("button", { name: "Add New Item" }).click();
    await fema.getByLabel("Form Name").fill("FC-TRS");
    await fema
      .getByLabel("Description")
      .fill("Transfer of shares between a resident and a non-resident");
    await fema.getByLabel("Due Date").fill("Within 60 days of the transfer");
    await fema.getByLabel("Official source link").fill("https://example.com/fc-trs");
    await fema.getByRole("button", { name: "Add item" }).click();
    await expect(fema.getByRole("alert")).toHaveText(
      /^Official source link is not valid: must be an https link to an official site/,
    );
    // Nothing typed was lost.
    await expect(fema.getByLabel("Form Name")).toHaveValue("FC-TRS");
    await fema.getByLabel("Official source link").fill("");
    await fema.getByRole("button", { name: "Add item" }).click();
    await expect(fema.getByText("Needs a legal basis, source link and check date")).toBeVisible();
    await page.getByRole("button", { name: "Export Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Export data" });
    await expect(dialog.getByRole("alert")).toContainText("dueDates.FEMA.1.basis");
    await expect(dialog.getByRole("button", { name: "Download site data file" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();

    // Filling in the three fields makes it publishable.
    await fema.getByRole("button", { name: "Details: FC-TRS" }).click();
    for (const [label, value] of [
      ["Legal basis", "Regulation 4(b) FEMA (Mode of Payment and Reporting) Regulations 2019"],
      ["Official source link", "https://www.rbi.org.in/"],
      ["Checked against the source on (YYYY-MM-DD)", "2026-11-24"],
    ] as const) {
      await fema
        .getByRole("button", {
          name: new RegExp(`^Edit ${label.replace(/[()]/g, "\\$&")} of FC-TRS`),
        })
        .click();
      await fema.getByRole("textbox", { name: label }).fill(value);
      await page.keyboard.press("Enter");
    }
    await expect(fema.getByText("Needs a legal basis, source link and check date")).toHaveCount(0);
    await page.getByRole("button", { name: "Export Data" }).click();
    await expect(dialog).toContainText("Added: FC-TRS (FEMA, fema-fc-trs)");
  });

  test("reset all to defaults restores the items after confirmation", async ({ page }) => {
    await login(page);
    const gst = card(page, "GST");
    await gst.getByRole("button", { name: "Delete GSTR-9" }).click();
    await confirmDialog(page).getByRole("button", { name: "Delete" }).click();
    await expect(gst.getByRole("button", { name: "Delete GSTR-9" })).toHaveCount(0);
    await page.getByRole("button", { name: "Reset All to Defaults" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Reset to defaults" }).click();
    await expect(confirmDialog(page)).toContainText("This cannot be undone.");
    await confirmDialog(page).getByRole("button", { name: "Reset to defaults" }).click();
    await expect(toast(page, adminMessages.resetDone)).toBeVisible();
    await expect(gst.getByRole("button", { name: "Delete GSTR-9" })).toBeVisible();
    expect((await stored(page, "complianceData")).GST).toHaveLength(3);
  });
});

test.describe("import", () => {
  test.beforeEach(({ context }) => serveSample(context));

  const importDialog = (page: Page) => page.getByRole("dialog", { name: "Import data" });

  async function openImport(page: Page) {
    await page.getByRole("button", { name: "Import Data" }).click();
    await expect(importDialog(page)).toBeVisible();
  }

  async function pasteAndImport(page: Page, text: string, { expectConfirm = true } = {}) {
    await importDialog(page).getByLabel("Export data (JSON)").fill(text);
    await importDialog(page).getByRole("button", { name: "Import", exact: true }).click();
    if (expectConfirm) {
      await expect(confirmDialog(page)).toContainText(adminMessages.importConfirm);
      await confirmDialog(page).getByRole("button", { name: "Continue" }).click();
    }
  }

  test("a good file replaces the data after confirmation", async ({ page }) => {
    await login(page);
    const file = {
      entityLawMap: { Trust: ["Trusts Act"] },
      availableLaws: ["Trusts Act"],
      complianceData: {
        "Trusts Act": [
          {
            form: "Form 10B",
            description: "Audit report",
            due: "30 September",
            month: "September",
            priority: "high",
            penalty: "",
          },
        ],
      },
    };
    await openImport(page);
    // Cancelling the confirmation changes nothing.
    await importDialog(page).getByLabel("Export data (JSON)").fill(JSON.stringify(file));
    await importDialog(page).getByRole("button", { name: "Import", exact: true }).click();
    await confirmDialog(page).getByRole("button", { name: "Cancel" }).click();
    expect((await stored(page, "availableLaws")).length).toBe(sample.laws.length);

    await importDialog(page)
      .getByLabel("Or choose a .json file")
      .setInputFiles({
        name: "backup.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(file)),
      });
    await confirmDialog(page).getByRole("button", { name: "Continue" }).click();
    await expect(toast(page, adminMessages.imported)).toBeVisible();
    await expect(importDialog(page)).toHaveCount(0);
    await expect(
      card(page, "Trusts Act").getByRole("button", { name: /^Edit Form of Form 10B/ }),
    ).toBeVisible();
    expect(await stored(page, "entityLawMap")).toEqual({ Trust: ["Trusts Act"] });
  });

  test("every bad kind is refused with its message and changes nothing", async ({ page }) => {
    await login(page);
    const before = await storedRaw(page);
    await openImport(page);
    const alert = importDialog(page).getByRole("alert");

    await pasteAndImport(page, "   ", { expectConfirm: false });
    await expect(alert).toHaveText(adminMessages.importEmpty);

    await pasteAndImport(page, "{ not json");
    await expect(alert).toHaveText(adminMessages.importBadJson);

    await pasteAndImport(page, JSON.stringify({ entityLawMap: {}, availableLaws: [] }));
    await expect(alert).toContainText(adminMessages.importMissingFields);

    await pasteAndImport(
      page,
      JSON.stringify({ entityLawMap: { Trust: "x" }, availableLaws: [], complianceData: {} }),
    );
    await expect(alert).toContainText(adminMessages.importInvalid);
    await expect(alert).toContainText("entityLawMap.Trust");

    await pasteAndImport(
      page,
      '{"entityLawMap":{"__proto__":["GST"]},"availableLaws":[],"complianceData":{}}',
    );
    await expect(alert).toContainText("entityLawMap.__proto__: this key is not allowed");

    const files = importDialog(page).getByLabel("Or choose a .json file");
    await files.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("{}"),
    });
    await expect(alert).toHaveText(adminMessages.importNotJsonFile);

    await files.setInputFiles({
      name: "huge.json",
      mimeType: "application/json",
      buffer: Buffer.alloc(DATA_TEXT_LIMIT_BYTES + 1, " "),
    });
    await expect(alert).toHaveText(adminMessages.importTooLarge(DATA_TEXT_LIMIT_MB));

    await page.evaluate(() => {
      File.prototype.text = () => Promise.reject(new Error("unreadable"));
    });
    await files.setInputFiles({
      name: "x.json",
      mimeType: "application/json",
      buffer: Buffer.from("{}"),
    });
    await expect(alert).toHaveText(adminMessages.importReadError);

    expect(await storedRaw(page)).toEqual(before);
  });
});

test.describe("entity and law management", () => {
  test.beforeEach(({ context }) => serveSample(context));

  test("entity rules with their toasts", async ({ page }) => {
    await login(page);
    await entityTab(page);
    const panel = page.getByRole("tabpanel");
    const addEntity = panel.getByRole("button", { name: "Add entity" });
    await addEntity.click();
    await expect(toast(page, adminMessages.entityEmpty)).toBeVisible();
    await panel.getByLabel("Entity type name").fill("Trust");
    await addEntity.click();
    await expect(toast(page, adminMessages.entityAdded)).toBeVisible();
    await expect(panel.getByLabel("Entity type name")).toHaveValue("");
    await panel.getByLabel("Entity type name").fill("Trust");
    await addEntity.click();
    await expect(toast(page, adminMessages.entityExists)).toBeVisible();

    const addLaw = panel.getByRole("button", { name: "Add law" });
    await addLaw.click();
    await expect(toast(page, adminMessages.lawEmpty)).toBeVisible();
    await panel.getByLabel("Law or act name").fill("Trusts Act");
    await addLaw.click();
    await expect(toast(page, adminMessages.lawAdded)).toBeVisible();
    await panel.getByLabel("Law or act name").fill("GST");
    await addLaw.click();
    await expect(toast(page, adminMessages.lawExists)).toBeVisible();

    const assign = panel.getByRole("button", { name: "Assign" });
    await assign.click();
    await expect(toast(page, adminMessages.assignMissing)).toBeVisible();
    await panel.getByRole("combobox", { name: "Entity type" }).selectOption("Trust");
    await panel.getByRole("combobox", { name: "Law" }).selectOption("Trusts Act");
    await assign.click();
    await expect(toast(page, "Trusts Act added to Trust")).toBeVisible();
    await panel.getByRole("combobox", { name: "Law" }).selectOption("Trusts Act");
    await assign.click();
    await expect(toast(page, adminMessages.assignDuplicate)).toBeVisible();
    await expect(
      panel.getByRole("listitem").filter({ hasText: "Used by" }).filter({ hasText: "Trusts Act" }),
    ).toContainText("Used by 1 entity");

    await panel.getByRole("button", { name: "Rename: Trust" }).click();
    await panel.getByLabel("New name for Trust").fill("Partnership Firm");
    await panel.getByRole("button", { name: "Save name" }).click();
    await expect(toast(page, adminMessages.renameDuplicate)).toBeVisible();
    await panel.getByLabel("New name for Trust").fill("Private Trust");
    await panel.getByRole("button", { name: "Save name" }).click();
    await expect(toast(page, adminMessages.entityRenamed)).toBeVisible();
    expect((await stored(page, "entityLawMap"))["Private Trust"]).toEqual(["Trusts Act"]);

    await panel.getByRole("button", { name: "Remove GST from Private Limited Company" }).click();
    await expect(confirmDialog(page)).toContainText("Remove GST from Private Limited Company?");
    await confirmDialog(page).getByRole("button", { name: "Remove" }).click();
    await expect(toast(page, "GST removed from Private Limited Company")).toBeVisible();

    await panel.getByRole("button", { name: "Delete law FEMA" }).click();
    await expect(confirmDialog(page)).toContainText("compliance data will be deleted too");
    await confirmDialog(page).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Law FEMA deleted")).toBeVisible();
    expect(await stored(page, "availableLaws")).not.toContain("FEMA");
    expect(
      (await stored(page, "entityLawMap"))["Branch / Liaison Office of a Foreign Company"],
    ).not.toContain("FEMA");
    expect("FEMA" in (await stored(page, "complianceData"))).toBe(false);

    await panel.getByRole("button", { name: "Delete entity Private Trust" }).click();
    await confirmDialog(page).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Entity Private Trust deleted")).toBeVisible();
    expect("Private Trust" in (await stored(page, "entityLawMap"))).toBe(false);

    // The compliance tab shows the new law's (empty) card and no FEMA card.
    await page.getByRole("tab", { name: "Compliance Data Management" }).click();
    await expect(page.getByRole("heading", { name: "Trusts Act", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "FEMA", exact: true })).toHaveCount(0);

    // Entity reset: the published entity types and laws come back; compliance items stay as they are.
    await entityTab(page);
    await page.getByRole("button", { name: "Reset All to Defaults" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Reset to defaults" }).click();
    await confirmDialog(page).getByRole("button", { name: "Reset to defaults" }).click();
    await expect(toast(page, adminMessages.resetDone)).toBeVisible();
    expect(await stored(page, "entityLawMap")).toEqual(sample.entityLawMap);
    expect(await stored(page, "availableLaws")).toEqual(expect.arrayContaining(sample.laws));
    expect((await stored(page, "complianceData"))["Trusts Act"]).toEqual([]);
    expect("FEMA" in (await stored(page, "complianceData"))).toBe(true);
  });

  test("simple admin: add, assign a typed law, delete; blanks ignored", async ({ page }) => {
    await login(page, "/admin/simple");
    await page.getByRole("button", { name: "Add entity" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await page.getByLabel("Entity type name").fill("Cooperative Society");
    await page.getByRole("button", { name: "Add entity" }).click();
    await expect(toast(page, adminMessages.entityAdded)).toBeVisible();
    await page.getByRole("combobox", { name: "Entity type" }).selectOption("Cooperative Society");
    await page.getByLabel("Law name").fill("Cooperative Societies Act");
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(
      toast(page, "Cooperative Societies Act added to Cooperative Society"),
    ).toBeVisible();
    expect(await stored(page, "availableLaws")).toContain("Cooperative Societies Act");
    await page.getByRole("button", { name: "Delete entity Cooperative Society" }).click();
    await confirmDialog(page).getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByRole("button", { name: "Delete entity Cooperative Society" }),
    ).toHaveCount(0);
    // Login survives moving between the two admin pages.
    await page.getByRole("link", { name: "Full admin" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Compliance admin" })).toBeVisible();
  });
});

test("a password typed while the page loads counts", async ({ page }) => {
  // React keeps a value typed into the prerendered field but not in its state: the gate reads it back.
  const release = await holdScripts(page);
  const loading = page.goto("/admin/compliance");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();
  release();
  await loading;
  await waitForHydration(page);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 15_000 });
});

test.describe("storage", () => {
  test.beforeEach(({ context }) => serveSample(context));

  test("two tabs stay in sync", async ({ page, context }) => {
    await login(page);
    const other = await context.newPage();
    await login(other);
    await entityTab(other);
    await entityTab(page);
    await page.getByLabel("Entity type name").fill("Trust");
    await page.getByRole("button", { name: "Add entity" }).click();
    await expect(other.getByRole("heading", { name: "Trust", exact: true })).toBeVisible();
    await expect(toast(other, adminMessages.otherTabChanged)).toBeVisible();

    await other.getByRole("button", { name: "Delete law SEBI Regulations" }).click();
    await confirmDialog(other).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("tab", { name: "Compliance Data Management" }).click();
    await expect(page.getByRole("heading", { name: "GST", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "SEBI Regulations", exact: true })).toHaveCount(
      0,
    );
    await other.close();
  });

  test("two tabs: an open editor stays with its item when rows above it go, and keeps its text when its item goes", async ({
    page,
    context,
  }) => {
    await login(page);
    const other = await context.newPage();
    await login(other);
    const gstB = card(page, "GST");
    const gstA = card(other, "GST");

    // B edits GSTR-9's penalty while A deletes GSTR-1, the row above it.
    await gstB.getByRole("button", { name: /^Edit Penalty of GSTR-9/ }).click();
    await gstB.getByRole("textbox", { name: "Penalty" }).fill("typed in B");
    await gstA.getByRole("button", { name: "Delete GSTR-1" }).click();
    await confirmDialog(other).getByRole("button", { name: "Delete" }).click();
    await expect(gstB.getByRole("button", { name: "Delete GSTR-1" })).toHaveCount(0);
    await expect(gstB.getByRole("textbox", { name: "Penalty" })).toHaveValue("typed in B");
    await gstB.getByRole("textbox", { name: "Penalty" }).press("Enter");
    const gst = (await stored(page, "complianceData")).GST as { id: string; penalty: string }[];
    expect(gst.map((i) => i.id)).toEqual(["gstr-3b-monthly", "gstr-9"]);
    expect(gst.find((i) => i.id === "gstr-9")?.penalty).toBe("typed in B");

    // B edits GSTR-3B while A deletes GSTR-3B itself: B keeps what it typed, on screen.
    await gstB.getByRole("button", { name: /^Edit Due Date of GSTR-3B/ }).click();
    await gstB.getByRole("textbox", { name: "Due Date" }).fill("text that must not be lost");
    await gstA.getByRole("button", { name: "Delete GSTR-3B" }).click();
    await confirmDialog(other).getByRole("button", { name: "Delete" }).click();
    const kept = page.getByRole("alert").filter({ hasText: "was deleted in another tab" });
    await expect(kept).toContainText("GSTR-3B");
    await expect(kept.getByRole("textbox")).toHaveValue("text that must not be lost");
    // The "changed in another tab" toast fades in: check contrast once it has.
    await expect(toast(page, adminMessages.otherTabChanged)).toBeVisible();
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== "running"),
    );
    await expectNoAxeViolations(page);
    await other.close();
  });

  test("two tabs: a tab whose save failed never writes back an older copy over another tab's edit", async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if ((window as unknown as { failWrites?: boolean }).failWrites)
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return original.call(this, key, value);
      };
    });
    await login(page);
    const other = await context.newPage();
    await login(other);
    const setPenalty = async (p: Page, form: string, text: string) => {
      await card(p, "GST")
        .getByRole("button", { name: new RegExp(`^Edit Penalty of ${form}`) })
        .click();
      await card(p, "GST").getByRole("textbox", { name: "Penalty" }).fill(text);
      await card(p, "GST").getByRole("textbox", { name: "Penalty" }).press("Enter");
    };
    // B (page) cannot save: full storage.
    await page.evaluate(() => ((window as unknown as { failWrites: boolean }).failWrites = true));
    await setPenalty(page, "GSTR-1", "B's unsaved edit");
    await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toBeVisible();
    // Space is freed; A (other) saves an edit; then B saves another cell.
    await page.evaluate(() => ((window as unknown as { failWrites: boolean }).failWrites = false));
    await setPenalty(other, "GSTR-9", "A's edit");
    await setPenalty(page, "GSTR-3B", "B's later edit");
    const penalties = Object.fromEntries(
      ((await stored(page, "complianceData")).GST as { id: string; penalty: string }[]).map((i) => [
        i.id,
        i.penalty,
      ]),
    );
    expect(penalties).toEqual({
      "gstr-3b-monthly": "B's later edit",
      "gstr-1-monthly": "B's unsaved edit",
      "gstr-9": "A's edit",
    });
    await expect(
      card(page, "GST").getByRole("button", { name: /^Edit Penalty of GSTR-9/ }),
    ).toHaveText(/A's edit/);
    await other.close();
  });

  test("corrupt storage is kept as a dated backup, which the admin lists, downloads and restores when valid", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/compliance");
    const older = {
      "Trusts Act": [
        {
          form: "Form 10B",
          description: "Audit report of a trust",
          due: "30 September",
          month: "September",
          priority: "high",
        },
      ],
    };
    await page.evaluate((valid) => {
      localStorage.setItem("complianceData", '{"GST": [broken');
      // A valid copy set aside by an earlier version, without ids (they are given on restore).
      localStorage.setItem("complianceData.unreadable", JSON.stringify(valid));
    }, older);
    await login(page);
    await expect(page.getByRole("status").filter({ hasText: "could not be read" })).toContainText(
      "kept in this browser as a backup",
    );
    expect((await stored(page, "complianceData")).GST).toHaveLength(3);
    await expect(card(page, "GST").getByRole("button", { name: "Delete GSTR-3B" })).toBeVisible();

    await page.getByText("2 backups of unreadable data").click();
    const items = page.getByRole("listitem").filter({ hasText: "Set aside" });
    await expect(items).toHaveCount(2);
    await expectNoAxeViolations(page);
    const broken = items.filter({ hasNotText: "earlier version" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      broken.getByRole("button", { name: /^Download/ }).click(),
    ]);
    expect(fs.readFileSync((await download.path())!, "utf8")).toBe('{"GST": [broken');
    await broken.getByRole("button", { name: /^Restore/ }).click();
    await expect(toast(page, adminMessages.backupInvalid)).toBeVisible();

    await items
      .filter({ hasText: "earlier version" })
      .getByRole("button", { name: /^Restore/ })
      .click();
    await confirmDialog(page).getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, adminMessages.backupRestored)).toBeVisible();
    await expect(
      card(page, "Trusts Act").getByRole("button", { name: /^Edit Form of Form 10B/ }),
    ).toBeVisible();
    expect((await stored(page, "complianceData"))["Trusts Act"][0].id).toBe("trusts-act-form-10b");
  });

  test("an import with many problems lists every one, in a list that scrolls", async ({ page }) => {
    await login(page);
    const bad = {
      entityLawMap: {},
      availableLaws: [],
      complianceData: {
        GST: Array.from({ length: 100 }, (_, i) => ({ id: `x-${i}`, form: "", description: "x" })),
      },
    };
    await page.getByRole("button", { name: "Import Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Import data" });
    await dialog.getByLabel("Export data (JSON)").fill(JSON.stringify(bad));
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await confirmDialog(page).getByRole("button", { name: "Continue" }).click();
    const alert = dialog.getByRole("alert");
    const problems = formatIssues(adminExportSchema.safeParse(bad).error!);
    expect(problems.length).toBeGreaterThan(100);
    await expect(alert.getByRole("listitem")).toHaveCount(problems.length);
    await expect(alert.getByRole("listitem").last()).toHaveText(problems.at(-1)!);
    const list = alert.getByRole("region");
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test("a failed write keeps the change on screen and offers an export", async ({ page }) => {
    await page.addInitScript(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if ((window as unknown as { failWrites?: boolean }).failWrites)
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return original.call(this, key, value);
      };
    });
    await login(page);
    await page.evaluate(() => ((window as unknown as { failWrites: boolean }).failWrites = true));
    await entityTab(page);
    await page.getByLabel("Entity type name").fill("Unsaved Trust");
    await page.getByRole("button", { name: "Add entity" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unsaved Trust", exact: true })).toBeVisible();
    expect("Unsaved Trust" in (await stored(page, "entityLawMap"))).toBe(false);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("alert").getByRole("button", { name: "Download export file" }).click(),
    ]);
    const file = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(file.entityLawMap["Unsaved Trust"]).toEqual([]);
  });
});

test.describe("publishing", () => {
  test("the dialog lists every removal, however many, and the tick names them", async ({
    page,
  }) => {
    // 26 entries gone from this browser's data: more than a screenful of removals.
    const entries = Object.entries(
      publishedFile.dueDates as Record<string, { id: string; form: string }[]>,
    );
    const gone = entries
      .flatMap(([law, items]) => items.map((item) => ({ law, ...item })))
      .slice(0, 26);
    const kept = Object.fromEntries(
      entries.map(([law, items]) => [law, items.filter((i) => !gone.some((g) => g.id === i.id))]),
    );
    await page.addInitScript(
      ([data, map, laws]) => {
        if (localStorage.getItem("complianceData")) return;
        localStorage.setItem("complianceData", data!);
        localStorage.setItem("entityLawMap", map!);
        localStorage.setItem("availableLaws", laws!);
      },
      [
        JSON.stringify(kept),
        JSON.stringify(publishedFile.entityLawMap),
        JSON.stringify(publishedFile.laws),
      ],
    );
    await login(page);
    await page.getByRole("button", { name: "Export Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Export data" });
    await expect(dialog.getByRole("heading", { name: "26 removals" })).toBeVisible();
    const list = dialog.getByRole("region", { name: "26 removals" });
    await expect(list.getByRole("listitem")).toHaveCount(26);
    for (const entry of gone)
      await expect(list).toContainText(`Removed: ${entry.form} (${entry.law}, ${entry.id})`);
    await expect(dialog).not.toContainText(/more problems?/);
    // The list scrolls inside the dialog, and the keyboard can scroll it.
    const box = await list.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
    expect(box.scroll).toBeGreaterThan(box.client);
    await list.focus();
    await page.keyboard.press("End");
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const download = dialog.getByRole("button", { name: "Download site data file" });
    await expect(download).toBeDisabled();
    await dialog.getByLabel("I mean to make all 26 removals listed").check();
    await expect(download).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("a fresh admin's site data file is the published file", async ({ page }) => {
    await login(page);
    await expect(card(page, "GST")).toBeVisible();
    const entries = Object.values(publishedFile.dueDates).flat().length;
    expect(Object.values(await stored(page, "complianceData")).flat()).toHaveLength(entries);
    await page.getByRole("button", { name: "Export Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Export data" });
    await expect(dialog).toContainText("Nothing: the file is the same as the published one.");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download site data file" }).click(),
    ]);
    expect(JSON.parse(fs.readFileSync((await download.path())!, "utf8"))).toEqual(publishedFile);
  });

  test("a schedule edited in the admin moves the next due date in the page's preview and the file", async ({
    page,
    context,
  }) => {
    await login(page);
    const gst = card(page, "GST");
    await gst.getByRole("button", { name: "Details: GSTR-3B", exact: true }).click();
    await gst.getByRole("button", { name: "Edit schedule: GSTR-3B", exact: true }).click();
    const editor = gst.getByRole("group", { name: "Schedule: GSTR-3B" });
    await expect(editor.getByLabel("Kind of schedule")).toHaveValue("monthly");
    await editor.getByLabel("Day of the month").fill("32");
    await editor.getByRole("button", { name: "Save schedule" }).click();
    await expect(editor.getByRole("alert")).toHaveText(adminMessages.scheduleInvalid);
    await expect(editor.getByLabel("Day of the month")).toHaveValue("32");
    await expect(editor.getByLabel("Day of the month")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await editor.getByLabel("Day of the month").fill("23");
    await editor.getByRole("button", { name: "Save schedule" }).click();
    await expect(gst.getByText("Every month on day 23, for the previous month")).toBeVisible();
    const item = (await stored(page, "complianceData")).GST.find(
      (e: { id: string }) => e.id === "gstr-3b-monthly",
    );
    expect(item).toMatchObject({
      id: "gstr-3b-monthly",
      schedule: { kind: "monthly", day: 23, monthOffset: 1 },
      isUpdated: true,
    });
    // One date, one source: the words still say the 20th; the admin says so and offers the schedule's words.
    await expect(
      gst.getByText(/^Does not match the schedule: the words say 20th of the following month/),
    ).toBeVisible();
    await gst.getByRole("button", { name: "Use “23rd of the following month”" }).click();
    await expect(gst.getByText(/Does not match the schedule/)).toHaveCount(0);

    // The due-dates page in this browser previews the edit with its computed next date: the next 23rd from the
    // tests' day, as the edited schedule gives it.
    const site = await context.newPage();
    const gstr3b = (publishedFile.dueDates.GST as { id: string }[]).find(
      (e) => e.id === "gstr-3b-monthly",
    );
    const next = nextOccurrence(
      { ...gstr3b, schedule: { kind: "monthly", day: 23, monthOffset: 1 } } as DatedEntry,
      testToday(),
    )!.date;
    expect(next.slice(8)).toBe("23");
    await gotoHydrated(site, "/due-dates?q=GSTR-3B");
    // The monthly GSTR-3B's own row: which GSTR-3B comes first depends on the day.
    const row = site.locator('tbody tr[data-row="gstr-3b-monthly"]');
    await expect(row).toContainText("Edited");
    await expect(row.locator(`time[datetime='${next}']`)).toBeVisible();
    await site.close();

    await page.getByRole("button", { name: "Export Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Export data" });
    await expect(dialog).toContainText(
      'Dates changed: GSTR-3B (GST, gstr-3b-monthly): "20th of the following month" → "23rd of the following month"',
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download site data file" }).click(),
    ]);
    const file = dueDatesFileSchema.parse(
      JSON.parse(fs.readFileSync((await download.path())!, "utf8")),
    );
    expect(file.dueDates.GST!.find((e) => e.id === "gstr-3b-monthly")?.schedule).toEqual({
      kind: "monthly",
      day: 23,
      monthOffset: 1,
    });
    expect(file.dueDates.GST!.find((e) => e.id === "gstr-3b-monthly")).not.toHaveProperty(
      "isUpdated",
    );
  });

  test("if the published file cannot load, nothing starts and Try again recovers", async ({
    page,
    context,
    problems,
  }) => {
    problems.allow(/compliance-due-dates\.json|Failed to load resource/);
    let fail = true;
    await context.route("**/data/compliance-due-dates.json", (route) =>
      fail ? route.fulfill({ status: 503, body: "busy" }) : route.fallback(),
    );
    await login(page);
    await expect(page.getByRole("alert")).toContainText("The published data could not be loaded");
    await expect(page.getByRole("alert")).toContainText("answered 503");
    expect(await stored(page, "complianceData")).toBeNull();
    await expectNoAxeViolations(page);
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(card(page, "GST")).toBeVisible();
  });
});

test.describe("what ships", () => {
  const files = () =>
    fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => fs.statSync(path.join(root, f)).isFile());

  test("the default password is in no shipped file", () => {
    const all = files();
    expect(all.length).toBeGreaterThan(10);
    for (const file of all)
      expect(fs.readFileSync(path.join(root, file)).includes("niyama-local-admin"), file).toBe(
        false,
      );
  });

  test("public pages load no admin code", async ({ page }) => {
    const bodies: string[] = [];
    page.on("response", async (res) => {
      if (res.url().endsWith(".js")) bodies.push(await res.text());
    });
    for (const p of ["/", "/due-dates", "/contact", "/no-such-page"]) {
      await page.goto(p).catch(() => undefined);
      await page.waitForLoadState("networkidle");
    }
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) {
      expect(body).not.toContain("Compliance Data Management");
      expect(body).not.toContain("niyama-admin-data-change");
      expect(body).not.toContain("pbkdf2-sha256");
    }
  });
});
