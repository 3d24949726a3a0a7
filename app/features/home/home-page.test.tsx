// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { MetaDescriptor } from "react-router";
import { createRoutesStub } from "react-router";
import { FrameWordsFor } from "~/content/te/frame";

// Rendered as the build prerenders a page: the page's language and its frame's words come from its address.
vi.hoisted(() => vi.stubEnv("SSR", true));
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as enHome from "~/content/home";
import * as teHome from "~/content/te/home";
import { formNamesTe } from "~/content/te/due-date-names";
import { teluguMonths } from "~/content/te/months";
import { localeOf } from "~/lib/locale";
import { homePage } from "./home-page.server";
import { HomeView } from "./home-view";

// The frame's Telugu words are chosen only while prerendering (app/content/frame.ts): render as the build does.
beforeEach(() => {
  vi.stubEnv("SSR", true);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Home's loader data for the page at `path`, as the route's loader builds it from the address. */
const load = (path: string) => homePage(localeOf(path));

const tag = (meta: MetaDescriptor[], match: (m: Record<string, unknown>) => boolean) =>
  meta.find((m) => match(m as Record<string, unknown>)) as Record<string, unknown> | undefined;
const jsonLd = (meta: MetaDescriptor[], type: string) =>
  meta
    .map((m) => (m as { "script:ld+json"?: Record<string, unknown> })["script:ld+json"])
    .find((block) => block?.["@type"] === type);

/** Home rendered at `path` with its own loader's data, as the build prerenders it. */
async function renderHome(path: string) {
  const data = load(path);
  const Stub = createRoutesStub([{ path, Component: () => <HomeView data={data} /> }]);
  const view = render(
    <FrameWordsFor path={path}>
      <Stub initialEntries={[path]} />
    </FrameWordsFor>,
  );
  await screen.findByRole("heading", { level: 1 });
  return { ...view, data };
}

const teluguMonth = new RegExp(teluguMonths.join("|"));

describe("the Telugu home page's loader", () => {
  it("gives the Telugu title, description, address, language and the firm's record in Telugu", () => {
    const { meta } = load("/te");
    expect(tag(meta, (m) => "title" in m)?.title).toBe(teHome.homeMeta.title);
    expect(tag(meta, (m) => m.name === "description")?.content).toBe(teHome.homeMeta.description);
    expect(tag(meta, (m) => m.rel === "canonical")?.href).toMatch(/\/te$/);
    expect(tag(meta, (m) => m.property === "og:locale")?.content).toBe("te_IN");
    const alternates = meta
      .map((m) => m as Record<string, unknown>)
      .filter((m) => m.rel === "alternate")
      .map((m) => [m.hrefLang, new URL(String(m.href)).pathname]);
    expect(alternates).toEqual([
      ["en-IN", "/"],
      ["te-IN", "/te"],
      ["x-default", "/"],
    ]);
    expect(jsonLd(meta, "WebPage")).toMatchObject({ inLanguage: "te-IN" });
    expect(jsonLd(meta, "ProfessionalService")).toMatchObject({
      description: teHome.firmRecord.description,
      areaServed: ["ఆంధ్రప్రదేశ్", "తెలంగాణ", "భారతదేశం"],
    });
  });

  it("dates the articles and the deadlines in Telugu and names the forms that are descriptions and the laws in Telugu", () => {
    const data = load("/te");
    expect(data.months).toEqual(teluguMonths);
    expect(data.updates).toHaveLength(3);
    for (const update of data.updates) expect(update.dateLabel).toMatch(teluguMonth);
    const laws = new Set(data.deadlines.map((d) => d.law));
    expect(laws.has("Labour Laws")).toBe(false);
    expect(laws.has("కార్మిక చట్టాలు")).toBe(true);
    // No brackets inside the card's brackets: the Act's year, not its English name.
    expect(laws.has("కంపెనీల చట్టం 2013")).toBe(true);
    expect([...laws].filter((law) => /\(/.test(law))).toEqual([]);
    // Form codes keep the names the authorities give them; the descriptions are Telugu ("Advance tax").
    const english = load("/");
    expect(data.deadlines.map((d) => d.date)).toEqual(english.deadlines.map((d) => d.date));
    expect(data.deadlines.map((d) => d.form)).toEqual(
      english.deadlines.map((d) => formNamesTe[d.form] ?? d.form),
    );
    const forms = new Set(data.deadlines.map((d) => d.form));
    expect(forms.has("GSTR-3B")).toBe(true);
    expect(forms.has("Advance tax")).toBe(false);
    expect(forms.has("అడ్వాన్స్ ట్యాక్స్ (ముందస్తు పన్ను)")).toBe(true);
  });

  it("leaves the English page's words, dates and laws as they were", () => {
    const data = load("/");
    expect(data.months).toBeUndefined();
    expect(tag(data.meta, (m) => "title" in m)?.title).toBe(enHome.homeMeta.title);
    expect(tag(data.meta, (m) => m.property === "og:locale")?.content).toBe("en_IN");
    expect(jsonLd(data.meta, "ProfessionalService")).toMatchObject({
      areaServed: ["Andhra Pradesh", "Telangana", "India"],
    });
    for (const update of data.updates) expect(update.dateLabel).not.toMatch(teluguMonth);
    expect(data.deadlines.some((d) => d.law === "Labour Laws")).toBe(true);
  });
});

describe("the Telugu home page", () => {
  it("shows Telugu words from the same components, with links to the Telugu pages", async () => {
    const { container } = await renderHome("/te");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(teHome.homeHero.title);
    expect(screen.getByRole("region", { name: teHome.homeSections.quickCardsLabel })).toBeVisible();
    expect(
      screen.getByRole("heading", { level: 2, name: teHome.homeSections.servicesTitle }),
    ).toBeVisible();
    expect(screen.getByRole("region", { name: teHome.homeSections.statsLabel })).toBeVisible();
    // Links lead to the Telugu edition where there is one, else to the English page.
    // The booking action has one name on every link to it (hero, closing band), each to the Telugu booking page.
    const bookingLinks = screen.getAllByRole("link", { name: teHome.homeHero.primary.label });
    expect(bookingLinks.length).toBeGreaterThan(1);
    for (const link of bookingLinks) expect(link).toHaveAttribute("href", "/te/consultation");
    expect(screen.getByRole("link", { name: teHome.homeHero.secondary.label })).toHaveAttribute(
      "href",
      "/te/services",
    );
    expect(screen.getByRole("link", { name: teHome.quickCards[0]!.linkLabel })).toHaveAttribute(
      "href",
      "/te/services/business-incorporation",
    );
    expect(screen.getByRole("link", { name: teHome.quickCards[2]!.linkLabel })).toHaveAttribute(
      "href",
      "/te/due-dates",
    );
    expect(screen.getByRole("link", { name: teHome.closingCta.secondary.label })).toHaveAttribute(
      "href",
      "/te/about",
    );
    // Screen readers say "దశ 1", not "Step 1".
    const steps = [...container.querySelectorAll('[aria-labelledby="process-title"] li .sr-only')];
    expect(steps.map((s) => s.textContent)).toEqual(["దశ ", "దశ ", "దశ ", "దశ "]);
  });

  it("dates the deadlines in Telugu and keeps the month names for the card's script", async () => {
    const { container } = await renderHome("/te");
    const card = container.querySelector<HTMLElement>("[data-next-deadlines]")!;
    expect(JSON.parse(card.dataset.months!)).toEqual(teluguMonths);
    const dates = [...card.querySelectorAll("[data-deadline-list] time")].map((t) => t.textContent);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(teluguMonth);
  });

  it("marks the English articles as English, with Telugu categories and dates", async () => {
    const { container, data } = await renderHome("/te");
    const updates = container.querySelector('section[aria-labelledby="updates-title"]')!;
    expect(updates).toHaveTextContent("ఈ వ్యాసాలు ఇంగ్లీష్‌లో ఉన్నాయి");
    const articles = within(updates as HTMLElement).getAllByRole("article");
    expect(articles).toHaveLength(3);
    articles.forEach((article, i) => {
      const update = data.updates[i]!;
      expect(article.querySelector("h3")).toHaveAttribute("lang", "en-IN");
      expect(article.querySelector("h3 a")).toHaveAttribute("hreflang", "en-IN");
      expect(article.querySelector("p")).toHaveAttribute("lang", "en-IN");
      expect(article).toHaveTextContent(teHome.updatesSection.categories[update.type]);
      expect(article.querySelector("time")!.textContent).toMatch(teluguMonth);
    });
  });

  it("has no English sentence outside the English articles", async () => {
    const { container } = await renderHome("/te");
    const clone = container.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('[lang="en-IN"], script, template')) el.remove();
    const text = clone.textContent ?? "";
    // Three English words in a row is a sentence or a label, not a form's or an Act's name.
    expect(text.match(/\b[A-Za-z]{2,}(?: [a-z]{2,}){2,}\b/g) ?? []).toEqual([]);
    const labels = [...clone.querySelectorAll("[aria-label]")].map((el) =>
      el.getAttribute("aria-label"),
    );
    for (const label of labels) expect(label).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("renders the English page with the English words and no language marks", async () => {
    const { container } = await renderHome("/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(enHome.homeHero.title);
    expect(screen.getByRole("region", { name: "Where to start" })).toBeVisible();
    expect(container.querySelector("[data-next-deadlines]")).not.toHaveAttribute("data-months");
    expect(container.querySelector("[lang]")).toBeNull();
    expect(screen.getByRole("link", { name: enHome.homeHero.secondary.label })).toHaveAttribute(
      "href",
      "/services",
    );
  });
});
