// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { FrameWordsFor } from "~/content/te/frame";

// Rendered as the build prerenders a page: the page's language and its frame's words come from its address.
vi.hoisted(() => vi.stubEnv("SSR", true));
// The pages' inline scripts are bundled by the build's own plugin (scripts/lib/browser-scripts-plugin.ts).
vi.mock("~/components/page-script", () => ({ PageScript: () => null }));
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import * as enChecklists from "~/content/incorporation-checklists";
import { incorporationSlugs } from "~/content/incorporation-slugs";
import * as en from "~/content/incorporations";
import * as teChecklists from "~/content/te/incorporation-checklists";
import * as te from "~/content/te/incorporations";
import { whatsappGreetings } from "~/content/te/whatsapp-greetings";
import { pathIn } from "~/lib/locale";
import { hasPage } from "~/lib/site-pages";
import * as checklistRoute from "~/routes/incorporation-checklist";
import * as registrationRoute from "~/routes/incorporation";

/*
 * The Telugu registration and checklist pages as the build renders them: the route modules English uses, under
 * /te, with their loaders. Every word a reader sees or hears is Telugu (form names, acronyms and Acts stay as the
 * content has them), and every link to a page with a Telugu edition leads to it.
 */

type RouteModule = {
  default: ComponentType<never>;
  loader: (args: never) => unknown;
};

async function renderAt(path: string, pattern: string, module: RouteModule) {
  const Stub = createRoutesStub([
    { path: pattern, Component: module.default as never, loader: module.loader as never },
  ]);
  render(
    <FrameWordsFor path={path}>
      <Stub initialEntries={[path]} />
    </FrameWordsFor>,
  );
  await screen.findByRole("heading", { level: 1 });
}

const openRegistration = (path: string) =>
  renderAt(path, "/te/services/incorporations/:type", registrationRoute as never);
const openChecklist = (path: string) =>
  renderAt(path, "/te/services/incorporations/:type/checklist", checklistRoute as never);

/** Text a reader meets: the page's text, screen-reader text included, and its accessible labels. */
function readerText(root: HTMLElement = document.body): string[] {
  const labels = [...root.querySelectorAll("[aria-label]")].map((el) =>
    el.getAttribute("aria-label")!,
  );
  return [root.textContent ?? "", ...labels];
}

/** Runs of four or more English words: a sentence, not a form's, an Act's or a portal's name. */
const englishSentences = (texts: string[]) =>
  texts.flatMap((text) => text.match(/\b[A-Za-z]+(?:[ ,]+[A-Za-z]+){3,}\b/g) ?? []);

/**
 * The link whose text, screen-reader text included, is `text` (the accessible-name library of Testing Library drops
 * the space before a screen-reader span, which browsers keep).
 */
function linkReading(text: string, root: HTMLElement = document.body): HTMLElement {
  const links = within(root)
    .getAllByRole("link")
    .filter((a) => a.textContent === text);
  expect(links, text).toHaveLength(1);
  return links[0]!;
}

/** Internal links that do not lead to the Telugu edition of their target although the site has one. */
function linksMissingTelugu(): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")]
    .map((a) => a.getAttribute("href")!)
    .filter((href) => !href.startsWith("/te/") && href !== "/te" && hasPage(pathIn(href, "te")));
}

