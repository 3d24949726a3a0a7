import { useEffect } from "react";
import { useNavigate } from "react-router";
import { hydrates } from "./site-pages";

/**
 * Links inside markup that React does not render in the browser (the layout's Prerendered blocks: footer links,
 * the portal strip, the floating actions) are plain `<a>` elements. On a page that hydrates, a click on one that
 * leads to another hydrated page navigates inside the app, as a `Link` would; every other link loads its page as a
 * document, which is what a page without scripts needs (docs/decisions/019-static-pages.md).
 */
export function usePrerenderedLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
        '[data-prerendered] a[href^="/"]',
      );
      const href = link?.getAttribute("href");
      if (!link || !href || link.target || !hydrates(href)) return;
      event.preventDefault();
      void navigate(href);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
