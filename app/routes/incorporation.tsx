import { SiteLink } from "~/components/site-link";
import { ClipboardList } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Card } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { HeroFacts } from "~/components/hero-facts";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { useFrameWords } from "~/content/frame";
import * as greetings from "~/content/whatsapp-greetings";
import { incorporationPaths } from "~/content/incorporations";
import { AdvantageGrid } from "~/features/incorporations/components/advantage-grid";
import { RegistrationTimeline } from "~/features/incorporations/components/registration-timeline";
import { RequirementList } from "~/features/incorporations/components/requirement-list";
import { registrationCrumbs } from "~/features/incorporations/crumbs";
import {
  registrationPage,
  requestLocale,
} from "~/features/incorporations/incorporation-pages.server";
import { incorporationWords } from "~/features/incorporations/words";
import { cn } from "~/lib/cn";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { hasPage } from "~/lib/site-pages";
import { useLocale } from "~/lib/use-locale";
import { whatsappHref } from "~/lib/whatsapp";
import type { Route } from "./+types/incorporation";

/*
 * One module for the four registration pages (services/incorporations/:type). The build-time loader picks the
 * record the parameter names (app/features/incorporations/incorporation-pages.server.ts): only that type's words
 * reach the page. The Telugu edition (/te/services/incorporations/:type) is this module too, with the words of the
 * language of the page's address.
 */
export const loader = ({ params, request }: Route.LoaderArgs) =>
  registrationPage(params.type, requestLocale(request));

export const meta = metaFromLoader;

export default function IncorporationPage({ loaderData }: Route.ComponentProps) {
  const { incorporation: inc, checklist, others } = loaderData;
  const locale = useLocale();
  const { registrationPageText } = incorporationWords(locale);
  const whatsappGreetings = useFrameWords("whatsappGreetings", greetings.whatsappGreetings);
  const checklistPath = incorporationPaths.checklist(inc.slug);
  const whatsapp = {
    label: registrationPageText.whatsapp,
    href: whatsappHref(whatsappGreetings.incorporation),
    external: true,
  };
  return (
    <>
      <PageHero
        above={
          <Breadcrumbs crumbs={registrationCrumbs(inc.slug, inc.name, locale)} onlyLinkExisting />
        }
        eyebrow={inc.hero.eyebrow}
        title={inc.hero.title}
        promise={inc.hero.promise}
        primary={
          hasPage(registrationPageText.bookConsultation.href)
            ? registrationPageText.bookConsultation
            : whatsapp
        }
        secondary={{ label: registrationPageText.viewChecklist, href: checklistPath }}
        aside={
          <HeroFacts
            title={registrationPageText.timelineTitle}
            facts={[
              ...inc.timeline.map((stage) => ({ term: stage.stage, value: stage.duration })),
              { term: checklist.minimum.label, value: checklist.minimum.value },
            ]}
          />
        }
      />

      <Section id="overview" title={registrationPageText.overviewTitle}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="prose-body max-w-3xl text-lg text-ink-muted">
            {inc.overview.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <aside
            aria-labelledby="best-for-title"
            className="self-start rounded-card border border-line bg-surface p-6"
          >
            <h3 id="best-for-title" className="text-lg font-semibold text-ink">
              {inc.overview.bestForTitle}
            </h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink marker:text-brand">
              {inc.overview.bestFor.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section id="advantages" tone="surface" title={registrationPageText.advantagesTitle}>
        <AdvantageGrid advantages={inc.advantages} />
      </Section>

      <Section
        id="requirements"
        title={registrationPageText.requirementsTitle}
        intro={registrationPageText.requirementsIntro}
      >
        <RequirementList requirements={inc.requirements} />
      </Section>

      <Section id="timeline" tone="surface" title={registrationPageText.timelineTitle}>
        <RegistrationTimeline
          stages={inc.timeline}
          note={inc.timelineNote}
          stageLabel={registrationPageText.timelineStage}
        />
      </Section>

      <Section
        id="checklist"
        title={registrationPageText.checklistTitle}
        intro={registrationPageText.checklistIntro}
      >
        <div className="flex flex-col gap-6 rounded-card border border-line bg-white p-6 shadow-card md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <ClipboardList aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </span>
            <div>
              <h3 className="text-xl font-semibold text-ink">{checklist.title}</h3>
              <p className="mt-1 text-ink-muted">
                {checklist.minimum.label}: {checklist.minimum.value}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {checklist.categories.map((c) => (
                  <li key={c} className="rounded-full bg-surface px-3 py-1 text-ink">
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <SiteLink
            to={checklistPath}
            className={cn(buttonVariants({ variant: "secondary" }), "shrink-0")}
          >
            {/* Long type names wrap on phones instead of overflowing the card. */}
            <span className="whitespace-normal">
              {registrationPageText.checklistLinkLabel(inc.shortName)}
            </span>
          </SiteLink>
        </div>
      </Section>

      <Section id="other-types" tone="surface" title={registrationPageText.otherTypesTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {others.map((o) => (
            <li key={o.slug}>
              <Card
                title={o.name}
                description={o.summary}
                href={incorporationPaths.registration(o.slug)}
                linkLabel={registrationPageText.otherTypesLinkLabel(o.name)}
              />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="incorporation-cta"
        title={inc.cta.title}
        text={inc.cta.text}
        primary={registrationPageText.bookConsultation}
        secondary={whatsapp}
      />
    </>
  );
}
