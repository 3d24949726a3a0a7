import { SiteLink } from "~/components/site-link";
import { Card } from "~/components/card";
import { CardGrid } from "~/components/card-grid";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { Section } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { NextDeadlinesList } from "~/features/due-dates/components/next-deadlines-list";
import { LANGUAGE_TAGS } from "~/lib/locale";
import { hasPage } from "~/lib/site-pages";
import { useLocale } from "~/lib/use-locale";
import type { HomePageData } from "./home-page.server";
import { homeWords } from "./home-words";
import { LatestUpdates } from "./latest-updates";
import { StatsBand } from "./stats-band";

/** Home in the page's language (/ or /te): the same components, the words of that language. */
export function HomeView({ data }: { data: HomePageData }) {
  const locale = useLocale();
  const {
    closingCta,
    homeHero,
    homeSections,
    plannerLink,
    processSection,
    processSteps,
    quickCards,
    serviceCards,
    stats,
    updatesSection,
  } = homeWords[locale];
  // The articles are English: marked as such on a page in another language.
  const articlesLang = locale === "en" ? undefined : LANGUAGE_TAGS.en.lang;
  return (
    <>
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

      <section aria-label={homeSections.quickCardsLabel} className="relative z-10 -mt-8">
        {/* From 768 px the two short cards stand one above the other beside the longer deadlines card, each card as
            tall as its own content: none is stretched to another's height with empty space inside it. */}
        <ul className="container-page grid items-start gap-5 md:grid-cols-2">
          {quickCards.map(({ listsDeadlines, ...card }) => (
            <li
              key={card.title}
              className={listsDeadlines ? "md:col-start-2 md:row-span-2 md:row-start-1" : undefined}
            >
              <Card {...card} headingLevel="h2">
                {listsDeadlines ? (
                  <>
                    <NextDeadlinesList
                      deadlines={data.deadlines}
                      builtOn={data.builtOn}
                      months={data.months}
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
        eyebrow={homeSections.servicesEyebrow}
        title={homeSections.servicesTitle}
      >
        <CardGrid cards={serviceCards} />
      </Section>

      <Section
        id="updates"
        tone="surface"
        title={updatesSection.title}
        intro={updatesSection.intro}
      >
        <LatestUpdates
          items={data.updates}
          categories={updatesSection.categories}
          dateWords={updatesSection.dateWords}
          articlesLang={articlesLang}
        />
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

      <StatsBand stats={stats} label={homeSections.statsLabel} />

      <Section id="process" title={processSection.title} intro={processSection.intro}>
        <ProcessSteps steps={processSteps} />
      </Section>

      <CtaBand id="closing-cta" {...closingCta} />
    </>
  );
}
