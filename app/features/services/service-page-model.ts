import type { MetaDescriptor } from "react-router";
import type { HeroAction } from "~/components/page-hero";
import type {
  ServiceAction,
  ServiceBlock,
  ServiceCardItem,
  ServicePage,
} from "~/content/services/service-page-schema";
import { whatsappGreetings, type GreetingTopic } from "~/content/whatsapp-greetings";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd, firmJsonLd, serviceJsonLd, type Crumb } from "~/lib/structured-data";
import { whatsappHref } from "~/lib/whatsapp";

/*
 * Pure helpers that turn a services content record into what the page renders. They run at build time in the
 * route's loader: the page receives plain data (links resolved, icons as SVG markup, meta tags built), so neither
 * the words of other pages nor the icon components, zod or the JSON-LD builders reach the browser bundle.
 */

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

export const servicesCrumb: Crumb = { label: "Services", href: "/services" };
const homeCrumb: Crumb = { label: "Home", href: "/" };

export function serviceCrumbs(page: Pick<ServicePage, "path" | "crumb">): Crumb[] {
  return page.path === servicesCrumb.href
    ? [homeCrumb, { label: page.crumb, href: page.path }]
    : [homeCrumb, servicesCrumb, { label: page.crumb, href: page.path }];
}

/** An internal path stays as it is; a WhatsApp action opens a chat prefilled with the page's greeting. */
export function resolveAction(action: ServiceAction, greeting?: GreetingTopic): HeroAction {
  if ("to" in action) return { label: action.label, href: action.to };
  if (!greeting) throw new Error(`"${action.label}" needs a WhatsApp greeting on its page`);
  return { label: action.label, href: whatsappHref(whatsappGreetings[greeting]), external: true };
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

export function toServicePageData(page: ServicePage, renderIcon: RenderIcon): ServicePageData {
  const act = (a: ServiceAction) => resolveAction(a, page.greeting);
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
    crumbs: serviceCrumbs(page),
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

export function servicePageMeta(page: ServicePage): MetaDescriptor[] {
  const described = page.service
    ? serviceJsonLd({
        name: page.service.name,
        serviceType: page.service.serviceType,
        description: page.meta.description,
        path: page.path,
      })
    : // The overview describes the whole range: the firm with its catalogue of services.
      firmJsonLd({
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
    path: page.path,
    jsonLd: [breadcrumbJsonLd(serviceCrumbs(page)), described],
  });
}
