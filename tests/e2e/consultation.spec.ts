import type { Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { bookingMessageText } from "../../app/content/consultation";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// A fixed "today" (Wednesday 18 November 2026, 10:30 in India) and a fixed visitor's zone (London, GMT), so the
// calendar, the times and the expected message never depend on when or where the suite runs.
const NOW = new Date("2026-11-18T05:00:00Z");
test.use({ timezoneId: "Europe/London" });

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
  page.getByRole("button", { name: "Continue to schedule time" });
const dateButton = (page: Page) => page.getByRole("button", { name: /^Preferred date/ });
const calendar = (page: Page) => page.getByRole("dialog", { name: "Choose a preferred date" });
const sendLink = (page: Page) => page.getByRole("link", { name: /Send via WhatsApp/ });
const emailLink = (page: Page) => page.getByRole("link", { name: "Send by email instead" });
const timeSelect = (page: Page) => form(page).getByLabel("Preferred time");

async function fillDetails(page: Page, values = { phone: "98765 43210" }) {
  await form(page).getByLabel("Full name").fill("Asha Rao");
  await form(page).getByLabel("Email address").fill("asha@startup.in");
  await form(page).getByLabel("Phone number").fill(values.phone);
  await form(page).getByLabel("Topic of consultation").selectOption("GST & Taxation");
}

test("the whole booking, keyboard only: details, calendar, time, WhatsApp with every character intact", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/consultation");
  await page.waitForLoadState("networkidle");
  const hostile = "Tom & Jerry #1? 50% off\nनमस्ते తెలుగు 🚀";

  await form(page).getByLabel("Full name").focus();
  await page.keyboard.type("Asha Rao");
  await page.keyboard.press("Tab");
  await page.keyboard.type("asha@startup.in");
  await page.keyboard.press("Tab");
  await page.keyboard.type("+91 98765 43210");
  await page.keyboard.press("Tab");
  await expect(form(page).getByLabel("Topic of consultation")).toBeFocused();
  await page.keyboard.press("ArrowDown"); // first topic
  await expect(form(page).getByLabel("Topic of consultation")).toHaveValue("Company Registration");
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
  await expect(dateButton(page)).toHaveAccessibleName("Preferred date 25 Nov 2026");

  await page.keyboard.press("Tab");
  await expect(timeSelect(page)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(timeSelect(page)).toHaveValue("11:00");
  // Each time in India's time and the visitor's own (London: GMT, five and a half hours behind).
  await expect(timeSelect(page).locator("option:checked")).toHaveText("11:00 AM IST (5:30 AM GMT)");

  const summary = page.getByRole("region", { name: "Consultation summary" });
  await expect(summary).toContainText("Asha Rao");
  await expect(summary).toContainText("Company Registration");
  await expect(summary).toContainText("25 Nov 2026");
  await expect(summary).toContainText("11:00 AM IST (5:30 AM GMT)");
  await expect(summary).not.toContainText("Not selected");

  await page.keyboard.press("Tab"); // Back to Details
  await page.keyboard.press("Tab");
  await expect(sendLink(page)).toBeFocused();
  await expect(sendLink(page)).toHaveAttribute("target", "_blank");
  await expect(sendLink(page)).toHaveAttribute("rel", "noopener noreferrer");
  const [chat] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
  await chat.waitForLoadState();
  const url = new URL(chat.url());
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  // The confirmation follows: its heading focused, the summary, the reference, and the links again.
  const confirmation = page.getByRole("heading", { name: "Your request is ready to send" });
  await expect(confirmation).toBeFocused();
  const reference = (await page.locator("#booking-reference").textContent())!;
  expect(reference).toMatch(/^[A-Z]{2}-[2-9A-Z]{4}$/);
  const { labels } = bookingMessageText;
  expect(url.searchParams.get("text")).toBe(
    [
      bookingMessageText.opening,
      "",
      `${labels.name}: Asha Rao`,
      `${labels.email}: asha@startup.in`,
      `${labels.phone}: +919876543210`,
      `${labels.topic}: Company Registration`,
      `${labels.date}: 25 Nov 2026`,
      `${labels.time}: 11:00 AM IST (5:30 AM GMT my time)`,
      "",
      `${labels.message}:`,
      hostile,
      "",
      `${labels.reference}: ${reference}`,
      `${labels.page}: ${site.siteUrl}/consultation (English page)`,
    ].join("\n"),
  );
  await expect(page.getByRole("link", { name: /Open WhatsApp again/ })).toHaveAttribute(
    "href",
    chat.url(),
  );
  await expectNoAxeViolations(page);
});

test("continue stays disabled until name, email, phone and topic are filled", async ({ page }) => {
  await gotoHydrated(page, "/consultation");
  await expect(continueButton(page)).toBeDisabled();
  await form(page).getByLabel("Full name").fill("Asha Rao");
  await form(page).getByLabel("Email address").fill("asha@startup.in");
  await form(page).getByLabel("Phone number").fill("98765 43210");
  await expect(continueButton(page)).toBeDisabled();
  await expect(
    page.getByText("Fill in your name, email, phone number and topic to continue."),
  ).toBeVisible();
  await form(page).getByLabel("Topic of consultation").selectOption("Trademark / IP");
  await expect(continueButton(page)).toBeEnabled();
  // The message is optional; blanking a required field disables the button again.
  await form(page).getByLabel("Full name").fill("   ");
  await expect(continueButton(page)).toBeDisabled();
});

test("email and phone format are checked on continue; a number abroad with its country code is taken", async ({
  page,
}) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page, { phone: "+44 20" });
  await form(page).getByLabel("Email address").fill("asha@startup");
  await continueButton(page).click();
  const email = form(page).getByLabel("Email address");
  const phone = form(page).getByLabel("Phone number");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com/);
  await expect(phone).toHaveAccessibleDescription(/or a number abroad with its country code/);
  await expect(email).toBeFocused();
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your details" })).toBeVisible();
  await email.fill("asha@startup.in");
  await phone.fill("+44 20 7946 0000");
  await continueButton(page).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Choose a time" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a founder abroad: a +1 number, and each time shown in IST and in their own zone, with their day", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  await gotoHydrated(page, "/consultation");
  await fillDetails(page, { phone: "+1 (415) 555-2671" });
  await continueButton(page).click();
  await dateButton(page).click();
  await calendar(page).locator('[data-day="2026-11-25"] button').click();
  // 10:00 in India on Wednesday is 11:30 PM on Tuesday in New York.
  await expect(timeSelect(page).locator('option[value="10:00"]')).toHaveText(
    "10:00 AM IST (Tue, 11:30 PM EST)",
  );
  await timeSelect(page).selectOption("10:00");
  const href = await sendLink(page).getAttribute("href");
  const text = new URL(href!).searchParams.get("text")!;
  expect(text).toContain(`${bookingMessageText.labels.phone}: +14155552671`);
  expect(text).toContain(
    `${bookingMessageText.labels.time}: 10:00 AM IST (Tue, 11:30 PM EST my time)`,
  );
  await context.close();
});

