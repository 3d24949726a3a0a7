import { CircleCheck, Clock3 } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Card } from "~/components/card";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { mailtoHref, site, telHref } from "~/config/site";
import { BookingForm } from "./booking-form";
import { ConsultationWordsContext, type ConsultationWords } from "./consultation-words";

/** The consultation page in the language of its words: both editions render this one tree. */
export function ConsultationPage({ words }: { words: ConsultationWords }) {
  const { benefits, bookingText, consultationCrumbs, consultationHero, nextSteps, whyChoose } =
    words;
  return (
    <ConsultationWordsContext value={words}>
      <PageHero
        above={<Breadcrumbs crumbs={consultationCrumbs} />}
        eyebrow={consultationHero.eyebrow}
        title={consultationHero.title}
        promise={consultationHero.promise}
      />

      {/* On a phone the form comes first, then what the consultation includes; from 1024 px the cards sit on the
          hero's edge above the form. */}
      <div className="flex flex-col">
        <Section id="booking" title={bookingText.formTitle}>
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.6fr_1fr]">
            <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
              <BookingForm />
              <noscript>
                <p className="mt-6 text-ink">
                  {bookingText.noscript} <a href={telHref}>{site.phone.display}</a>,{" "}
                  <a href={mailtoHref}>{site.email}</a>.
                </p>
              </noscript>
              <p className="mt-6 border-t border-line pt-4 text-sm text-ink-muted">
                {bookingText.note}
              </p>
            </div>
            <aside
              aria-labelledby="next-steps-title"
              className="h-fit rounded-card border border-accent/40 bg-accent-soft p-6"
            >
              <h3
                id="next-steps-title"
                className="flex items-center gap-2 text-lg font-semibold text-ink"
              >
                <Clock3 aria-hidden="true" className="size-5 text-[#92400e]" strokeWidth={1.5} />
                {nextSteps.title}
              </h3>
              <p className="mt-2 text-ink">{nextSteps.text}</p>
            </aside>
          </div>
        </Section>

        <section
          aria-label={consultationHero.benefitsLabel}
          className="relative z-10 pb-12 lg:order-first lg:-mt-8 lg:pb-0"
        >
          <ul className="container-page grid gap-5 md:grid-cols-3">
            {benefits.map((b) => (
              <li key={b.title}>
                <Card icon={b.icon} title={b.title} description={b.description} headingLevel="h2" />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <Section id="why" tone="surface" title={whyChoose.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {whyChoose.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <CircleCheck
                aria-hidden="true"
                className="mt-1 size-6 shrink-0 text-low"
                strokeWidth={1.5}
              />
              <div>
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-1 text-ink-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </ConsultationWordsContext>
  );
}
