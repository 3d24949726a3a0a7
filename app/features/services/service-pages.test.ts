import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  servicePageSchema,
  type ServiceAction,
  type ServicePage,
} from "~/content/services/service-page-schema";
import { serviceSlugs } from "~/content/service-slugs";
import { dpiitRecognitionTime, startupIndiaPage } from "~/content/services/startup-india";
import { whatsappGreetings, type GreetingTopic } from "~/content/whatsapp-greetings";
import { matchScore, publicPagePaths } from "~/lib/route-list";
import { sitePaths } from "../../../react-router.config";
import { servicePageMeta, toServicePageData } from "./service-page-model";
import { loadServicePage, servicePages } from "./service-pages.server";
import { actionWords } from "~/content/actions";

/*
 * The services pages' content test: it fails when a page lacks a section listed in EXPECTED below, when a link
 * points to a page that neither exists nor is expected to exist, or when a WhatsApp greeting is missing.
 */

/** Pages the services pages link to, known even in a build without them (Card and hasPage hide such links). */
const SIBLING_PATHS = [
  "/about",
  "/contact",
  "/consultation",
  "/due-dates",
  "/blog",
  "/services/incorporations/private-limited",
  "/services/incorporations/public-limited",
  "/services/incorporations/llp",
  "/services/incorporations/opc",
];
const knownPaths = new Set([...publicPagePaths(sitePaths), ...SIBLING_PATHS]);

type Required = { id: string; kind: string; count?: number; titles?: string[]; title?: string };
interface Expectation {
  greeting?: GreetingTopic;
  sections: Required[];
  /** Buttons or links the spec names: label and target ("whatsapp" for the chat link). */
  actions: [label: string, target: string][];
  /** The spec fixes the order of the sections. */
  ordered?: boolean;
}

const INCORPORATION = SIBLING_PATHS.filter((p) => p.startsWith("/services/incorporations/"));
/** The eight services the overview lists as cards (the Startup India guide is linked on its own). */
const SERVICE_SLUGS = serviceSlugs.filter((s) => s !== "startup-india-registration");