test("refuses a Sunday and an hour that has gone by", async ({ page, context }) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page);
  await continueButton(page).click();
  await dateButton(page).click();
  const cal = calendar(page);
  // The office is closed on Sundays: the 22nd and the 29th cannot be picked, the Saturday before can.
  for (const day of ["22", "29"])
    await expect(cal.locator(`[data-day="2026-11-${day}"] button`)).toBeDisabled();
  await expect(cal.locator('[data-day="2026-11-21"] button')).toBeEnabled();
  await cal.locator('[data-day="2026-11-22"] button').click({ force: true });
  await expect(dateButton(page)).toHaveAccessibleName("Preferred date Choose a date");

  // Today (10:30 in India): 10:00 has begun and is not offered; 11:00 is.
  await cal.locator('[data-day="2026-11-18"] button').click();
  await expect(timeSelect(page).locator('option[value="10:00"]')).toHaveCount(0);
  await expect(timeSelect(page).locator('option[value="11:00"]')).toHaveCount(1);
  await timeSelect(page).selectOption("11:00");

  // The page stays open past 11:00: sending that time now is refused, and nothing opens.
  await page.clock.setFixedTime(new Date("2026-11-18T05:35:00Z"));
  let opened = 0;
  context.on("page", () => opened++);
  await sendLink(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That time is no longer open. Choose a later time or another day.",
  );
  await page.waitForTimeout(300);
  expect(opened).toBe(0);
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Choose a time" })).toBeVisible();
});

