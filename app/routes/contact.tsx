import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { WhatsAppIcon } from "~/components/whatsapp-icon";
import { fullAddress, mailtoHref, site, telHref } from "~/config/site";
import {
  contactCards,
  contactCrumbs,
  contactCta,
  contactFormText,
  contactHero,
  contactMeta,
  officeMapText,
} from "~/content/contact";
import { whatsappGreetings } from "~/content/whatsapp-greetings";
import { ContactForm } from "~/features/contact/contact-form";
import { OfficeMap } from "~/features/contact/office-map";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, firmJsonLd } from "~/lib/structured-data";
import { whatsappHref } from "~/lib/whatsapp";

// Built at build time: the meta helpers and JSON-LD builders never ship to the browser.
export function loader() {
  return {
    meta: getMeta({
      ...contactMeta,
      path: "/contact",
      jsonLd: [firmJsonLd(), breadcrumbJsonLd(contactCrumbs)],
    }),
  };
}

export const meta = metaFromLoader;

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

export default function Contact() {
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={contactCrumbs} />}
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        promise={contactHero.promise}
        primary={contactHero.primary}
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
              <address className="font-normal not-italic">{fullAddress}</address>
            </ContactCard>
          </li>
          <li>
            <ContactCard
              icon={<WhatsAppIcon className={iconClass} />}
              title={contactCards.whatsapp.title}
              note={contactCards.whatsapp.note}
            >
              <a
                href={whatsappHref(whatsappGreetings.general)}
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
    </>
  );
}
