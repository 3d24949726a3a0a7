import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import css from "./app.css?inline";

/*
 * The stylesheet is inlined into every prerendered page so the first paint waits for no request. The browser bundle
 * carries an empty string instead: React does not compare dangerouslySetInnerHTML while hydrating, and the element is
 * never re-rendered with new content, so the inlined CSS stays. See docs/decisions/003-inline-css-and-late-preloads.md.
 */
const inlineCss = import.meta.env.SSR ? css : "";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
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
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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