test("send by email instead, or call: the email carries the request under the firm's name, then the confirmation", async ({
  page,
}) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page);
  await continueButton(page).click();
  await expect(form(page).getByRole("link", { name: "Call us", exact: true })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await dateButton(page).click();
  await calendar(page).locator('[data-day="2026-11-19"] button').click();
  await timeSelect(page).selectOption("15:00");
  const href = (await emailLink(page).getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^mailto:${site.email}\\?`));
  const params = new URLSearchParams(href.split("?")[1]);
  expect(params.get("subject")).toMatch(
    new RegExp(`^${site.name}: consultation request [A-Z]{2}-`),
  );
  expect(params.get("body")).toContain("3:00 PM IST (9:30 AM GMT my time)");
  // The email app is the browser's business: the test keeps the page where it is.
  await page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="mailto:"]')) e.preventDefault();
    }),
  );
  await emailLink(page).click();
  await expect(page.getByRole("heading", { name: "Your request is ready to send" })).toBeFocused();
  await expect(page.getByText("Your email app has opened with your request.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send it by email" })).toHaveAttribute("href", href);
  const summary = page.getByRole("region", { name: "Consultation summary" });
  await expect(summary).toContainText("19 Nov 2026");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Change the request" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Choose a time" })).toBeFocused();
  await expect(timeSelect(page)).toHaveValue("15:00");
});

test("sending without date and time is blocked with a message and opens nothing", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page);
  await continueButton(page).click();
  const summary = page.getByRole("region", { name: "Consultation summary" });
  await expect(summary.getByText("Not selected")).toHaveCount(2);

  let opened = 0;
  context.on("page", () => opened++);
  await sendLink(page).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please select both date and time before sending.");
  await expect(sendLink(page)).toHaveAccessibleDescription(
    "Please select both date and time before sending.",
  );

  // Nor by email; the time waits for a date.
  await emailLink(page).click();
  await expect(alert).toHaveText("Please select both date and time before sending.");
  await expect(timeSelect(page)).toBeDisabled();
  await page.waitForTimeout(300);
  expect(opened).toBe(0);
  expect(page.url()).toMatch(/\/consultation$/);
});

test("Back to details keeps every value, and so does coming back to step 2", async ({ page }) => {
  await gotoHydrated(page, "/consultation");
  await fillDetails(page);
  await form(page).getByLabel("Message (optional)").fill("Two founders, one in Dubai.");
  await continueButton(page).click();
  await dateButton(page).click();
  await calendar(page).locator('[data-day="2026-11-30"] button').click();
  await timeSelect(page).selectOption("14:00");

  await page.getByRole("button", { name: "Back to details" }).click();
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your details" })).toBeFocused();
  await expect(form(page).getByLabel("Full name")).toHaveValue("Asha Rao");
  await expect(form(page).getByLabel("Email address")).toHaveValue("asha@startup.in");
  await expect(form(page).getByLabel("Phone number")).toHaveValue("98765 43210");
  await expect(form(page).getByLabel("Topic of consultation")).toHaveValue("GST & Taxation");
  await expect(form(page).getByLabel("Message (optional)")).toHaveValue(
    "Two founders, one in Dubai.",
  );

  await continueButton(page).click();
  await expect(dateButton(page)).toHaveAccessibleName("Preferred date 30 Nov 2026");
  await expect(timeSelect(page)).toHaveValue("14:00");
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

  // Every day before the 18th is disabled, and the Sundays; the 18th (today) and later open days are not.
  for (const day of ["01", "10", "17", "22"])
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
  await expect(dateButton(page)).toHaveAccessibleName("Preferred date Choose a date");

  // Next month is reachable; a pick there closes the popup.
  await page.keyboard.press("Enter");
  await cal.getByRole("button", { name: /next month/i }).click();
  await expect(cal).toContainText("December 2026");
  await cal.locator('[data-day="2026-12-02"] button').click();
  await expect(cal).toBeHidden();
  await expect(dateButton(page)).toHaveAccessibleName("Preferred date 2 Dec 2026");
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
