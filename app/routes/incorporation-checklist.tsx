import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { fullAddress, site } from "~/config/site";
import {
  checklistPageText as t,
  checklistRules,
  incorporationChecklists,
} from "~/content/incorporation-checklists";
import { incorporationPaths, incorporations } from "~/content/incorporations";
import { whatsappGreetings } from "~/content/whatsapp-greetings";
import { ChecklistActions } from "~/features/incorporations/components/checklist-actions";
import { ChecklistCategories } from "~/features/incorporations/components/checklist-categories";
import { ChecklistRules } from "~/features/incorporations/components/checklist-rules";
import { MinimumRequirement } from "~/features/incorporations/components/minimum-requirement";
import { checklistCrumbs, jsonLdCrumbs } from "~/features/incorporations/crumbs";
import { requireSlug } from "~/features/incorporations/incorporation-path";
import { getMeta } from "~/lib/meta";
import { hasPage } from "~/lib/site-pages";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { whatsappHref } from "~/lib/whatsapp";
import type { Route } from "./+types/incorporation-checklist";

/*
 * One module for the four checklist pages (/services/incorporations/<slug>/checklist), registered once per type in
 * app/routes.ts. The same record feeds the PDF at /downloads/<slug>-checklist.pdf (routes/checklist-pdf.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = requireSlug(request.url);
  const checklist = incorporationChecklists[slug];
  const shortName = incorporations[slug].shortName;
  return {
    meta: getMeta({
      ...checklist.meta,
      path: incorporationPaths.checklist(checklist.slug),
      jsonLd: [breadcrumbJsonLd(jsonLdCrumbs(checklistCrumbs(checklist.slug, shortName), hasPage))],
    }),
    checklist,
    rules: checklistRules,
    shortName: incorporations[slug].shortName,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function IncorporationChecklistPage({ loaderData }: Route.ComponentProps) {
  const { checklist, rules, shortName } = loaderData;
  const whatsapp = whatsappHref(whatsappGreetings.incorporation);
  return (
    <div data-checklist-page>
      {/* In print the site header is hidden: the firm's name and contacts head the sheet instead. */}
      <div className="hidden print:mb-4 print:block print:border-b print:border-ink print:pb-3">
        <p className="text-lg font-bold">{site.name}</p>
        <p className="text-sm">
          {site.phone.display} · {site.email} · {fullAddress}
        </p>
      </div>
      <PageHero
        above={<Breadcrumbs crumbs={checklistCrumbs(checklist.slug, shortName)} onlyLinkExisting />}
        title={checklist.title}
        promise={checklist.intro}
      />

      <div className="container-page space-y-8 pt-10">
        <MinimumRequirement minimum={checklist.minimum} />
        <ChecklistActions
          text={t}
          pdfHref={incorporationPaths.pdf(checklist.slug)}
          pdfFileName={checklist.pdfFileName}
          whatsappHref={whatsapp}
        />
      </div>

      <Section id="documents" title={t.documentsTitle} intro={t.documentsIntro}>
        <ChecklistCategories categories={checklist.categories} />
      </Section>

      <Section id="rules" tone="surface" title={rules.title} intro={rules.intro}>
        <ChecklistRules rules={rules.rules} />
      </Section>

      <div className="no-print">
        <CtaBand
          id="checklist-cta"
          title={t.ctaTitle}
          text={t.ctaText}
          primary={t.startRegistration}
          secondary={{ label: t.whatsapp, href: whatsapp, external: true }}
        />
      </div>
    </div>
  );
}
