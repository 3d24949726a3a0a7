import fs from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import ICAL from "ical.js";
import { site } from "../../app/config/site";
import * as enConsultation from "../../app/content/consultation";
import * as enContact from "../../app/content/contact";
import * as teConsultation from "../../app/content/te/consultation";
import * as teContact from "../../app/content/te/contact";
import { dueDateEntriesTe } from "../../app/content/te/due-date-entries";
import {
  entityNamesTe,
  formNamesTe,
  lawNamesTe,
  monthNamesTe,
} from "../../app/content/te/due-date-names";
import * as teDueDates from "../../app/content/te/due-dates";
import { lateCostWordsTe } from "../../app/content/te/late-cost-words";
import { teluguMonths } from "../../app/content/te/months";
import * as tePlanner from "../../app/content/te/planner";
import { stateNamesByIdTe } from "../../app/content/te/planner-states";
import { validationText as teValidation } from "../../app/content/te/validation";
import { expect, expectNoAxeViolations, gotoHydrated, test, waitForHydration } from "./fixtures";

/** A plan row's heading in English: its form as the English page names it, without what follows in brackets. */
const englishNames = new Map(
  Object.entries(formNamesTe).map(([en, te]) => [
    te.split("(")[0]!.trim(),
    en.split("(")[0]!.trim(),
  ]),
);
const inEnglish = (heading: string) => {
  const name = heading.split("(")[0]!.trim();
  return englishNames.get(name) ?? name;
};

/*
 * The Telugu pages with React (docs/decisions/025-telugu-edition.md), in Telugu before and after they hydrate: the
 * booking in Telugu, down to the WhatsApp message the team receives; the form checks' messages in Telugu beside
 * their fields; the due dates in Telugu, with the English of an entry changed since its translation; the switch to
 * the English page and back; the planner in Telugu, with its WhatsApp question and calendar file, the profile in the
 * address under the English page's keys.
 */

// A fixed "today" (a Wednesday), as in the English booking's tests.
const NOW = new Date(2026, 10, 18, 10, 30);
const ENGLISH_SENTENCE = /\b[A-Za-z]{2,}(?: [a-z]{2,}){3,}\b/;
const { bookingText, bookingMessageText } = teConsultation;

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, context }) => {
  await page.clock.setFixedTime(NOW);
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title><p>chat</p>" }),
  );
});

const languageSwitch = (page: Page, to: "en" | "te") =>
  page.locator(`header [data-language-switch="${to}"]`);

async function expectTeluguPage(page: Page, title: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // The page's own words, and the frame's: the prerendered footer and quick actions as much as the header. Legal
  // citations are quoted as the law writes them, like the forms' names; the planner's data words that no translation
  // covers yet are marked as English.
  for (const part of ["main", "footer", "[data-prerendered='floating-actions']"]) {
    const text = await page
      .locator(part)
      .first()
      .evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        // The due dates' row headings are the forms' names, English on every edition.
        copy
          .querySelectorAll("[data-citation], [data-untranslated], tbody th[scope=row]")
          .forEach((citation) => citation.remove());
        return copy.textContent ?? "";
      });
    expect(text.match(ENGLISH_SENTENCE)?.[0], part).toBeUndefined();
  }
  await expect(page.locator("[data-prerendered='floating-actions']")).toContainText(
    /[\u0C00-\u0C7F]/,
  );
  // The header's menu, rendered again by React, is the Telugu one.
  await expect(page.locator("header nav[aria-label]").first()).toHaveAttribute(
    "aria-label",
    /[\u0C00-\u0C7F]/,
  );
}