/** The sections, links and buttons each services page must have, in order. */
const EXPECTED: Record<string, Expectation> = {
  "/services": {
    sections: [{ id: "services", kind: "cards", count: 8 }],
    actions: [
      [actionWords.book, "/consultation"],
      ["Open the Startup India guide", "/services/startup-india-registration"],
      ...SERVICE_SLUGS.map((s): [string, string] => ["*", `/services/${s}`]),
    ],
  },
  "/services/startup-advisory": {
    greeting: "startup",
    sections: [
      { id: "what-we-do", kind: "cards", count: 6 },
      { id: "startup-india", kind: "notice" },
      { id: "structures", kind: "cards", count: 4 },
    ],
    actions: [
      ["*", "/services/startup-india-registration"],
      ...INCORPORATION.map((p): [string, string] => ["*", p]),
      ["*", "whatsapp"],
    ],
  },
  "/services/business-incorporation": {
    greeting: "incorporation",
    sections: [
      {
        id: "incorporation-types",
        kind: "cards",
        count: 4,
        titles: [
          "Private Limited Company",
          "Public Limited Company",
          "Limited Liability Partnership (LLP)",
          "One Person Company (OPC)",
        ],
      },
      {
        id: "registrations",
        kind: "cards",
        title: "Essential business registrations",
        count: 6,
        titles: [
          "Import Export Code (IEC)",
          "PF & ESI registration",
          "Professional tax registration",
          "12A & 80G registration",
          "Udyam registration",
          "FCRA registration",
        ],
      },
    ],
    actions: [
      [actionWords.book, "/consultation"],
      ["*", "whatsapp"],
      ...INCORPORATION.map((p): [string, string] => ["*", p]),
    ],
  },
  "/services/international-incorporation": {
    greeting: "international",
    sections: [
      {
        id: "jurisdictions",
        kind: "cards",
        count: 5,
        titles: ["United States", "Canada", "United Kingdom", "United Arab Emirates", "Singapore"],
      },
      { id: "why-us", kind: "cards", count: 4 },
      {
        id: "process",
        kind: "steps",
        count: 4,
        titles: [
          "Consultation and planning",
          "Documentation and filing",
          "Banking and compliance setup",
          "Ongoing support",
        ],
      },
      { id: "included", kind: "checklist", count: 12 },
      { id: "indian-entrepreneurs", kind: "notice" },
    ],
    actions: [
      ["*", "/consultation"],
      ["*", "whatsapp"],
    ],
  },
  "/services/compliance": {
    greeting: "compliance",
    sections: [
      { id: "annual-filings", kind: "cards", count: 4 },
      {
        id: "corporate-changes",
        kind: "cards",
        titles: [
          "Registered office and name change",
          "Director changes and DIN reactivation",
          "Share transfers and capital",
          "MOA and AOA amendments",
          "Dematerialisation of shares",
        ],
      },
    ],
    actions: [
      [actionWords.book, "/consultation"],
      ["*", "whatsapp"],
    ],
  },
  "/services/taxation": {
    greeting: "taxation",
    sections: [
      {
        id: "tax-areas",
        kind: "cards",
        titles: [
          "GST and business taxation",
          "Strategic tax planning",
          "Tax audit and assessments",
        ],
      },
      { id: "tax-services", kind: "checklist", count: 8 },
      { id: "talk-to-us", kind: "cards", titles: ["Tax planning consultation", "Quick tax query"] },
    ],
    actions: [
      [actionWords.book, "/consultation"],
      [actionWords.whatsapp, "whatsapp"],
    ],
  },
  "/services/ipr": {
    greeting: "ipr",
    sections: [
      { id: "ip-types", kind: "cards", titles: ["Trademark", "Patent", "Copyright and design"] },
    ],
    actions: [
      [actionWords.book, "/consultation"],
      [actionWords.book, "/consultation"],
      ["*", "whatsapp"],
    ],
  },
  "/services/legal": {
    greeting: "legal",
    sections: [
      {
        id: "legal-areas",
        kind: "cards",
        titles: ["Business agreements", "Corporate documentation", "Legal advisory"],
      },
    ],
    actions: [
      [actionWords.book, "/consultation"],
      ["*", "whatsapp"],
    ],
  },
  "/services/closure": {
    greeting: "closure",
    sections: [
      {
        id: "closure-areas",
        kind: "cards",
        titles: ["Winding up", "Exit planning", "Liability"],
      },
      { id: "important-notice", kind: "notice", title: "Important notice" },
    ],
    actions: [
      [actionWords.book, "/consultation"],
      ["*", "whatsapp"],
    ],
  },
  "/services/startup-india-registration": {
    greeting: "startup",
    ordered: true,
    sections: [
      { id: "eligibility", kind: "checklist", title: "What qualifies as a startup in India?" },
      {
        id: "procedure",
        kind: "cards",
        title: "Step-by-step startup registration procedure",
        titles: ["Incorporate your business", "Apply for Startup India recognition"],
      },
      { id: "benefits", kind: "cards", count: 6, title: "Benefits of Startup India recognition" },
      { id: "timelines", kind: "table", title: "Timelines for each process" },
      {
        id: "additional-services",
        kind: "cards",
        count: 9,
        title: "Additional services to power your startup",
      },
      { id: "faqs", kind: "faq", count: 6, title: "Frequently asked questions (FAQs)" },
    ],
    actions: [
      [actionWords.book, "/consultation"],
      [actionWords.whatsapp, "whatsapp"],
    ],
  },
};

function actionsOf(page: ServicePage): ServiceAction[] {
  return [
    page.hero.primary,
    page.hero.secondary,
    page.cta?.primary,
    page.cta?.secondary,
    ...page.sections.flatMap((s) =>
      s.kind === "cards" ? s.cards.map((c) => c.link) : s.kind === "notice" ? [s.link] : [],
    ),
  ].filter((a): a is ServiceAction => !!a);
}