// The frame's Telugu words are chosen while prerendering only (app/content/frame.ts): render as the build does.
beforeEach(() => {
  vi.stubEnv("SSR", true);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a Telugu registration page", () => {
  it.each(incorporationSlugs)("%s: speaks Telugu and links to the Telugu pages", async (slug) => {
    const inc = te.incorporations[slug];
    const text = te.registrationPageText;
    await openRegistration(`/te/services/incorporations/${slug}`);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(inc.hero.title);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      text.overviewTitle,
      text.advantagesTitle,
      text.requirementsTitle,
      text.timelineTitle,
      text.checklistTitle,
      text.otherTypesTitle,
      inc.cta.title,
    ]);
    expect(englishSentences(readerText())).toEqual([]);

    // The timeline's stages are announced as "దశ 1", "దశ 2"…, with their Telugu durations.
    const stages = within(
      screen.getByRole("heading", { level: 2, name: text.timelineTitle }).closest("section")!,
    ).getAllByRole("listitem");
    expect(stages.map((li) => li.querySelector(".sr-only")!.textContent)).toEqual(
      inc.timeline.map(() => `${text.timelineStage} `),
    );
    expect(stages.map((li) => li.textContent)).toEqual(
      inc.timeline.map(
        (s, i) => `${text.timelineStage} ${i + 1}${s.stage}${s.duration}${s.description}`,
      ),
    );

    // Links: the checklist, the other types and the crumbs lead to Telugu pages.
    expect(linksMissingTelugu()).toEqual([]);
    expect(
      screen.getByRole("link", { name: text.checklistLinkLabel(inc.shortName) }),
    ).toHaveAttribute("href", `/te/services/incorporations/${slug}/checklist`);
    for (const other of incorporationSlugs.filter((s) => s !== slug))
      expect(
        screen.getByRole("link", { name: text.otherTypesLinkLabel(te.incorporations[other].name) }),
      ).toHaveAttribute("href", `/te/services/incorporations/${other}`);
    const trail = screen.getByRole("navigation", { name: "పేజీ మార్గం" });
    expect(
      within(trail).getByRole("link", { name: te.incorporationCrumbs.home.label }),
    ).toHaveAttribute("href", "/te");
    expect(within(trail).getByText(inc.name)).toHaveAttribute("aria-current", "page");

    // WhatsApp opens with the Telugu greeting, and says in Telugu that it opens a new tab.
    const whatsapp = linkReading(`${text.whatsapp} (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)`);
    expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(whatsappGreetings.incorporation)}`,
    );
  });

  it("uses the English words on the English page", async () => {
    const Stub = createRoutesStub([
      {
        path: "/services/incorporations/:type",
        Component: registrationRoute.default as never,
        loader: registrationRoute.loader as never,
      },
    ]);
    render(
      <FrameWordsFor path="/services/incorporations/llp">
        <Stub initialEntries={["/services/incorporations/llp"]} />
      </FrameWordsFor>,
    );
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      en.incorporations.llp.hero.title,
    );
    expect(document.querySelector("ol li .sr-only")).toHaveTextContent(/^Stage$/);
    expect(
      screen.getByRole("link", { name: en.registrationPageText.checklistLinkLabel("LLP") }),
    ).toHaveAttribute("href", "/services/incorporations/llp/checklist");
  });
});

describe("a Telugu checklist page", () => {
  it.each(incorporationSlugs)(
    "%s: speaks Telugu, links to the English PDF and says it is in English",
    async (slug) => {
      const checklist = teChecklists.incorporationChecklists[slug];
      const text = teChecklists.checklistPageText;
      await openChecklist(`/te/services/incorporations/${slug}/checklist`);

      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(checklist.title);
      for (const category of checklist.categories)
        expect(screen.getByRole("heading", { level: 3, name: category.title })).toBeVisible();
      for (const rule of teChecklists.checklistRules.rules)
        expect(screen.getByRole("heading", { level: 3, name: rule.title })).toBeVisible();
      // The print header (the firm's name, contacts and address) stays as the footer writes it.
      const printHeader = document.querySelector("[data-print-document] > div")!;
      expect(
        englishSentences(readerText()).filter((s) => !printHeader.textContent!.includes(s)),
      ).toEqual([]);
      expect(linksMissingTelugu()).toEqual([]);

      const actions = screen.getByRole("group", { name: text.actionsLabel });
      const pdf = within(actions).getByRole("link", { name: text.downloadPdf });
      expect(pdf).toHaveAttribute("href", `/downloads/te-${slug}-checklist.pdf`);
      expect(pdf).toHaveAttribute("download", checklist.pdfFileName);
      expect(pdf).not.toHaveAttribute("hreflang");
      expect(screen.getByText(text.pdfNote)).not.toHaveTextContent("ఇంగ్లీష్");
      expect(linkReading(`${text.whatsapp} ${text.newTab}`, actions)).toHaveAttribute(
        "target",
        "_blank",
      );

      const trail = screen.getByRole("navigation", { name: "పేజీ మార్గం" });
      expect(
        within(trail).getByRole("link", { name: te.incorporations[slug].shortName }),
      ).toHaveAttribute("href", `/te/services/incorporations/${slug}`);
      expect(within(trail).getByText(te.incorporationCrumbs.checklist)).toHaveAttribute(
        "aria-current",
        "page",
      );
    },
  );

  it("links the English page to the English PDF", async () => {
    const Stub = createRoutesStub([
      {
        path: "/services/incorporations/:type/checklist",
        Component: checklistRoute.default as never,
        loader: checklistRoute.loader as never,
      },
    ]);
    render(
      <FrameWordsFor path="/services/incorporations/opc/checklist">
        <Stub initialEntries={["/services/incorporations/opc/checklist"]} />
      </FrameWordsFor>,
    );
    await screen.findByRole("heading", { level: 1 });
    const pdf = screen.getByRole("link", { name: enChecklists.checklistPageText.downloadPdf });
    expect(pdf).toHaveAttribute("href", "/downloads/opc-checklist.pdf");
    expect(pdf).toHaveAttribute("download", "opc-checklist.pdf");
    expect(screen.getByText(enChecklists.checklistPageText.pdfNote)).toBeInTheDocument();
  });
});
