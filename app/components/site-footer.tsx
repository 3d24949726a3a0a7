import { SiteLink } from "./site-link";
import { site } from "~/config/site";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { deferLayout } from "~/lib/deferred-layout";
import { existingLinks } from "~/lib/site-pages";
import { Prerendered } from "./prerendered";
import { FooterAreasAndDisclaimer, FooterMain, footerHeading } from "./site-footer-static";

export function SiteFooter() {
  const legalLinks = useFrameWords("legalLinks", navigation.legalLinks);
  const legal = existingLinks(legalLinks);

  return (
    <footer data-site-footer {...deferLayout} className="on-dark bg-navy text-slate-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <Prerendered id="footer-main" className="contents">
          {import.meta.env.SSR && <FooterMain />}
        </Prerendered>
        <Prerendered id="footer-newsletter">
          {import.meta.env.SSR && <FooterNewsletter />}
        </Prerendered>
      </div>
      <Prerendered id="footer-areas">
        {import.meta.env.SSR && <FooterAreasAndDisclaimer />}
      </Prerendered>
      <div className="container-page flex flex-col gap-3 py-8 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between">
        {/* The build's year, kept as prerendered: a visitor's clock never changes what hydration finds. */}
        <Prerendered id="footer-copyright">{import.meta.env.SSR && <Copyright />}</Prerendered>
        {legal.length > 0 ? (
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legal.map((link) => (
              <li key={link.href}>
                <SiteLink to={link.href} className="hover:text-accent hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}

/** The copyright line, with the year of the build. */
function Copyright() {
  const copyrightText = useFrameWords("copyrightText", navigation.copyrightText);
  return (
    <p>
      © {new Date().getFullYear()} {site.name}. {copyrightText.rightsReserved}
    </p>
  );
}

/** The footer's newsletter sign-up, prerendered only (its script is the public pages' small one). */
function FooterNewsletter() {
  const footerText = useFrameWords("footerText", navigation.footerText);
  return (
    <>
      <h2 className={footerHeading}>{footerText.newsletterTitle}</h2>
      <p className="mt-4 text-sm text-slate-300">{footerText.newsletterIntro}</p>
      <NewsletterForm />
    </>
  );
}
