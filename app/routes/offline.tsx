import { PageHero } from "~/components/page-hero";
import { mailtoHref, site, telHref } from "~/config/site";
import { offlineText as t } from "~/content/offline";
import { getMeta } from "~/lib/meta";
import { offlinePagePath } from "~/lib/route-list";
import type { Route } from "./+types/offline";

/*
 * The offline page. The service worker serves it, while the connection is down, at the address of a page this
 * device has not saved, so it is plain HTML with no framework: the build leaves out React Router's scripts here,
 * which would look for the code of that other page (docs/decisions/018-offline-service-worker.md).
 */

// Built at build time: the meta helpers never ship to the browser.
export function loader() {
  return {
    meta: getMeta({
      title: t.metaTitle,
      description: t.metaDescription,
      path: offlinePagePath,
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const linkClass = "font-semibold text-brand underline-offset-4 hover:underline";

export default function Offline() {
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} promise={t.promise} />
      <div className="container-page grid gap-12 py-12 sm:py-16 md:grid-cols-2">
        <section aria-labelledby="offline-saved" className="text-lg text-ink">
          <h2 id="offline-saved" className="text-2xl font-bold">
            {t.savedTitle}
          </h2>
          <ul className="mt-4 space-y-3">
            {t.saved.map((page) => (
              <li key={page.href}>
                <a href={page.href} className={linkClass}>
                  {page.label}
                </a>
                <span className="text-ink-muted">: {page.note}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-ink-muted">{t.savedNote}</p>
        </section>
        <section aria-labelledby="offline-contact" className="text-lg text-ink">
          <h2 id="offline-contact" className="text-2xl font-bold">
            {t.contactTitle}
          </h2>
          <p className="mt-4 text-ink-muted">{t.contactIntro}</p>
          <ul className="mt-4 space-y-3">
            <li>
              {t.phoneLabel}:{" "}
              <a href={telHref} className={linkClass}>
                {site.phone.display}
              </a>
            </li>
            <li>
              {t.emailLabel}:{" "}
              <a href={mailtoHref} className={linkClass}>
                {site.email}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
