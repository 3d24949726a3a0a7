import type { Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { bookingMessageText } from "../../app/content/consultation";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// A fixed "today" (a Wednesday) so the calendar and the expected dates never depend on when the suite runs.
const NOW = new Date(2026, 10, 18, 10, 30);

// Long keyboard journeys plus axe scans: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, context }) => {
  await page.clock.setFixedTime(NOW);
  // The WhatsApp hand-off opens a new tab; answer it locally (no network in tests).
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title><p>chat</p>" }),
  );
});

const form = (page: Page) => page.getByRole("region", { name: "Request your consultation" });
const continueButton = (page: Page) =>
  page.getByRole("button", { name: "Continue to Schedule Time" });
const dateButton = (page: Page) => page.getByRole("button", { name: /^Preferred Date/ });
const calendar = (page: Page) => page.getByRole("dialog", { name: "Choose a preferred date" });
const sendLink = (page: Page) => page.getByRole("link", { name: /Send via WhatsApp/ });

async function fillDetails(page: Page, values = { phone: "98765 43210" }) {
  await form(page).getByLabel("Full Name").fill("Asha Rao");
  await form(page).getByLabel("Email Address").fill("asha@startup.in");
  await form(page).getByLabel("Phone Number").fill(values.phone);
  await form(page).getByLabel("Topic of Consultation").selectOption("GST & Taxation");
}

test("the whole booking, keyboard only: details, calendar, time, WhatsApp with every character intact", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/consultation");
  await page.waitForLoadState("networkidle");
  const hostile = "Tom & Jerry #1? 50% off\nनमस्ते తెలుగు 🚀";

  await form(page).getByLabel("Full Name").focus();
  await page.keyboard.type("Asha Rao");
  await page.keyboard.press("Tab");
  await page.keyboard.type("asha@startup.in");
  await page.keyboard.press("Tab");
  await page.keyboard.type("+91 98765 43210");
  await page.keyboard.press("Tab");
  await expect(form(page).getByLabel("Topic of Consultation")).toBeFocused();
  await page.keyboard.press("ArrowDown"); // first topic
  await expect(form(page).getByLabel("Topic of Consultation")).toHaveValue("Company Registration");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Tom & Jerry #1? 50% off");
  await page.keyboard.press("Enter");
  await page.keyboard.type("नमस्ते తెలుగు 🚀");
  await page.keyboard.press("Tab");
  await expect(continueButton(page)).toBeFocused();
  await page.keyboard.press("Enter");

  // Step 2 announces itself: focus on its heading.
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Choose a time" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dateButton(page)).toBeFocused();
  await expect(dateButton(page)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(calendar(page)).toBeVisible();
  // Focus lands on today; arrow keys move by day and by week.
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day"));
  await expect.poll(focusedDay).toBe("2026-11-18");
  await page.keyboard.press("ArrowRight");
  await expect.poll(focusedDay).toBe("2026-11-19");
  await page.keyboard.press("ArrowDown");
  await expect.poll(focusedDay).toBe("2026-11-26");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  // A pick closes the popup and returns focus to the button, which now shows the date.
  await expect(calendar(page)).toBeHidden();
  await expect(dateButton(page)).toBeFocused();
  await expect(dateButton(page)).toHaveAccessibleName("Preferred Date 25 Nov 2026");

  await page.keyboard.press("Tab");
  await expect(form(page).getByLabel("Preferred Time")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(form(page).getByLabel("Preferred Time")).toHaveValue("11:00 AM");

  const summary = page.getByRole("region", { name: "Consultation Summary" });
  await expect(summary).toContainText("Asha Rao");
  await expect(summary).toContainText("Company Registration");
  await expect(summary).toContainText("25 Nov 2026");
  await expect(summary).toContainText("11:00 AM");
  await expect(summary).not.toContainText("Not selected");

  await page.keyboard.press("Tab"); // Back to Details
  await page.keyboard.press("Tab");
  await expect(sendLink(page)).toBeFocused();
  const [chat] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
  await chat.waitForLoadState();
  const url = new URL(chat.url());
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  const { labels } = bookingMessageText;
  expect(url.searchParams.get("text")).toBe(
    [
      bookingMessageText.opening,
      "",
      `${labels.name}: Asha Rao`,
      `${labels.email}: asha@startup.in`,
      `${labels.phone}: +91 98765 43210`,
      `${labels.topic}: Company Registration`,
      `${labels.date}: 25 Nov 2026`,
      `${labels.time}: 11:00 AM`,
      "",
      `${labels.message}:`,
      hostile,
    ].join("\n"),
  );
  await expect(sendLink(page)).toHaveAttribute("target", "_blank");
  await expect(sendLink(page)).toHaveAttribute("rel", "noopener noreferrer");
});

test("continue stays disabled until name, email, phone and topic are filled", async ({ page }) => {
  await gotoHydrated(page, "/consultation");
  await expect(continueButton(page)).toBeDisabled();
  await form(page).getByLabel("Full Name").fill("Asha Rao");
  await form(page).getByLabel("Email Address").fill("asha@startup.in");
  await form(page).getByLabel("Phone Number").fill("98765 43210");
  await expect(continueButton(page)).toBeDisabled();
  await expect(
    page.getByText("Fill in your name, email, phone number and topic to continue."),
  ).toBeVisible();
  await form(page).getByLabel("Topic of Consultation").selectOption("Trademark / IP");
  await expect(continueButton(page)).toBeEnabled();
  // The message is optional; blanking a required field disables the button again.
  await form(page).getByLabel("Full Name").fill("   ");
  await expect(continueButton(page)).toBeDisabled();
});

test("email and Indian phone format are checked on continue, with the message at the field", async ({
  page,
}) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page, { phone: "+1 415 555 0100" });
  await form(page).getByLabel("Email Address").fill("asha@startup");
  await continueButton(page).click();
  const email = form(page).getByLabel("Email Address");
  const phone = form(page).getByLabel("Phone Number");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com/);
  await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number/);
  await expect(email).toBeFocused();
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your details" })).toBeVisible();
  await email.fill("asha@startup.in");
  await phone.fill("098765-43210");
  await continueButton(page).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Choose a time" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("sending without date and time is blocked with a message and opens nothing", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page);
  await continueButton(page).click();
  const summary = page.getByRole("region", { name: "Consultation Summary" });
  await expect(summary.getByText("Not selected")).toHaveCount(2);

  let opened = 0;
  context.on("page", () => opened++);
  await sendLink(page).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please select both date and time before sending.");
  await expect(sendLink(page)).toHaveAccessibleDescription(
    "Please select both date and time before sending.",
  );

  // A time alone is not enough either.
  await form(page).getByLabel("Preferred Time").selectOption("4:00 PM");
  await sendLink(page).click();
  await expect(alert).toHaveText("Please select both date and time before sending.");
  await page.waitForTimeout(300);
  expect(opened).toBe(0);
  expect(page.url()).toMatch(/\/consultation$/);
});

