import { SiteLink } from "./site-link";
import { PageHero } from "~/components/page-hero";
import { useFrameWords } from "~/content/frame";
import * as errors from "~/content/errors";
import { existingLinks } from "~/lib/site-pages";

/**
 * The 404 page's content: the catch-all route's page (prerendered as 404.html, which a host serves at any unknown
 * address) and, on a page that loads React, what the site layout's error boundary shows for a 404 error.
 */
export function NotFoundView() {
  const notFoundText = useFrameWords("notFoundText", errors.notFoundText);
  const suggestions = existingLinks(notFoundText.suggestions);
  return (
    <>
      <PageHero
        eyebrow={notFoundText.eyebrow}
        title={notFoundText.title}
        promise={notFoundText.promise}
        primary={notFoundText.home}
      />
      {suggestions.length > 0 ? (
        <div className="container-page py-14">
          <h2 className="text-2xl font-semibold">{notFoundText.suggestionsTitle}</h2>
          <ul className="mt-4 space-y-2">
            {suggestions.map((link) => (
              <li key={link.href}>
                <SiteLink to={link.href} className="text-lg text-brand hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
