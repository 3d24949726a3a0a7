import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { HeroPanel } from "~/components/hero-panel";
import { PageHero } from "~/components/page-hero";
import { PageScript } from "~/components/page-script";
import { Section } from "~/components/section";
import { fullAddress, site } from "~/config/site";
import { useFrameWords } from "~/content/frame";
import * as greetings from "~/content/whatsapp-greetings";
import { incorporationPaths } from "~/content/incorporations";
import { ChecklistActions } from "~/features/incorporations/components/checklist-actions";
import { ChecklistCategories } from "~/features/incorporations/components/checklist-categories";
import { ChecklistRules } from "~/features/incorporations/components/checklist-rules";
import { MinimumRequirement } from "~/features/incorporations/components/minimum-requirement";
import { checklistCrumbs } from "~/features/incorporations/crumbs";
import { checklistPage, requestLocale } from "~/features/incorporations/incorporation-pages.server";
import { incorporationWords } from "~/features/incorporations/words";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { useLocale } from "~/lib/use-locale";
import { whatsappHref } from "~/lib/whatsapp";
import type { Route } from "./+types/incorporation-checklist";

/*
 * One module for the four checklist pages (services/incorporations/:type/checklist). The same record feeds the PDF
 * at /downloads/<type>-checklist.pdf (routes/checklist-pdf.ts). The Telugu edition
 * (/te/services/incorporations/:type/checklist) is this module too, with the words of its address's language, and
 * links to the Telugu PDF drawn from them (/downloads/te-<type>-checklist.pdf).
 */
export const loader = ({ params, request }: Route.LoaderArgs) =>
  checklistPage(params.type, requestLocale(request));

export const meta = metaFromLoader;

export default function IncorporationChecklistPage({ loaderData }: Route.ComponentProps) {
  const { checklist, rules, shortName } = loaderData;
  const locale = useLocale();
  const { checklistPageText } = incorporationWords(locale);
  const whatsappGreetings = useFrameWords("whatsappGreetings", greetings.whatsappGreetings);
  const whatsapp = whatsappHref(whatsappGreetings.incorporation);
  return (
    <div data-print-document>
      {/* In print the site header is hidden: the firm's name and contacts head the sheet instead. */}
      <div className="hidden print:mb-4 print:block print:border-b print:border-ink print:pb-3">
        <p className="text-lg font-bold">{site.name}</p>
        <p className="text-sm">
          {site.phone.display} · {site.email} · {fullAddress}
        </p>
      </div>
      <PageHero
        above={
          <Breadcrumbs
            crumbs={checklistCrumbs(checklist.slug, shortName, locale)}
            onlyLinkExisting
          />
        }
        title={checklist.title}
        promise={checklist.intro}
        aside={
          <HeroPanel title={checklistPageText.heroPanelTitle}>
            <ul className="divide-y divide-white/15">
              {checklist.categories.map((category) => (
                <li
                  key={category.title}
                  className="flex items-baseline justify-between gap-4 py-2.5"
                >
                  <span>{category.title}</span>
                  <span className="shrink-0 font-semibold text-white tabular-nums">
                    {checklistPageText.documentsCount(category.items.length)}
                  </span>
                </li>
              ))}
            </ul>
          </HeroPanel>
        }
      />

      <div className="container-page space-y-8 pt-10">
        <MinimumRequirement minimum={checklist.minimum} />
        <ChecklistActions
          text={checklistPageText}
          pdfHref={incorporationPaths.pdf(checklist.slug, locale)}
          pdfFileName={checklist.pdfFileName}
          whatsappHref={whatsapp}
        />
      </div>

      <Section
        id="documents"
        title={checklistPageText.documentsTitle}
        intro={checklistPageText.documentsIntro}
      >
        <p className="no-print -mt-4 mb-6 text-ink-muted">{checklistPageText.ticksNote}</p>
        <ChecklistCategories slug={checklist.slug} categories={checklist.categories} />
        <PageScript name="checklist" />
      </Section>

      <Section id="rules" tone="surface" title={rules.title} intro={rules.intro}>
        <ChecklistRules rules={rules.rules} />
      </Section>

      <div className="no-print">
        <CtaBand
          id="checklist-cta"
          title={checklistPageText.ctaTitle}
          text={checklistPageText.ctaText}
          primary={checklistPageText.startRegistration}
          secondary={{ label: checklistPageText.whatsapp, href: whatsapp, external: true }}
        />
      </div>
    </div>
  );
}
