import { useContext, useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import css from "./app.css?inline";
import { ADMIN_ROUTE_ID, hydratesRoutes } from "./lib/route-list";
import { SCROLL_POSITIONS_KEY } from "./lib/deferred-layout";
import { HOME_LANGUAGE_SCRIPT, LANGUAGE_TAGS } from "./lib/locale-path";
import { useLocale } from "./lib/use-locale";
import { SpaFallbackContext } from "./lib/spa-fallback";
import { FrameWordsOfRoute, useWebFont } from "./content/frame";
import { PageScript } from "./components/page-script";
import { LoadNotice } from "./components/load-notice";

/*
 * The stylesheet is inlined into every prerendered page so the first paint waits for no request. The browser bundle
 * carries an empty string instead: React does not compare dangerouslySetInnerHTML while hydrating, and the element is
 * never re-rendered with new content, so the inlined CSS stays. See docs/decisions/003-inline-css-and-late-preloads.md.
 */
const inlineCss = import.meta.env.SSR ? css : "";

/*
 * Only the pages under the interactive layout and the admin area load React (app/routes.ts). Every other page is
 * the prerendered HTML and CSS alone: no framework, no router, no hydration (docs/decisions/019-static-pages.md).
 * `data-hydrates` tells the stylesheet (and tests) which kind of page this is.
 */
export function Layout({ children }: { children: ReactNode }) {
  const matchIds = useMatches().map((match) => match.id);
  const hydrates = useContext(SpaFallbackContext) || hydratesRoutes(matchIds);
  const isAdmin = matchIds.includes(ADMIN_ROUTE_ID);
  const locale = useLocale();
  const { pathname } = useLocation();
  const lang = LANGUAGE_TAGS[locale].lang;
  // A Telugu page's font: named with its frame's words, so no English page's bundle carries it.
  const webFont = useWebFont();
  return (
    <html lang={lang} data-hydrates={hydrates ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <style
          data-inline-css
          dangerouslySetInnerHTML={{ __html: inlineCss }}
          suppressHydrationWarning
        />
        {/* The English home page sends a visitor who chose Telugu to the Telugu one (prerendered only). */}
        {import.meta.env.SSR && pathname === "/" ? (
          <script dangerouslySetInnerHTML={{ __html: HOME_LANGUAGE_SCRIPT }} />
        ) : null}
        {webFont ? (
          <>
            <style data-font-faces dangerouslySetInnerHTML={{ __html: webFont.faces }} />
            <script dangerouslySetInnerHTML={{ __html: webFont.script }} />
          </>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <FrameWordsOfRoute>
          {children}
          {hydrates ? <LoadNotice /> : null}
        </FrameWordsOfRoute>
        {/* The public pages' small script (app/browser/site.ts), inline: it runs once the page is parsed. */}
        {!isAdmin ? <PageScript name="site" /> : null}
        {hydrates ? (
          <>
            <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Tests (and curious people) can tell when the page has become interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}