test("Back to Details keeps every value, and so does coming back to step 2", async ({ page }) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page);
  await form(page).getByLabel("Message (optional)").fill("Two founders, one in Dubai.");
  await continueButton(page).click();
  await dateButton(page).click();
  await calendar(page).locator('[data-day="2026-11-30"] button').click();
  await form(page).getByLabel("Preferred Time").selectOption("2:00 PM");

  await page.getByRole("button", { name: "Back to Details" }).click();
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your details" })).toBeFocused();
  await expect(form(page).getByLabel("Full Name")).toHaveValue("Asha Rao");
  await expect(form(page).getByLabel("Email Address")).toHaveValue("asha@startup.in");
  await expect(form(page).getByLabel("Phone Number")).toHaveValue("98765 43210");
  await expect(form(page).getByLabel("Topic of Consultation")).toHaveValue("GST & Taxation");
  await expect(form(page).getByLabel("Message (optional)")).toHaveValue(
    "Two founders, one in Dubai.",
  );

  await continueButton(page).click();
  await expect(dateButton(page)).toHaveAccessibleName("Preferred Date 30 Nov 2026");
  await expect(form(page).getByLabel("Preferred Time")).toHaveValue("2:00 PM");
});

test("the calendar: one month, past days disabled, Space opens, Escape closes and returns focus", async ({
  page,
}) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page);
  await continueButton(page).click();

  await dateButton(page).focus();
  await page.keyboard.press("Space");
  const cal = calendar(page);
  await expect(cal).toBeVisible();
  await expect(cal.getByRole("grid")).toHaveCount(1);
  await expect(cal).toContainText("November 2026");
  await expectNoAxeViolations(page);

  // Every day before the 18th is disabled; the 18th (today) and later are not.
  for (const day of ["01", "10", "17"])
    await expect(cal.locator(`[data-day="2026-11-${day}"] button`)).toBeDisabled();
  for (const day of ["18", "19", "30"])
    await expect(cal.locator(`[data-day="2026-11-${day}"] button`)).toBeEnabled();
  // The visitor cannot page back into the past either.
  await expect(cal.getByRole("button", { name: /previous month/i })).toBeDisabled();
  // Arrow keys never land on a past day.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  const focused = await page.evaluate(() =>
    document.activeElement?.closest("[data-day]")?.getAttribute("data-day"),
  );
  expect(focused! >= "2026-11-18").toBe(true);
  // Forcing a click on a past day selects nothing.
  await cal.locator('[data-day="2026-11-17"] button').click({ force: true });
  await expect(cal).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(cal).toBeHidden();
  await expect(dateButton(page)).toBeFocused();
  await expect(dateButton(page)).toHaveAccessibleName("Preferred Date Choose a date");

  // Next month is reachable; a pick there closes the popup.
  await page.keyboard.press("Enter");
  await cal.getByRole("button", { name: /next month/i }).click();
  await expect(cal).toContainText("December 2026");
  await cal.locator('[data-day="2026-12-02"] button').click();
  await expect(cal).toBeHidden();
  await expect(dateButton(page)).toHaveAccessibleName("Preferred Date 2 Dec 2026");
});

test("the calendar code loads only when the popup opens", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await gotoHydrated(page, "/consultation");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => /booking-calendar/.test(s))).toBe(false);
  await fillDetails(page);
  await continueButton(page).click();
  await dateButton(page).click();
  await expect(calendar(page).getByRole("grid")).toBeVisible();
  expect(scripts.some((s) => /booking-calendar/.test(s))).toBe(true);
});
