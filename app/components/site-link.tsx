import { Link, NavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { localizeHref } from "~/lib/locale";
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

export const loadsAsDocument = (to: To) => {
  const path = pathOf(to);
  return path.startsWith("/") && !hydrates(path);
};

function useLocalized(to: To): To {
  const locale = useLocale();
  // Only prerendered pages are in Telugu: in a browser every link stays as written.
  return import.meta.env.SSR && typeof to === "string" ? localizeHref(to, locale) : to;
}

export function SiteLink({ reloadDocument, to, ...props }: LinkProps) {
  const target = useLocalized(to);
  return <Link {...props} to={target} reloadDocument={reloadDocument ?? loadsAsDocument(target)} />;
}

export function SiteNavLink({ reloadDocument, to, ...props }: NavLinkProps) {
  const target = useLocalized(to);
  return (
    <NavLink {...props} to={target} reloadDocument={reloadDocument ?? loadsAsDocument(target)} />
  );
}
