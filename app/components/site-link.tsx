import { Link, NavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { localeOf, localizeHref, type Locale } from "~/lib/locale";
import { hydrates } from "~/lib/site-pages";
import { useLocale } from "~/lib/use-locale";

/*
 * The site's links. A page that does not hydrate has no scripts of its own to render it in the browser, so a link
 * to it from a page that does (the due dates, the forms, the articles' index) loads it as a document; links between
 * hydrated pages stay client-side navigations (docs/decisions/019-static-pages.md). On a page without scripts every
 * link is a plain link anyway. From a Telugu page a link leads to its target's Telugu edition when the site has one
 * (docs/decisions/025-telugu-edition.md).
 */
const pathOf = (to: To) => (typeof to === "string" ? to : (to.pathname ?? ""));

/**
 * Whether a link from a page in `from` loads its target as a document: a page without React, or a page in the other
 * language, whose header, footer and words are another edition's (the frame's prerendered parts are kept as the
 * first page wrote them).
 */
export const loadsAsDocument = (to: To, from: Locale = "en") => {
  const path = pathOf(to);
  return path.startsWith("/") && (!hydrates(path) || localeOf(path) !== from);
};

function useLink(to: To, reloadDocument: boolean | undefined) {
  const locale = useLocale();
  const target = typeof to === "string" ? localizeHref(to, locale) : to;
  return { to: target, reloadDocument: reloadDocument ?? loadsAsDocument(target, locale) };
}

export function SiteLink({ reloadDocument, to, ...props }: LinkProps) {
  return <Link {...props} {...useLink(to, reloadDocument)} />;
}

export function SiteNavLink({ reloadDocument, to, ...props }: NavLinkProps) {
  return <NavLink {...props} {...useLink(to, reloadDocument)} />;
}
