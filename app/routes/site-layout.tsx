import { SiteLink } from "~/components/site-link";
import { lazy, Suspense, type ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { FloatingActions } from "~/components/floating-actions";
import { LazyToaster } from "~/components/lazy-toaster";
import { PageHero } from "~/components/page-hero";
import { PortalStrip } from "~/components/portal-strip";
import { Prerendered } from "~/components/prerendered";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { buttonVariants } from "~/components/ui/button";
import { notFoundMeta } from "~/content/errors";
import { useFrameWords, useShowsPortalStrip } from "~/content/frame";
import * as errors from "~/content/errors";
import { useDeferredLayout } from "~/lib/deferred-layout";
import { isNotFound } from "~/lib/not-found";
import { usePrerenderedLinks } from "~/lib/use-prerendered-links";
import type { Route } from "./+types/site-layout";

// A 404 inside a page that loads React is rare (its links to unknown addresses load 404.html as a document): the
// 404 view's code loads only then.
const NotFoundView = lazy(async () => ({
  default: (await import("~/components/not-found-view")).NotFoundView,
}));

function Shell({ children }: { children: ReactNode }) {
  const shellText = useFrameWords("shellText", errors.shellText);
  const { key } = useLocation();
  useDeferredLayout(key);
  usePrerenderedLinks();
  const portalStrip = useShowsPortalStrip();
  return (
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shellText.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {portalStrip ? (
        <Prerendered id="portal-strip" deferred>
          {import.meta.env.SSR && <PortalStrip />}
        </Prerendered>
      ) : null}
      <SiteFooter />
      <Prerendered id="floating-actions">{import.meta.env.SSR && <FloatingActions />}</Prerendered>
      <LazyToaster />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

// Only the 404 error sets head tags here; every page sets its own.
export const meta: Route.MetaFunction = ({ error }) => (isNotFound(error) ? notFoundMeta() : []);

/**
 * A 404 inside the app (a loader's notFound(), or a missing page's data) shows the 404 page, as 404.html does on the
 * static host (docs/decisions/022-route-modules-and-the-404-path.md). Any other error inside a public page keeps the
 * header and footer and offers a way home.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error))
    return (
      <Shell>
        <Suspense fallback={null}>
          <NotFoundView />
        </Suspense>
      </Shell>
    );
  return <ErrorView error={error} />;
}

function ErrorView({ error }: { error: unknown }) {
  const errorText = useFrameWords("errorText", errors.errorText);
  const details = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <Shell>
      <title>{`${errorText.title}`}</title>
      <PageHero title={errorText.title} promise={errorText.promise} />
      <div className="container-page space-y-6 py-14">
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonVariants({ variant: "secondary" })}
          >
            {errorText.retry}
          </button>
          <SiteLink to={errorText.home.href} className={buttonVariants({ variant: "outline" })}>
            {errorText.home.label}
          </SiteLink>
        </div>
        <details className="text-sm text-ink-muted">
          <summary className="cursor-pointer">{errorText.detailsLabel}</summary>
          <p className="mt-2 font-mono">{details}</p>
        </details>
      </div>
    </Shell>
  );
}
