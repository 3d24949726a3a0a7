import { SiteLink } from "~/components/site-link";
import { Building2, Check, Laptop, MapPin } from "lucide-react";
import { FeatureList } from "~/components/feature-list";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { HeroFacts } from "~/components/hero-facts";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { site } from "~/config/site";
import { cityPage } from "~/features/cities/city-page.server";
import { localeOf } from "~/lib/locale";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { hasPage } from "~/lib/site-pages";
import type { Route } from "./+types/city";

// One template for the twelve city pages (:city) and their Telugu editions (te/:city); the build-time loader hands
// the page its city's record and the template's words in the page's language.
export const loader = ({ params, request }: Route.LoaderArgs) =>
  cityPage(params.city, localeOf(new URL(request.url).pathname));

export const meta = metaFromLoader;

const tile =
  "inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand";

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, registrar, words: template, crumbs } = loaderData;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={template.eyebrow}
        title={template.title}
        promise={city.promise}
        primary={template.cta.primary}
        aside={
          <HeroFacts
            title={template.visitsTitle}
            stacked
            facts={[
              { term: template.officeTitle, value: template.officeText },
              { term: template.registrarTitle, value: `${registrar.name}, ${registrar.city}` },
            ]}
          />
        }
      />

      <Section id="local" title={template.localTitle} intro={<p>{city.intro}</p>}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-ink">{template.industriesTitle}</h3>
            <p className="mt-3 text-ink-muted">{city.economy}</p>
            <FeatureList items={city.industries} size="base" className="mt-5" />
          </div>
          <div>
            <h3 className="text-xl font-semibold text-ink">{template.focusTitle}</h3>
            <dl className="mt-3 space-y-5">
              {city.focus.map((item) => (
                <div key={item.title}>
                  <dt className="font-semibold text-ink">{item.title}</dt>
                  <dd className="mt-1 text-ink-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section
        id="services"
        tone="surface"
        title={template.servicesTitle}
        intro={template.servicesIntro}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {template.services.map((service) => (
            <li
              key={service.title}
              className="flex items-center gap-3 rounded-card border border-line bg-white p-5"
            >
              <Check aria-hidden="true" className="size-5 shrink-0 text-low" />
              {hasPage(service.href) ? (
                <SiteLink
                  to={service.href}
                  className="font-semibold text-ink hover:text-brand hover:underline"
                >
                  {service.title}
                </SiteLink>
              ) : (
                <span className="font-semibold text-ink">{service.title}</span>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink">
          {template.planner.text}{" "}
          <SiteLink
            to={template.planner.href}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {template.planner.label}
          </SiteLink>
          .
        </p>
      </Section>

      <Section id="registrar" title={template.registrarTitle}>
        <div className="max-w-3xl">
          <div className="flex gap-4">
            <span className={tile}>
              <Building2 aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </span>
            <div>
              <h3 className="text-xl font-semibold text-ink">
                {registrar.name}, {registrar.city}
              </h3>
              <p className="mt-2 text-ink-muted">{registrar.note}</p>
              <p className="mt-3 text-ink-muted">{template.registrarCrc}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section id="how" tone="surface" title={template.visitsTitle}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex gap-4 rounded-card border border-line bg-white p-6">
            <span className={tile}>
              <MapPin aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{template.officeTitle}</h3>
              <p className="mt-2 text-ink-muted">{city.visits}</p>
              <address className="mt-3 text-ink not-italic">
                {site.name}
                <br />
                {template.officeAddress}
              </address>
              <p className="mt-2 text-sm text-ink-muted">{template.officeText}</p>
            </div>
          </div>
          <div className="flex gap-4 rounded-card border border-line bg-white p-6">
            <span className={tile}>
              <Laptop aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{template.onlineTitle}</h3>
              <p className="mt-2 text-ink-muted">{template.online}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section id="faq" title={template.faqTitle}>
        <dl className="max-w-3xl space-y-6">
          {city.faq.map((item) => (
            <div key={item.question}>
              <dt className="text-lg font-semibold text-ink">{item.question}</dt>
              <dd className="mt-2 text-ink-muted">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand id="city-cta" {...template.cta} />
    </>
  );
}
