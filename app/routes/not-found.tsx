import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { notFoundText as t } from "~/content/errors";
import { site } from "~/config/site";
import { existingLinks } from "~/lib/site-pages";

// Written out rather than built with getMeta, so the meta helpers stay out of the browser bundle.
export const meta = () => [
  { title: `${t.metaTitle} | ${site.name}` },
  { name: "description", content: t.metaDescription },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NotFound() {
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
