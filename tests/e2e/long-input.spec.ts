import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// What a visitor types is shown back to them (the booking summary, the forms' status lines). A long unbroken word,
// a company name run together or a long email address, must wrap there instead of widening the page.
const WIDTH = 390;
const longWord = "Srinivasaraghavendra".repeat(3); // 60 letters
const longEmail = `${"a".repeat(60)}@${"consultancyservicesprivatelimited".repeat(2)}.co.in`;

test.use({ viewport: { width: WIDTH, height: 844 } });

async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width ${where}`).toBeLessThanOrEqual(WIDTH);
}

test("the booking summary wraps a long name, email and message", async ({ page, context }) => {
  await page.clock.setFixedTime(new Date("2026-11-18T05:00:00Z"));
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  await gotoHydrated(page, "/consultation");
  const form = page.getByRole("region", { name: "Request your consultation" });
  await form.getByLabel("Full name").fill(longWord);
  await form.getByLabel("Email address").fill(longEmail);
  await form.getByLabel("Phone number").fill("98765 43210");
  await form.getByLabel("Topic of consultation").selectOption("GST & Taxation");
  await form.getByLabel("Message").fill(longWord);
  await expectNoSidewaysScroll(page, "with the details typed");

  await page.getByRole("button", { name: "Continue to schedule time" }).click();
  const summary = page.getByRole("region", { name: "Consultation summary" });
  await expect(summary).toContainText(longWord);
  await expectNoSidewaysScroll(page, "on the summary, nothing chosen yet");

  await page.getByRole("button", { name: /^Preferred date/ }).click();
  await page
    .getByRole("dialog", { name: "Choose a preferred date" })
    .locator('[data-day="2026-11-30"] button')
    .click();
  await form.getByLabel("Preferred time").selectOption("14:00");
  await expect(summary).toContainText("30 Nov 2026");
  await expectNoSidewaysScroll(page, "on the complete summary");

  const whatsapp = context.waitForEvent("page");
  await page.getByRole("link", { name: /Send via WhatsApp/ }).click();
  await (await whatsapp).close();
  await expectNoSidewaysScroll(page, "after sending");
});

test("the contact form's hand-over wraps long words in every field", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Full name").fill(longWord);
  await form.getByLabel("Email address").fill(longEmail);
  await form.getByLabel("Phone (optional)").fill("98765 43210");
  await form.getByLabel("Subject").fill(longWord);
  await form.getByLabel("Message").fill(longWord);
  await expectNoSidewaysScroll(page, "with the message typed");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status").first()).toContainText("Your email app should now open");
  await expectNoSidewaysScroll(page, "after sending");
});

test("the newsletter sign-up wraps a long email address", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill(longWord);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expectNoSidewaysScroll(page, "with an invalid address");
  await form.getByLabel("Email address").fill(longEmail);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("Your email app should now open");
  await expectNoSidewaysScroll(page, "after subscribing");
});
