// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { MetaDescriptor } from "react-router";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as enAbout from "~/content/about";
import * as teAbout from "~/content/te/about";
import { FrameWordsFor } from "~/content/te/frame";
import { firmRecord as teFirmRecord } from "~/content/te/home";
import About, { loader } from "~/routes/about";

// The frame's Telugu words are chosen only while prerendering (app/content/frame.ts): render as the build does.
beforeEach(() => {
  vi.stubEnv("SSR", true);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const load = (path: string) => loader({ request: new Request(`http://localhost${path}`) } as never);

const tag = (meta: MetaDescriptor[], match: (m: Record<string, unknown>) => boolean) =>
  meta.find((m) => match(m as Record<string, unknown>)) as Record<string, unknown> | undefined;
const jsonLd = (meta: MetaDescriptor[], type: string) =>
  meta
    .map((m) => (m as { "script:ld+json"?: Record<string, unknown> })["script:ld+json"])
    .find((block) => block?.["@type"] === type);

/** The About page at `path`, as the build prerenders it. */
async function renderAbout(path: string) {
  const Stub = createRoutesStub([{ path, Component: About as never }]);
  const view = render(
    <FrameWordsFor path={path}>
      <Stub initialEntries={[path]} />
    </FrameWordsFor>,
  );
  await screen.findByRole("heading", { level: 1 });
  return view;
}

describe("the Telugu About page's loader", () => {
  it("gives the Telugu title and description, the Telugu address and both editions", () => {
    const { meta } = load("/te/about");
    expect(tag(meta, (m) => "title" in m)?.title).toContain(teAbout.aboutMeta.title);
    expect(tag(meta, (m) => m.name === "description")?.content).toBe(teAbout.aboutMeta.description);
    expect(tag(meta, (m) => m.rel === "canonical")?.href).toMatch(/\/te\/about$/);
    expect(tag(meta, (m) => m.property === "og:locale")?.content).toBe("te_IN");
    const alternates = meta
      .map((m) => m as Record<string, unknown>)
      .filter((m) => m.rel === "alternate")
      .map((m) => [m.hrefLang, new URL(String(m.href)).pathname]);
    expect(alternates).toEqual([
      ["en-IN", "/about"],
      ["te-IN", "/te/about"],
      ["x-default", "/about"],
    ]);
  });

  it("gives Telugu crumbs with Telugu addresses and the firm's record in Telugu", () => {
    const { meta } = load("/te/about");
    const crumbs = jsonLd(meta, "BreadcrumbList")!.itemListElement as Record<string, string>[];
    expect(crumbs.map((c) => [c.name, new URL(c.item!).pathname])).toEqual([
      ["హోమ్", "/te"],
      ["మా గురించి", "/te/about"],
    ]);
    expect(jsonLd(meta, "ProfessionalService")).toMatchObject({
      description: teFirmRecord.description,
    });
    expect(jsonLd(meta, "WebPage")).toMatchObject({ inLanguage: "te-IN" });
  });

  it("leaves the English page's meta and crumbs as they were", () => {
    const { meta } = load("/about");
    expect(tag(meta, (m) => "title" in m)?.title).toContain(enAbout.aboutMeta.title);
    const crumbs = jsonLd(meta, "BreadcrumbList")!.itemListElement as Record<string, string>[];
    expect(crumbs.map((c) => [c.name, new URL(c.item!).pathname])).toEqual([
      ["Home", "/"],
      ["About us", "/about"],
    ]);
  });
});

describe("the Telugu About page", () => {
  it("shows the Telugu words with Telugu crumbs and links", async () => {
    const { container } = await renderAbout("/te/about");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(teAbout.aboutHero.title);
    for (const title of [
      teAbout.story.title,
      teAbout.timeline.title,
      teAbout.values.title,
      teAbout.differentiators.title,
      teAbout.industries.title,
      teAbout.team.title,
      teAbout.aboutCta.title,
    ])
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeVisible();
    const crumbs = within(container.querySelector<HTMLElement>("[data-breadcrumbs]")!);
    expect(crumbs.getByRole("link", { name: "హోమ్" })).toHaveAttribute("href", "/te");
    expect(crumbs.getByText("మా గురించి")).toHaveAttribute("aria-current", "page");
    // The booking page has a Telugu edition: the link leads to it.
    expect(
      screen.getAllByRole("link", { name: teAbout.aboutHero.primary.label })[0],
    ).toHaveAttribute("href", "/te/consultation");
  });

  it("has no English sentence", async () => {
    const { container } = await renderAbout("/te/about");
    const text = container.textContent ?? "";
    expect(text.match(/\b[A-Za-z]{2,}(?: [a-z]{2,}){2,}\b/g) ?? []).toEqual([]);
    for (const el of container.querySelectorAll("[aria-label]"))
      expect(el.getAttribute("aria-label")).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("renders the English page with the English words", async () => {
    await renderAbout("/about");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(enAbout.aboutHero.title);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });
});
