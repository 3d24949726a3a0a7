import { SiteLink } from "~/components/site-link";
import { FeatureList } from "~/components/feature-list";
import { Card } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { Section } from "~/components/section";
import {
  closingCta,
  homeHero,
  plannerLink,
  homeMeta,
  processSection,
  processSteps,
  quickCards,
  serviceCards,
  stats,
  updatesSection,
} from "~/content/home";
import { latestUpdates } from "~/features/blog/posts.server";
import { LatestUpdates } from "~/features/home/latest-updates";
import { StatsBand } from "~/features/home/stats-band";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { firmJsonLd } from "~/lib/structured-data";
import { buttonVariants } from "~/components/ui/button";
import { hasPage } from "~/lib/site-pages";
import { NextDeadlinesList } from "~/features/due-dates/components/next-deadlines-list";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { todayInIndia } from "~/features/due-dates/schedule";
import { deadlinesFrom } from "~/features/due-dates/upcoming";
import { browserScripts } from "virtual:browser-scripts";
import type { Route } from "./+types/home";

// Built at build time: the meta helpers and JSON-LD builders never ship to the browser.
export function loader() {
  const builtOn = todayInIndia();
  return {
    meta: getMeta({ ...homeMeta, path: "/", jsonLd: [firmJsonLd()] }),
    // The three most recently updated articles, so the home page and the blog always agree.
    updates: latestUpdates(3),
    // The "Upcoming Deadline" card's deadlines for the next year, from the due-dates data.
    deadlines: deadlinesFrom(loadDueDatesFile(), builtOn),
    builtOn,
  };
}

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* Home's own script (app/browser/home.ts): the deadlines card, for the visitor's day. */}
      {browserScripts.home ? (
        <script type="module" src={browserScripts.home} fetchPriority="low" />
      ) : null}
      <PageHero
        size="home"
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        promise={homeHero.promise}
        primary={homeHero.primary}
        secondary={homeHero.secondary}
        trust={homeHero.trust}
        image={{ ...homeHero.illustration, className: "h-auto w-full max-w-[480px]" }}
      />

      <section aria-label="Where to start" className="relative z-10 -mt-8">
        <ul className="container-page grid gap-5 md:grid-cols-3">
          {quickCards.map(({ listsDeadlines, ...card }) => (
            <li key={card.title}>
              <Card {...card} headingLevel="h2">
                {listsDeadlines ? (
                  <>
                    <NextDeadlinesList
                      deadlines={loaderData.deadlines}
                      builtOn={loaderData.builtOn}
                    />
                    <p className="mt-3">
                      <SiteLink
                        to={plannerLink.href}
                        className="font-semibold text-brand underline underline-offset-2"
                      >
                        {plannerLink.label}
                      </SiteLink>
                    </p>
                  </>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <Section
        id="services"
        eyebrow="What we do"
        title="Everything your business needs, in one place"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map(({ features, highlight, ...card }) => (
            <li key={card.title}>
              <Card {...card}>
                {highlight ? <p className="mt-3 font-semibold text-low">{highlight}</p> : null}
                <FeatureList items={features} className="mt-4" />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="updates"
        tone="surface"
        title={updatesSection.title}
        intro={updatesSection.intro}
      >
        <LatestUpdates items={loaderData.updates} />
        {hasPage(updatesSection.viewAll.href) ? (
          <div className="mt-8">
            <SiteLink
              to={updatesSection.viewAll.href}
              className={buttonVariants({ variant: "outline" })}
            >
              {updatesSection.viewAll.label}
            </SiteLink>
          </div>
        ) : null}
      </Section>

      <StatsBand stats={stats} label="Our track record" />

      <Section id="process" title={processSection.title} intro={processSection.intro}>
        <ProcessSteps steps={processSteps} />
      </Section>

      <CtaBand id="closing-cta" {...closingCta} />
    </>
  );
}
