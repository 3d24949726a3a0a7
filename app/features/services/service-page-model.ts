import type { MetaDescriptor } from "react-router";
import type { HeroAction } from "~/components/page-hero";
import type {
  ServiceAction,
  ServiceBlock,
  ServiceCardItem,
  ServicePage,
} from "~/content/services/service-page-schema";
import { servicesOverview } from "~/content/services/overview";
import { servicePageWords } from "~/content/services/page-words";
import { servicesOverview as servicesOverviewTe } from "~/content/te/services/overview";
import { servicePageWords as servicePageWordsTe } from "~/content/te/services/page-words";
import { whatsappGreetings as whatsappGreetingsTe } from "~/content/te/whatsapp-greetings";
import { whatsappGreetings, type GreetingTopic } from "~/content/whatsapp-greetings";
import { localizeHref, pathIn, type Locale } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd, firmJsonLd, serviceJsonLd, type Crumb } from "~/lib/structured-data";
import { whatsappHref } from "~/lib/whatsapp";

/*
 * Pure helpers that turn a services content record into what the page renders. They run at build time in the
 * route's loader: the page receives plain data (links resolved, icons as SVG markup, meta tags built), so neither
 * the words of other pages nor the icon components, zod or the JSON-LD builders reach the browser bundle.
 * Each takes the page's language: a Telugu page (/te/...) gets its crumbs, internal links and page path under /te,
 * its WhatsApp buttons the Telugu greeting, and its structured data in Telugu (docs/decisions/025-telugu-edition.md).
 */

/** The words every services page shares in one language, beside its own record's. */
interface Language {
  words: typeof servicePageWords;
  greetings: Readonly<Record<GreetingTopic, string>>;
  /** The overview's crumb, the second of every service page's trail. */
  servicesCrumb: string;
}

const languages: Record<Locale, Language> = {
  en: {
    words: servicePageWords,
    greetings: whatsappGreetings,
    servicesCrumb: servicesOverview.crumb,
  },
  te: {
    words: servicePageWordsTe,
    greetings: whatsappGreetingsTe,
    servicesCrumb: servicesOverviewTe.crumb,
  },
};

export interface CardData {
  /** SVG markup of the card's icon, rendered at build time from a lucide-react component. */
  iconSvg?: string;
  title: string;
  description: string;
  badge?: string;
  highlight?: string;
  listTitle?: string;
  features?: string[];
  href?: string;
  linkLabel?: string;
}

type Tone = "white" | "surface";
type Resolved<B> = B extends { link?: ServiceAction } ? Omit<B, "link"> & { link?: HeroAction } : B;
export type BlockData =
  | (Omit<Extract<ServiceBlock, { kind: "cards" }>, "cards"> & { cards: CardData[]; tone: Tone })
  | (Resolved<Exclude<ServiceBlock, { kind: "cards" }>> & { tone: Tone });

export interface ServicePageData {
  crumbs: Crumb[];
  hero: Omit<ServicePage["hero"], "primary" | "secondary"> & {
    primary: HeroAction;
    secondary?: HeroAction;
  };
  sections: BlockData[];
  cta?: { title: string; text: string; primary: HeroAction; secondary?: HeroAction };
}

/** The overview's path in the records (English); a Telugu page's own path is `pathIn(record.path, "te")`. */
const overviewPath = servicesOverview.path;

/** Home, the overview (on a service page) and the page itself, in the page's language and under its paths. */
export function serviceCrumbs(page: Pick<ServicePage, "path" | "crumb">, locale: Locale): Crumb[] {
  const { words, servicesCrumb } = languages[locale];
  const home = { label: words.homeCrumb, href: pathIn("/", locale) };
  const own = { label: page.crumb, href: pathIn(page.path, locale) };
  return page.path === overviewPath
    ? [home, own]
    : [home, { label: servicesCrumb, href: pathIn(overviewPath, locale) }, own];
}

/**
 * An internal path leads to its target's edition in the page's language when the site has one; a WhatsApp action
 * opens a chat prefilled with the page's greeting in that language.
 */
export function resolveAction(
  action: ServiceAction,
  greeting: GreetingTopic | undefined,
  locale: Locale,
): HeroAction {
  if ("to" in action) return { label: action.label, href: localizeHref(action.to, locale) };
  if (!greeting) throw new Error(`"${action.label}" needs a WhatsApp greeting on its page`);
  const text = languages[locale].greetings[greeting];
  return { label: action.label, href: whatsappHref(text), external: true };
}

/** Sections alternate white and slate backgrounds; a notice box sits on white and does not break the rhythm. */
export function sectionTones(sections: readonly { kind: string }[]): Tone[] {
  let shaded = false;
  return sections.map(({ kind }) => {
    if (kind === "notice") return "white";
    const tone: Tone = shaded ? "surface" : "white";
    shaded = !shaded;
    return tone;
  });
}

export type RenderIcon = (icon: NonNullable<ServiceCardItem["icon"]>) => string;

export function toServicePageData(
  page: ServicePage,
  renderIcon: RenderIcon,
  locale: Locale,
): ServicePageData {
  const act = (a: ServiceAction) => resolveAction(a, page.greeting, locale);
  const tones = sectionTones(page.sections);
  const sections = page.sections.map((block, i): BlockData => {
    const tone = tones[i] ?? "white";
    if (block.kind === "cards")
      return {
        ...block,
        tone,
        cards: block.cards.map(({ icon, link, ...card }) => ({
          ...card,
          ...(icon ? { iconSvg: renderIcon(icon) } : {}),
          ...(link ? { href: act(link).href, linkLabel: link.label } : {}),
        })),
      };
    if (block.kind === "notice") {
      const { link, ...rest } = block;
      return { ...rest, tone, ...(link ? { link: act(link) } : {}) };
    }
    return { ...block, tone };
  });
  const { primary, secondary, ...hero } = page.hero;
  return {
    crumbs: serviceCrumbs(page, locale),
    hero: { ...hero, primary: act(primary), ...(secondary ? { secondary: act(secondary) } : {}) },
    sections,
    ...(page.cta
      ? {
          cta: {
            title: page.cta.title,
            text: page.cta.text,
            primary: act(page.cta.primary),
            ...(page.cta.secondary ? { secondary: act(page.cta.secondary) } : {}),
          },
        }
      : {}),
  };
}

/** The page's head tags at its own path in its language, with its crumbs and what it offers as JSON-LD. */
export function servicePageMeta(page: ServicePage, locale: Locale): MetaDescriptor[] {
  const { words } = languages[locale];
  const path = pathIn(page.path, locale);
  const described = page.service
    ? {
        ...serviceJsonLd({
          name: page.service.name,
          serviceType: page.service.serviceType,
          description: page.meta.description,
          path,
        }),
        areaServed: { "@type": "Country", name: words.country },
      }
    : // The overview describes the whole range: the firm with its catalogue of services.
      firmJsonLd({
        description: words.firmDescription,
        areaServed: words.firmAreaServed,
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: page.hero.title,
          itemListElement: page.sections.flatMap((s) =>
            s.kind === "cards"
              ? s.cards.map((c) => ({
                  "@type": "Offer",
                  itemOffered: { "@type": "Service", name: c.title, description: c.description },
                }))
              : [],
          ),
        },
      });
  return getMeta({
    title: page.meta.title,
    description: page.meta.description,
    path,
    jsonLd: [breadcrumbJsonLd(serviceCrumbs(page, locale)), described],
  });
}
