import { RotateCw } from "lucide-react";
import { PageHero } from "~/components/page-hero";
import { SavedCopyNotice } from "~/components/saved-copy-notice";
import { buttonVariants } from "~/components/ui/button";
import { mailtoHref, site, telHref } from "~/config/site";
import * as english from "~/content/offline";
import * as telugu from "~/content/te/offline";
import { localeOf, type Locale } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { offlinePageFor } from "~/lib/route-list";
import { useLocale } from "~/lib/use-locale";
import type { Route } from "./+types/offline";

/*
 * The offline page. The service worker serves it, while the connection is down, at the address of a page this
 * device has not saved, so it is plain HTML with no framework: the build leaves out React Router's scripts here,
 * which would look for the code of that other page (docs/decisions/018-offline-service-worker.md).
 */

/** The page's words in each language: /offline, and /te/offline for a Telugu page's address. */
const words: Record<Locale, typeof english> = { en: english, te: telugu };

// Built at build time: the meta helpers never ship to the browser.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const { offlineText } = words[localeOf(path)];
  return {
    meta: getMeta({
      title: offlineText.metaTitle,
      description: offlineText.metaDescription,
      path: offlinePageFor(path),
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

const linkClass = "font-semibold text-brand underline-offset-4 hover:underline";

export default function Offline() {
  const locale = useLocale();
  const { offlineText } = words[locale];
  return (
    <>
      <PageHero
        eyebrow={offlineText.eyebrow}
        title={offlineText.title}
        promise={offlineText.promise}
      >
        {/* Asks for this address again (the one the visitor opened, where this page stands in); no script needed. */}
        <form method="get" className="mt-8">
          <button type="submit" className={buttonVariants({ size: "lg" })}>
            <RotateCw aria-hidden="true" />
            {offlineText.retry}
          </button>
        </form>
      </PageHero>
      {/* Not shown here: the site's script copies it onto a page served offline from its saved copy. */}
      <SavedCopyNotice />
      <div className="container-page grid gap-12 py-12 sm:py-16 md:grid-cols-2">
        <section aria-labelledby="offline-saved" className="text-lg text-ink">
          <h2 id="offline-saved" className="text-2xl font-bold">
            {offlineText.savedTitle}
          </h2>
          <ul className="mt-4 space-y-3">
            {offlineText.saved.map((page) => (
              <li key={page.href}>
                {/* The pages this device saves, as it saves them (the English due dates and planner). */}
                <a href={page.href} className={linkClass}>
                  {page.label}
                </a>
                <span className="text-ink-muted">: {page.note}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-ink-muted">{offlineText.savedNote}</p>
        </section>
        <section aria-labelledby="offline-contact" className="text-lg text-ink">
          <h2 id="offline-contact" className="text-2xl font-bold">
            {offlineText.contactTitle}
          </h2>
          <p className="mt-4 text-ink-muted">{offlineText.contactIntro}</p>
          <ul className="mt-4 space-y-3">
            <li>
              {offlineText.phoneLabel}:{" "}
              <a href={telHref} className={linkClass}>
                {site.phone.display}
              </a>
            </li>
            <li>
              {offlineText.emailLabel}:{" "}
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
