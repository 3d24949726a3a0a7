import { FeatureList } from "~/components/feature-list";
import { HeroPanel } from "~/components/hero-panel";
import { SiteLink } from "~/components/site-link";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { existingLinks } from "~/lib/site-pages";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Card } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import * as enAbout from "~/content/about";
import * as teAbout from "~/content/te/about";
import { site } from "~/config/site";
import { Milestones } from "~/features/about/milestones";
import { TeamMembers } from "~/features/about/team-members";
import { homeWords } from "~/features/home/home-words";
import { localeOf, localizeLinks, pathIn, type Locale } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, firmJsonLd } from "~/lib/structured-data";
import { useLocale } from "~/lib/use-locale";
import type { Route } from "./+types/about";

/** About's words in each language: one page, its words chosen by the address's language (/about or /te/about). */
const aboutWords: Record<Locale, typeof enAbout> = { en: enAbout, te: teAbout };

/** The crumbs with the addresses of the page's language (/te, /te/about on the Telugu page). */
const crumbsIn = (locale: Locale) => localizeLinks(aboutWords[locale].aboutCrumbs, locale);

// Built at build time: the meta helpers and JSON-LD builders never ship to the browser.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return {
    meta: getMeta({
      ...aboutWords[locale].aboutMeta,
      path: pathIn("/about", locale),
      jsonLd: [firmJsonLd(homeWords[locale].firmRecord), breadcrumbJsonLd(crumbsIn(locale))],
    }),
  };
}

export const meta = metaFromLoader;

/** Beside the hero from 1024 px: what the practice does, as links to each service (the footer's list). */
function AboutServicesPanel() {
  const staticText = useFrameWords("prerenderedFrameText", navigation.prerenderedFrameText);
  const services = existingLinks(useFrameWords("footerServices", navigation.footerServices));
  return (
    <HeroPanel title={staticText.servicesTitle}>
      <ul className="divide-y divide-white/15">
        {services.map((service) => (
          <li key={service.href}>
            <SiteLink
              to={service.href}
              className="block py-2.5 font-semibold text-white underline decoration-accent underline-offset-4"
            >
              {service.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </HeroPanel>
  );
}

export default function About() {
  const locale = useLocale();
  const {
    aboutCta,
    aboutHero,
    differentiators,
    industries,
    story,
    team,
    teamMembers,
    timeline,
    values,
  } = aboutWords[locale];
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbsIn(locale)} />}
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        promise={aboutHero.promise}
        primary={aboutHero.primary}
        secondary={aboutHero.secondary}
        trust={aboutHero.trust}
        aside={<AboutServicesPanel />}
      />

      <Section id="story" title={story.title}>
        <div className="prose-body max-w-3xl text-lg text-ink">
          {story.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </Section>

      <Section id="milestones" tone="surface" title={timeline.title} intro={timeline.intro}>
        <Milestones items={timeline.items} />
      </Section>

      <Section id="values" title={values.title} intro={values.intro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {values.items.map((item) => (
            <li key={item.title}>
              <Card icon={item.icon} title={item.title} description={item.description} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="different"
        tone="surface"
        title={differentiators.title}
        intro={differentiators.intro}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {differentiators.items.map((item) => (
            <li key={item.title}>
              <Card icon={item.icon} title={item.title} description={item.description} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" title={industries.title} intro={industries.intro}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {industries.items.map(({ icon: Icon, name }) => (
            <li
              key={name}
              className="flex items-center gap-3 rounded-card border border-line bg-white p-4 font-semibold text-ink"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </span>
              {name}
            </li>
          ))}
        </ul>
      </Section>

      {site.team.length > 0 ? (
        <Section id="people" title={teamMembers.title} intro={teamMembers.intro}>
          <TeamMembers members={site.team} words={teamMembers} />
        </Section>
      ) : null}

      <Section id="team" tone="surface" title={team.title} intro={team.intro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {team.roles.map((role) => (
            <li key={role.role}>
              <Card icon={role.icon} title={role.role} description={role.description}>
                <FeatureList items={role.expertise} className="mt-4" />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="about-cta" {...aboutCta} />
    </>
  );
}
