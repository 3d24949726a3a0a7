import { Link, NavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { hydrates } from "~/lib/site-pages";

/*
 * The site's links. A page that does not hydrate has no scripts of its own to render it in the browser, so a link
 * to it from a page that does (the due dates, the forms, the articles' index) loads it as a document; links between
 * hydrated pages stay client-side navigations (docs/decisions/019-static-pages.md). On a page without scripts every
 * link is a plain link anyway.
 */
const pathOf = (to: To) => (typeof to === "string" ? to : (to.pathname ?? ""));

export const loadsAsDocument = (to: To) => {
  const path = pathOf(to);
  return path.startsWith("/") && !hydrates(path);
};

export function SiteLink({ reloadDocument, ...props }: LinkProps) {
  return <Link {...props} reloadDocument={reloadDocument ?? loadsAsDocument(props.to)} />;
}

export function SiteNavLink({ reloadDocument, ...props }: NavLinkProps) {
  return <NavLink {...props} reloadDocument={reloadDocument ?? loadsAsDocument(props.to)} />;
}