const itemsOf = (s: ServicePage["sections"][number]): { title: string }[] =>
  s.kind === "cards"
    ? s.cards
    : s.kind === "steps"
      ? s.steps
      : s.kind === "checklist"
        ? s.items.map((title) => ({ title }))
        : s.kind === "faq"
          ? s.items.map((i) => ({ title: i.question }))
          : s.kind === "table"
            ? s.rows.map(([title]) => ({ title }))
            : [];

/** Every problem with one page; an empty list means the page meets the spec. */
function servicePageProblems(page: ServicePage, expected: Expectation | undefined): string[] {
  const problems: string[] = [];
  const parsed = servicePageSchema.safeParse(page);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((i) => `schema: ${i.path.join(".")}: ${i.message}`));
  if (!expected) return [...problems, `no expectations written for ${page.path}`];

  // Sections
  for (const req of expected.sections) {
    const section = page.sections.find((s) => s.id === req.id);
    if (!section) {
      problems.push(`missing section "${req.id}"`);
      continue;
    }
    if (section.kind !== req.kind)
      problems.push(`section "${req.id}" is ${section.kind}, expected ${req.kind}`);
    if (req.title && section.title !== req.title)
      problems.push(`section "${req.id}" is titled "${section.title}", expected "${req.title}"`);
    const items = itemsOf(section);
    if (req.count !== undefined && items.length !== req.count)
      problems.push(`section "${req.id}" has ${items.length} items, expected ${req.count}`);
    for (const title of req.titles ?? [])
      if (!items.some((i) => i.title === title))
        problems.push(`section "${req.id}" lacks "${title}"`);
  }
  if (expected.ordered) {
    const order = page.sections
      .map((s) => s.id)
      .filter((id) => expected.sections.some((r) => r.id === id));
    const want = expected.sections.map((r) => r.id);
    if (order.join() !== want.join()) problems.push(`sections out of order: ${order.join(", ")}`);
  }

  // Links
  const actions = actionsOf(page);
  for (const a of actions)
    if ("to" in a && !knownPaths.has(a.to))
      problems.push(`"${a.label}" links to ${a.to}, which is neither a route nor a sibling page`);
  if (page.hero.illustration) {
    const file = path.join("public", page.hero.illustration.src);
    if (!fs.existsSync(file)) problems.push(`illustration ${file} does not exist`);
  }
  for (const [label, target] of expected.actions) {
    const found = actions.some(
      (a) =>
        (label === "*" || a.label === label) &&
        (target === "whatsapp" ? "whatsapp" in a : "to" in a && a.to === target),
    );
    if (!found) problems.push(`no "${label}" link to ${target}`);
  }

  // WhatsApp greeting
  if (expected.greeting) {
    if (page.greeting !== expected.greeting)
      problems.push(`WhatsApp greeting is "${page.greeting}", expected "${expected.greeting}"`);
    else if (!whatsappGreetings[page.greeting]?.trim())
      problems.push(`WhatsApp greeting "${page.greeting}" has no text`);
    if (!actions.some((a) => "whatsapp" in a)) problems.push("no WhatsApp link");
  }
  return problems;
}

