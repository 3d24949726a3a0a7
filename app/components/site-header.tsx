import { Phone } from "lucide-react";
import { site, telHref } from "~/config/site";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { LANGUAGE_TAGS, otherEdition, pathIn } from "~/lib/locale";
import { existingLinks, hasPage } from "~/lib/site-pages";
import { useLocale } from "~/lib/use-locale";
import { useLocation } from "react-router";
import { MobileMenu } from "./mobile-menu";
import { Logo } from "./logo";
import { SiteLink, SiteNavLink } from "./site-link";
import { buttonVariants } from "./ui/button";
import { cn } from "~/lib/cn";

/*
 * Fixed header: navy like the hero beneath it, white once the page scrolls. The change is a scroll-driven animation
 * of the header's colour properties in app.css (`.site-header`), so it needs no script; where a browser lacks
 * scroll-driven animations the header stays navy. Every state has a real background of its own, so its contrast
 * never depends on what scrolls beneath it.
 */
export function SiteHeader() {
  const mainNav = useFrameWords("mainNav", navigation.mainNav);
  const menuText = useFrameWords("menuText", navigation.menuText);
  const bookConsultation = useFrameWords("bookConsultation", navigation.bookConsultation);
  const links = existingLinks(mainNav);
  const showBooking = hasPage(bookConsultation.href);

  return (
    <header data-site-header className="site-header fixed inset-x-0 top-0 z-40">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <SiteLink to="/" className="rounded-md">
          <Logo tone="header" />
          <span className="sr-only">{menuText.homeSuffix}</span>
        </SiteLink>
        <nav aria-label={menuText.mainLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <SiteNavLink
                  to={link.href}
                  end={link.href === "/"}
                  className="rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors hover:bg-(--header-hover) aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 xl:px-2.5"
                >
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* The number itself, for a visitor at a desk who would rather call (phones have the contact bar). */}
          <a
            href={telHref}
            className="hidden min-h-11 items-center gap-1.5 rounded-md px-2 text-[0.95rem] font-semibold whitespace-nowrap tabular-nums hover:bg-(--header-hover) xl:inline-flex"
          >
            <Phone aria-hidden="true" className="size-4" />
            {site.phone.display}
          </a>
          <LanguageSwitch />
          {showBooking ? (
            <span className="hidden sm:contents">
              <SiteLink
                to={bookConsultation.href}
                className={cn(buttonVariants({ size: "sm" }), "whitespace-nowrap")}
              >
                {bookConsultation.label}
              </SiteLink>
            </span>
          ) : null}
          <MobileMenu links={links} booking={showBooking ? bookConsultation : undefined} />
        </div>
      </div>
    </header>
  );
}

/**
 * A link to this page in the other language, where the site has it; on a page with no twin (the articles, written in
 * English) a link to the other language's home page. Every page's header thus holds the same items at the same
 * places, so moving to the blog does not shift the header's links. The choice is remembered (app/browser/site.ts).
 */
function LanguageSwitch() {
  const locale = useLocale();
  const staticText = useFrameWords("prerenderedFrameText", navigation.prerenderedFrameText);
  const twin = otherEdition(useLocation().pathname);
  const otherLocale = locale === "te" ? "en" : "te";
  const other = twin ?? { locale: otherLocale, path: pathIn("/", otherLocale) };
  return (
    <a
      href={other.path}
      hrefLang={LANGUAGE_TAGS[other.locale].lang}
      lang={LANGUAGE_TAGS[other.locale].lang}
      data-language-switch={other.locale}
      className="inline-flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-semibold underline decoration-accent decoration-2 underline-offset-4 hover:bg-(--header-hover)"
    >
      <span className="sr-only" lang={LANGUAGE_TAGS[locale].lang}>
        {twin ? staticText.languageLabel : staticText.otherHomeLabel}{" "}
      </span>
      {LANGUAGE_TAGS[other.locale].name}
    </a>
  );
}
