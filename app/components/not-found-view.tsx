import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { notFoundText as t } from "~/content/errors";
import { site } from "~/config/site";
import { existingLinks } from "~/lib/site-pages";

/**
 * The 404 page's head tags. Written out rather than built with getMeta, so the meta helpers stay out of the browser
 * bundle.
 */
export const notFoundMeta = () => [
  { title: `${t.metaTitle} | ${site.name}` },
  { name: "description", content: t.metaDescription },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The 404 page's content. Rendered by the catch-all route after a link to an unknown address, and by the site
 * layout's error boundary for a 404 error: the prerendered 404.html and every fetch of a missing page's data.
 */
export function NotFoundView() {
  const suggestions = existingLinks(t.suggestions);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} promise={t.promise} primary={t.home} />
      {suggestions.length > 0 ? (
        <div className="container-page py-14">
          <h2 className="text-2xl font-semibold">{t.suggestionsTitle}</h2>
          <ul className="mt-4 space-y-2">
            {suggestions.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="text-lg text-brand hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