describe("services content", () => {
  it("has a record for every route the services module serves, and a route for every record", () => {
    // The pages of the services module's route (services/:service?: the overview and one per slug).
    const served = sitePaths.filter((p) => matchScore("/services/:service?", p) !== undefined);
    expect(served.sort()).toEqual(servicePages.map((p) => p.path).sort());
    expect(served).toHaveLength(10);
  });

  for (const page of servicePages) {
    it(`${page.path} has every section, link and greeting the spec requires`, () => {
      expect(servicePageProblems(page, EXPECTED[page.path])).toEqual([]);
    });
  }

  it("gives every page its own title and description", () => {
    const titles = servicePages.map((p) => p.meta.title);
    const descriptions = servicePages.map((p) => p.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("states one DPIIT recognition time everywhere on the Startup India guide", () => {
    const text = JSON.stringify(startupIndiaPage);
    const figures = [...text.matchAll(/(\d+\s*[-–]\s*\d+) working days/g)].map((m) => m[1]);
    expect(figures).toContain(dpiitRecognitionTime.replace(" working days", ""));
    const timeline = startupIndiaPage.sections.find((s) => s.kind === "table");
    const dpiitRow = timeline?.rows.find(([process]) => process.includes("DPIIT"));
    expect(dpiitRow?.[1]).toBe(dpiitRecognitionTime);
    const faq = startupIndiaPage.sections.find((s) => s.kind === "faq");
    const answer = faq?.items.find((i) => /how long/i.test(i.question))?.answer;
    expect(answer).toContain(dpiitRecognitionTime);
    expect(text).not.toMatch(/2\s*[-–]\s*3 working days/);
  });
});

describe("the content check itself", () => {
  const base = startupIndiaPage as ServicePage;
  const expected = EXPECTED[base.path];

  it("fails a page that lacks a required section", () => {
    const page = { ...base, sections: base.sections.filter((s) => s.id !== "faqs") };
    expect(servicePageProblems(page, expected)).toContain('missing section "faqs"');
  });

  it("fails a link to a page that does not exist", () => {
    const page = { ...base, hero: { ...base.hero, primary: { label: "Go", to: "/nowhere" } } };
    expect(servicePageProblems(page, expected)).toContain(
      '"Go" links to /nowhere, which is neither a route nor a sibling page',
    );
  });

  it("fails a page whose WhatsApp greeting is missing", () => {
    const page = { ...base, greeting: undefined };
    const problems = servicePageProblems(page, expected);
    expect(problems).toContain('WhatsApp greeting is "undefined", expected "startup"');
    expect(problems).toContain("schema: : a WhatsApp action needs the page's greeting");
  });
});

describe("what the route hands the page", () => {
  it("resolves WhatsApp links with the page's greeting and renders icons to SVG", () => {
    const { page } = loadServicePage("startup-india-registration", "en");
    expect(page.hero.secondary).toEqual({
      label: actionWords.whatsapp,
      href: expect.stringContaining(encodeURIComponent(whatsappGreetings.startup)),
      external: true,
    });
    const cards = page.sections.find((s) => s.kind === "cards");
    expect(cards?.kind === "cards" && cards.cards[0]?.iconSvg).toMatch(
      /^<svg[^>]*aria-hidden="true"/,
    );
    expect(page.crumbs.map((c) => c.href)).toEqual([
      "/",
      "/services",
      "/services/startup-india-registration",
    ]);
  });

  it("builds BreadcrumbList and Service JSON-LD naming the firm as provider", () => {
    for (const record of servicePages) {
      const blocks = servicePageMeta(record, "en")
        .filter((m) => "script:ld+json" in m)
        .map((m) => (m as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
      // getMeta's WebPage block (the page has a Telugu edition), then the page's own.
      expect(blocks.map((b) => b["@type"])).toEqual([
        "WebPage",
        "BreadcrumbList",
        record.service ? "Service" : "ProfessionalService",
      ]);
      if (record.service) {
        expect(blocks[2]).toMatchObject({
          "@type": "Service",
          name: record.service.name,
          provider: { "@type": "ProfessionalService" },
        });
      } else {
        expect(blocks[2]?.hasOfferCatalog).toBeDefined();
      }
    }
  });

  it("alternates section backgrounds, keeping notices on white", () => {
    const data = toServicePageData(base(), () => "<svg></svg>", "en");
    expect(data.sections.map((s) => s.tone)).toEqual([
      "white",
      "surface",
      "white",
      "surface",
      "white",
      "surface",
    ]);
    function base() {
      return startupIndiaPage as ServicePage;
    }
  });

  it("hands the overview when the route has no parameter, and answers 404 for a service without a record", () => {
    expect(loadServicePage(undefined, "en").page.crumbs.at(-1)?.href).toBe("/services");
    expect(() => loadServicePage("unknown", "en")).toThrow(
      expect.objectContaining({ init: { status: 404 } }),
    );
  });
});