for (const { te, en, teTitle, enTitle } of [
  {
    te: "/te/consultation",
    en: "/consultation",
    teTitle: teConsultation.consultationHero.title,
    enTitle: enConsultation.consultationHero.title,
  },
  {
    te: "/te/contact",
    en: "/contact",
    teTitle: teContact.contactHero.title,
    enTitle: enContact.contactHero.title,
  },
])
  test(`${te}: Telugu before and after it hydrates, and the switch leads to ${en} and back`, async ({
    page,
  }) => {
    await page.goto(te);
    await expectTeluguPage(page, teTitle);
    await waitForHydration(page);
    await expectTeluguPage(page, teTitle);
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      new RegExp(`${en}$`),
    );
    await expectNoAxeViolations(page);

    await languageSwitch(page, "en").click();
    await expect(page).toHaveURL((url) => url.pathname === en);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enTitle);

    await languageSwitch(page, "te").click();
    await expect(page).toHaveURL((url) => url.pathname === te);
    await waitForHydration(page);
    await expectTeluguPage(page, teTitle);
  });

test("the Telugu booking: Telugu checks, a Telugu calendar, and a Telugu message carrying every field intact", async ({
  browser,
}) => {
  // A visitor in India: the times are India's alone.
  const context = await browser.newContext({ timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date("2026-11-18T05:00:00Z"));
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title><p>chat</p>" }),
  );
  await bookInTelugu(page, context);
  await context.close();
});

async function bookInTelugu(page: Page, context: BrowserContext) {
  await gotoHydrated(page, "/te/consultation");
  const form = page.getByRole("region", { name: bookingText.formTitle });
  const name = "రమేష్ & సన్స్ #2";
  const message = "GST రిజిస్ట్రేషన్ & రిటర్న్‌లు? 50%\nరెండో లైన్ #1";

  // A bad email and phone: the Telugu messages beside their fields; nothing typed is lost.
  await form.getByLabel(bookingText.labels.name).fill(name);
  await form.getByLabel(bookingText.labels.email).fill("ramesh@");
  await form.getByLabel(bookingText.labels.phone).fill("12345");
  await form
    .getByLabel(bookingText.labels.topic)
    .selectOption(teConsultation.consultationTopics[4]);
  await form.getByLabel(bookingText.labels.message).fill(message);
  await page.getByRole("button", { name: bookingText.continue }).click();
  await expect(form.getByLabel(bookingText.labels.email)).toHaveAccessibleDescription(
    teValidation.emailInvalid,
  );
  await expect(form.getByLabel(bookingText.labels.phone)).toHaveAccessibleDescription(
    new RegExp(teValidation.phoneInvalid.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await expect(form.getByLabel(bookingText.labels.name)).toHaveValue(name);
  await expectNoAxeViolations(page);

  await form.getByLabel(bookingText.labels.email).fill("ramesh@traders.in");
  await form.getByLabel(bookingText.labels.phone).fill("98765 43210");
  await page.getByRole("button", { name: bookingText.continue }).click();
  await expect(page.getByRole("heading", { name: bookingText.steps.schedule })).toBeFocused();

  // The calendar speaks Telugu: its month's name and its day buttons' labels.
  await page.getByRole("button", { name: new RegExp(`^${bookingText.labels.date}`) }).click();
  const calendar = page.getByRole("dialog", { name: bookingText.calendar.dialogLabel });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("grid")).toHaveAccessibleName(/నవంబర్ 2026/);
  await expectNoAxeViolations(page);
  await calendar.locator('[data-day="2026-11-25"] button').click();
  await expect(calendar).toBeHidden();
  await form.getByLabel(bookingText.labels.time).selectOption("11:00");
  const summary = page.getByRole("region", { name: bookingText.summaryTitle });
  await expect(summary).toContainText(`25 ${teluguMonths[10]} 2026`);
  await expectNoAxeViolations(page);

  const [chat] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: new RegExp(bookingText.send) }).click(),
  ]);
  await chat.waitForLoadState();
  const url = new URL(chat.url());
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  expect(url.hash).toBe("");
  const { labels } = bookingMessageText;
  expect(url.searchParams.get("text")).toBe(
    [
      bookingMessageText.opening,
      "",
      `${labels.name}: ${name}`,
      `${labels.email}: ramesh@traders.in`,
      `${labels.phone}: +919876543210`,
      `${labels.topic}: ${teConsultation.consultationTopics[4]}`,
      `${labels.date}: 25 ${teluguMonths[10]} 2026`,
      `${labels.time}: ఉదయం 11:00 IST`,
      "",
      `${labels.message}:`,
      message,
      "",
      `${labels.reference}: ${await page.locator("#booking-reference").textContent()}`,
      `${labels.page}: ${bookingMessageText.page(`${site.siteUrl}/te/consultation`)}`,
    ].join("\n"),
  );
}

