import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { notFoundText as t } from "~/content/errors";
import { getMeta } from "~/lib/meta";
import { existingLinks } from "~/lib/site-pages";

export const meta = () =>
  getMeta({ title: t.metaTitle, description: t.metaDescription, path: "/404", noindex: true });

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
