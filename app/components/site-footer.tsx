import { SiteLink } from "./site-link";
import { site } from "~/config/site";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { deferLayout } from "~/lib/deferred-layout";
import { existingLinks } from "~/lib/site-pages";
import { useAfterHydration } from "~/lib/use-hydrated";
import { Prerendered } from "./prerendered";
import { FooterAreasAndDisclaimer, FooterMain, footerHeading } from "./site-footer-static";

const BUILD_YEAR = new Date().getFullYear();
/** The prerendered year is the build's; after hydration the visitor's clock decides. */
function useCurrentYear() {
  return useAfterHydration(new Date().getFullYear(), BUILD_YEAR);
}

export function SiteFooter() {
  const copyrightText = useFrameWords("copyrightText", navigation.copyrightText);
  const legalLinks = useFrameWords("legalLinks", navigation.legalLinks);
  const year = useCurrentYear();
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
        <p>
          © {year} {site.name}. {copyrightText.rightsReserved}
        </p>
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