test("the Telugu contact form: missing and bad fields get Telugu messages beside them, and nothing typed is lost", async ({
  page,
}) => {
  await gotoHydrated(page, "/te/contact");
  const { contactFormText: text } = teContact;
  const form = page.getByRole("form", { name: text.title });
  await form.getByLabel(text.labels.name).fill("లక్ష్మి");
  await form.getByLabel(text.labels.phone).fill("ఫోన్");
  await form.getByRole("button", { name: text.submit }).click();
  await expect(form.getByLabel(text.labels.email)).toHaveAccessibleDescription(
    teValidation.emailMissing,
  );
  await expect(form.getByLabel(text.labels.phone)).toHaveAccessibleDescription(text.phoneInvalid);
  await expect(form.getByLabel(text.labels.subject)).toHaveAccessibleDescription(
    teValidation.required(text.required.subject),
  );
  await expect(form.getByLabel(text.labels.name)).toHaveValue("లక్ష్మి");
  await expect(form.getByLabel(text.labels.email)).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe("/te/due-dates", () => {
  const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
  const gstr3b = Object.values(published.dueDates as Record<string, { id: string }[]>)
    .flat()
    .find((e) => e.id === "gstr-3b-monthly")! as { id: string; form: string; penalty: string };
  const row = (page: Page, id: string) => page.locator(`tbody tr[data-row="${id}"]`);

  test("in Telugu before and after it hydrates: entries, laws, filters and dates, and the switch to /due-dates", async ({
    page,
  }) => {
    await page.goto("/te/due-dates");
    await expectTeluguPage(page, teDueDates.dueDatesText.title);
    await expect(row(page, gstr3b.id)).toContainText(dueDateEntriesTe[gstr3b.id]!.description);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expectTeluguPage(page, teDueDates.dueDatesText.title);
    await expect(row(page, gstr3b.id)).toContainText(dueDateEntriesTe[gstr3b.id]!.penalty);
    await expect(row(page, gstr3b.id)).toContainText(lawNamesTe.GST!);
    // Filters name the data's values in Telugu, and keep the data's keys in the address.
    const toolbar = page.getByRole("search", { name: teDueDates.dueDatesText.toolbarLabel });
    await toolbar
      .getByLabel(teDueDates.dueDatesText.entityLabel)
      .selectOption({ label: entityNamesTe["Private Limited Company"]! });
    await expect(page).toHaveURL(
      /entity=Private\+Limited\+Company|entity=Private%20Limited%20Company/,
    );
    await toolbar
      .getByLabel(teDueDates.dueDatesText.monthLabel)
      .selectOption({ label: monthNamesTe.Monthly });
    await expect(row(page, gstr3b.id)).toBeVisible();
    await expectNoAxeViolations(page);

    await languageSwitch(page, "en").click();
    await expect(page).toHaveURL((url) => url.pathname === "/due-dates");
    await waitForHydration(page);
    await expect(row(page, gstr3b.id)).toContainText(gstr3b.penalty);
  });

  test("offers its calendar in Telugu, and finds a filing by its acronym spelled in Telugu", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/te/due-dates");
    // The page's download and its feed link are the Telugu calendar, not the English one.
    const download = page.getByRole("link", { name: teDueDates.dueDatesText.calendarLink });
    await expect(download).toHaveAttribute("href", "/te/due-dates/calendar.ics");
    await expect(
      page.getByRole("link", { name: teDueDates.dueDatesNotesText.calendarSubscribe }),
    ).toHaveAttribute("href", "/te/due-dates/calendar.ics");
    const feed = await request.get("/te/due-dates/calendar.ics");
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(50);
    const summaries = events.map((e) => String(e.getFirstPropertyValue("summary")));
    expect(summaries).toContain("GSTR-1 గడువు");
    expect(summaries.some((t) => / due \(/.test(t))).toBe(false);
    const gstr1 = events.find((e) => e.getFirstPropertyValue("summary") === "GSTR-1 గడువు")!;
    expect(String(gstr1.getFirstPropertyValue("description"))).toMatch(
      /ఆలస్యమైతే అంచనా ఖర్చు: నెల \(\d+\sరోజులు\) ఆలస్యానికి\sఆలస్య రుసుము\s₹/,
    );

    // The search box's own example finds what TDS finds.
    const search = page.getByRole("searchbox");
    await search.fill("TDS");
    const tds = await page.locator("tbody tr[data-row]").count();
    expect(tds).toBeGreaterThan(0);
    for (const typed of ["టీడీఎస్", "టిడిఎస్"]) {
      await search.fill(typed);
      await expect(page.locator("tbody tr[data-row]")).toHaveCount(tds);
    }
  });

  test("an entry whose English has changed since its translation shows the new English, never the old fact in Telugu", async ({
    page,
  }) => {
    const changed = structuredClone(published);
    const entry = Object.values(
      changed.dueDates as Record<string, { id: string; penalty: string }[]>,
    )
      .flat()
      .find((e) => e.id === gstr3b.id)! as { penalty: string; isUpdated?: boolean };
    entry.penalty = "Late fee ₹75 a day (a changed fact)";
    entry.isUpdated = true;
    // Changed in this browser's admin area: the page previews it, through the same choice of words.
    await page.addInitScript((data) => {
      localStorage.setItem("complianceData", data);
    }, JSON.stringify(changed.dueDates));
    await gotoHydrated(page, "/te/due-dates");
    await expect(row(page, gstr3b.id)).toContainText("Late fee ₹75 a day (a changed fact)");
    await expect(row(page, gstr3b.id)).not.toContainText(dueDateEntriesTe[gstr3b.id]!.penalty);
    // Every other entry keeps its Telugu words.
    await expect(row(page, "gstr-1-monthly")).toContainText(
      dueDateEntriesTe["gstr-1-monthly"]!.description,
    );
  });
});

test.describe("/te/due-dates/plan", () => {
  const t = tePlanner.plannerText;
  const entity = (page: Page) => page.getByLabel(t.entity);

  test("in Telugu before and after it hydrates, the profile in the address, and the switch to /due-dates/plan and back", async ({
    page,
  }) => {
    await page.goto("/te/due-dates/plan");
    await expectTeluguPage(page, t.title);
    await expect(page.locator(".plan-row").first()).toContainText(/[\u0C00-\u0C7F]/);
    await expect(entity(page)).toBeEnabled();
    await page.waitForLoadState("networkidle");
    await expectTeluguPage(page, t.title);
    // The prerendered example's entries in Telugu, by their words' translation.
    await expect(page.locator(".plan-row").filter({ hasText: "GSTR-3B" }).first()).toContainText(
      dueDateEntriesTe["gstr-3b-monthly"]!.description,
    );

    // Answers named in Telugu go into the address under the English page's keys.
    await entity(page).selectOption({
      label: entityNamesTe["LLP (Limited Liability Partnership)"]!,
    });
    await page
      .getByLabel(t.state, { exact: true })
      .selectOption({ label: stateNamesByIdTe.telangana });
    await page.getByLabel(t.gst, { exact: true }).selectOption("qrmp");
    await expect(page).toHaveURL(/entity=llp-limited-liability-partnership/);
    await expect(page).toHaveURL(/state=telangana/);
    await expect(page).toHaveURL(/gst=qrmp/);
    await expect(page.getByText(t.example)).toHaveCount(0);
    await expectTeluguPage(page, t.title);
    // Telugu digits, as a Telugu keyboard types them, are days too.
    await page.getByLabel(t.daysLateLabel).fill("౪౫");
    await expect(page.getByText(t.daysLateErrors["not-a-number"]!)).toHaveCount(0);
    await expect(page.locator(".plan-row").first()).toContainText(t.costDays(45));
    await page.locator(".plan-row .plan-details summary").first().click();
    await expectTeluguPage(page, t.title);
    await expectNoAxeViolations(page);

    // The switch leads to the English page (the profile, kept in this browser, comes with it) and back.
    // The same deadlines (a row's heading adds "formerly …" in the page's language; an entry whose name is a
    // description has a Telugu name).
    const forms = async () =>
      (await page.locator(".plan-row h4").allTextContents()).map(inEnglish).sort();
    const rows = await forms();
    await languageSwitch(page, "en").click();
    await expect(page).toHaveURL((url) => url.pathname === "/due-dates/plan");
    await waitForHydration(page);
    await expect(page.getByLabel("Type of business")).toBeEnabled();
    await expect(page.getByLabel("Type of business")).toHaveValue(
      "LLP (Limited Liability Partnership)",
    );
    expect(await forms()).toEqual(rows);
    await languageSwitch(page, "te").click();
    await expect(page).toHaveURL((url) => url.pathname === "/te/due-dates/plan");
    await expect(entity(page)).toBeEnabled();
    await expect(entity(page)).toHaveValue("LLP (Limited Liability Partnership)");
    await expectTeluguPage(page, t.title);
  });

  test("a shared English address opens the same plan in Telugu", async ({ page }) => {
    const query = "?entity=private-limited-company&state=karnataka&gst=monthly&turnover=5-10";
    await page.goto(`/due-dates/plan${query}`);
    await expect(page.getByLabel("Type of business")).toBeEnabled();
    const forms = async () =>
      (await page.locator(".plan-row h4").allTextContents()).map(inEnglish).sort();
    const rows = await forms();
    await page.goto(`/te/due-dates/plan${query}`);
    await expect(entity(page)).toBeEnabled();
    await expect(page.getByLabel(t.state, { exact: true })).toHaveValue("karnataka");
    expect(await forms()).toEqual(rows);
  });

  test("the data's words in Telugu: cost texts, caps and what the planner does not ask; only the forms' names stay marked as English", async ({
    page,
  }) => {
    const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8"));
    const forms = new Set(
      Object.values(published.dueDates as Record<string, { form: string }[]>)
        .flat()
        .map((e) => e.form),
    );
    // A company with GST returns and TDS: rows with costs in words (AOC-4, the AGM, ADT-1), GSTR-9 with a cap in
    // words, and forms that depend on facts the planner does not ask (MGT-14, DPT-3, CHG-1, ...).
    await gotoHydrated(
      page,
      "/te/due-dates/plan?entity=private-limited-company&state=telangana&gst=monthly&turnover=2-5&reg=tds",
    );
    await expect(entity(page)).toHaveValue("Private Limited Company");
    // Five hundred days late reaches GSTR-9's cap of 0.04% of a ₹2-5 crore turnover.
    await page.getByLabel(t.daysLateLabel).fill("500");
    await expect(page.locator(".plan-row").first()).toContainText(t.costDays(500));
    for (const summary of await page.locator(".plan-row .plan-details summary").all())
      await summary.click();
    const main = page.locator("main");
    await expect(main).toContainText(lateCostWordsTe["aoc-4"]!.components[1]!.text!);
    await expect(main).toContainText(lateCostWordsTe.agm!.components[0]!.text!);
    await expect(main).toContainText(
      `${t.capped}: ${lateCostWordsTe["gstr-9"]!.components[0]!.capText!}`,
    );
    const checks = page.locator("section[aria-labelledby='plan-checks-title']");
    await expect(checks).toContainText(
      `${t.dependsOn}: ${dueDateEntriesTe["mgt-14"]!.notAsked!.text}`,
    );
    await expect(checks).toContainText(dueDateEntriesTe["dpt-3"]!.notAsked!.text);

    // Every word still marked as English is a form's name, where the form is named: first in a row's heading, in an
    // entry to check or in the past-due list. One per row and per entry to check, nothing else.
    const marked = await main.locator("[data-untranslated]").evaluateAll((elements) =>
      elements.map((el) => {
        const parent = el.parentElement!;
        const first = parent.firstChild === el;
        return {
          text: el.textContent,
          lang: el.getAttribute("lang"),
          place:
            first && parent.matches(".plan-row h4")
              ? "row heading"
              : first && parent.matches("#plan-checks-title ~ ul > li > p:first-child")
                ? "entry to check"
                : first && parent.matches("#plan-glance-title ~ ol > li > div > span:first-child")
                  ? "next 30 days"
                  : first && parent.matches(".plan-print tbody th")
                    ? "printed table"
                    : parent.matches("[data-check-question] > span")
                      ? "question"
                      : first && parent.closest("#plan-overdue")
                        ? "past due"
                        : parent.outerHTML.slice(0, 160),
        };
      }),
    );
    // An entry with a Telugu name (formNamesTe) is not marked English.
    const teluguNamed = (texts: string[]) =>
      texts.filter((text) => Object.values(formNamesTe).some((name) => text.startsWith(name)))
        .length;
    const rows =
      (await page.locator(".plan-row").count()) -
      teluguNamed(await page.locator(".plan-row h4").allTextContents());
    const listed =
      (await checks.locator("ul > li").count()) -
      teluguNamed(await checks.locator("ul > li > p:first-child").allTextContents());
    expect(rows).toBeGreaterThan(0);
    expect(listed).toBeGreaterThan(0);
    expect(
      marked.filter(
        (m) =>
          ![
            "row heading",
            "entry to check",
            "next 30 days",
            "printed table",
            "question",
            "past due",
          ].includes(m.place),
      ),
    ).toEqual([]);
    expect(marked.filter((m) => m.lang !== "en" || !forms.has(m.text!))).toEqual([]);
    expect(marked.filter((m) => m.place === "row heading")).toHaveLength(rows);
    expect(marked.filter((m) => m.place === "entry to check")).toHaveLength(listed);
    await expectTeluguPage(page, t.title);
    await expectNoAxeViolations(page);
  });

  test("the plan's WhatsApp question and the calendar file are in Telugu", async ({ page }) => {
    await page.goto("/te/due-dates/plan");
    await expect(entity(page)).toBeEnabled();
    const row = page.locator(".plan-row").first();
    const form = (await row.locator("h4").textContent())!.split(" (")[0]!.trim();
    const date = (await row.locator("time").first().textContent())!.trim();
    expect(date).toMatch(new RegExp(teluguMonths.join("|")));
    const href = (await page.getByRole("link", { name: t.askUsLabel }).getAttribute("href"))!;
    const text = decodeURIComponent(new URL(href).searchParams.get("text") ?? "");
    // The plan's one question lists the filings of the next 30 days, the first row among them.
    expect(text).toContain(form);
    expect(text).toContain(date);
    expect(text).toMatch(/^నమస్కారం/);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: t.downloadPlan }).click();
    const file = await (await download).path();
    const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(file!, "utf8")));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(tePlanner.plannerCalendarText.name);
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.length).toBe(
      await page.locator(".plan-row:not(:has(.plan-date)), .plan-row .plan-date").count(),
    );
    const first = new ICAL.Event(events[0]!);
    expect(first.summary).toContain(form);
    expect(first.summary).toMatch(/గడువు/);
    expect(first.description).toContain(`${tePlanner.plannerCalendarText.due}: ${date}`);
    expect(first.description).toContain("/te/due-dates/plan");
  });
});
