import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { HeroPanel } from "~/components/hero-panel";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { WhatsAppIcon } from "~/components/whatsapp-icon";
import { mailtoHref, site, telHref } from "~/config/site";
import { whatsappHref } from "~/lib/whatsapp";
import { ContactForm } from "./contact-form";
import { ContactWordsContext, type ContactWords } from "./contact-words";
import { OfficeMap } from "./office-map";

function ContactCard({
  icon,
  title,
  children,
  note,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  note: string;
}) {
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
        {icon}
      </span>
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <div className="mt-2 font-semibold break-words text-ink">{children}</div>
      <p className="mt-2 text-sm text-ink-muted">{note}</p>
    </article>
  );
}

const linkClass = "text-brand underline-offset-4 hover:underline";
const iconClass = "size-6";

/** The contact page in the language of its words: both editions render this one tree. */
export function ContactPage({ words }: { words: ContactWords }) {
  const { contactCards, contactCrumbs, contactCta, contactFormText, contactHero, officeMapText } =
    words;
  return (
    <ContactWordsContext value={words}>
      <PageHero
        above={<Breadcrumbs crumbs={contactCrumbs} />}
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        promise={contactHero.promise}
        primary={contactHero.primary}
        aside={
          <HeroPanel title={contactCards.office.title}>
            <address className="font-semibold text-white not-italic">{words.officeAddress}</address>
            <p className="mt-4">{contactCards.phone.note}</p>
            <p className="mt-1">{contactCards.office.note}</p>
            <p className="mt-4 border-t border-white/15 pt-4">{contactCards.email.note}</p>
          </HeroPanel>
        }
      />

      <section aria-labelledby="contact-ways-title" className="relative z-10 -mt-8">
        <h2 id="contact-ways-title" className="sr-only">
          {contactCards.title}
        </h2>
        <ul className="container-page grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <ContactCard
              icon={<Phone aria-hidden="true" className={iconClass} strokeWidth={1.5} />}
              title={contactCards.phone.title}
              note={contactCards.phone.note}
            >
              <a href={telHref} className={linkClass}>
                {site.phone.display}
              </a>
            </ContactCard>
          </li>
          <li>
            <ContactCard
              icon={<Mail aria-hidden="true" className={iconClass} strokeWidth={1.5} />}
              title={contactCards.email.title}
              note={contactCards.email.note}
            >
              <a href={mailtoHref} className={linkClass}>
                {site.email}
              </a>
            </ContactCard>
          </li>
          <li>
            <ContactCard
              icon={<MapPin aria-hidden="true" className={iconClass} strokeWidth={1.5} />}
              title={contactCards.office.title}
              note={contactCards.office.note}
            >
              <address className="font-normal not-italic">{words.officeAddress}</address>
            </ContactCard>
          </li>
          <li>
            <ContactCard
              icon={<WhatsAppIcon className={iconClass} />}
              title={contactCards.whatsapp.title}
              note={contactCards.whatsapp.note}
            >
              <a
                href={whatsappHref(words.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {contactCards.whatsapp.linkLabel}
                <span className="sr-only"> {contactCards.newTab}</span>
              </a>
            </ContactCard>
          </li>
        </ul>
      </section>

      <Section id="message" title={contactFormText.title} intro={contactFormText.intro}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.2fr_1fr]">
          <ContactForm />
          <div>
            <h3 className="mb-4 text-xl font-semibold text-ink">{officeMapText.title}</h3>
            <OfficeMap />
          </div>
        </div>
      </Section>

      <CtaBand id="contact-cta" {...contactCta} />
    </ContactWordsContext>
  );
}
