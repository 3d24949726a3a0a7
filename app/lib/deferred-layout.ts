import { useLayoutEffect, useRef } from "react";

/*
 * Deferred layout, on the pages that load React. There, blocks marked with this attribute start with
 * `content-visibility: auto` (app.css, `html[data-hydrates]`), so the first paint styles and lays out only the blocks
 * on screen. A long page otherwise lays out every block in one task (60-120 ms on a slow phone) that blocks input
 * right after the first paint. Once the page has hydrated, the remaining blocks are laid out in document order, a
 * few per task, by removing the attribute; after that nothing is skipped any more (assistive technology and
 * automated checks such as axe-core see an ordinary page). On the pages without React the attribute does nothing:
 * they lay out as any page does. See docs/decisions/012-deferred-layout.md and docs/decisions/019-static-pages.md.
 */

/** Where the site's ScrollRestoration (app/root.tsx) keeps each history entry's scroll position. */
export const SCROLL_POSITIONS_KEY = "niyama-scroll-positions";

/** The position ScrollRestoration saved for this history entry, if any. */
function savedScrollY(locationKey: string): number | undefined {
  try {
    const positions: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "{}");
    const y = (positions as Record<string, unknown>)[locationKey];
    return typeof y === "number" && y > 0 ? y : undefined;
  } catch {
    return undefined;
  }
}

/** For markup written as text (the blog's build-time HTML). */
export const deferLayoutAttribute = "data-defer-layout";
const SELECTOR = `[${deferLayoutAttribute}]`;

/** Spread on a block below the fold: `<section {...deferLayout}>`. */
export const deferLayout = { [deferLayoutAttribute]: "" } as const;

/** Lay out every deferred block now (before the next paint). */
export function layOutAll(root: ParentNode = document) {
  for (const el of root.querySelectorAll(SELECTOR)) el.removeAttribute(deferLayoutAttribute);
}

interface ProgressiveOptions {
  root?: ParentNode;
  /** Time per task, in ms, after which the rest waits for the next task. */
  budgetMs?: number;
  now?: () => number;
  schedule?: (task: () => void) => void;
}

/**
 * Lay out the deferred blocks one by one: each is laid out at once (its geometry is read), and a task stops once
 * it has used its budget, so the browser can paint and handle input in between. Returns a cancel function.
 */
export function layOutProgressively({
  root = document,
  budgetMs = 6,
  now = () => performance.now(),
  schedule = (task) => void setTimeout(task, 0),
}: ProgressiveOptions = {}): () => void {
  let cancelled = false;
  const step = () => {
    if (cancelled) return;
    const start = now();
    for (;;) {
      const el = root.querySelector<HTMLElement>(SELECTOR);
      if (!el) return;
      el.removeAttribute(deferLayoutAttribute);
      // Measuring it makes the browser lay the block out inside this task. A call, not a property read: the client
      // build treats property reads as free of side effects (vite.config.ts) and would drop a bare `el.offsetHeight`.
      el.getBoundingClientRect();
      if (now() - start >= budgetMs) break;
    }
    if (root.querySelector(SELECTOR)) schedule(step);
  };
  schedule(step);
  return () => {
    cancelled = true;
  };
}

/**
 * The page as first loaded lays out its deferred blocks progressively. When it opens scrolled (a reload restores
 * the position) or at an anchor, and after every client-side navigation, everything is laid out before the
 * browser paints, so the restored scroll position and anchors land on the right content.
 */
export function useDeferredLayout(locationKey: string) {
  const firstLoad = useRef(true);
  useLayoutEffect(() => {
    const first = firstLoad.current;
    firstLoad.current = false;
    const restoredY = first ? savedScrollY(locationKey) : undefined;
    if (!first || window.scrollY > 0 || window.location.hash || restoredY) {
      layOutAll();
      // A reload comes back to the position saved on the laid-out page. React Router's ScrollRestoration restores
      // it while the page is still being parsed, so the browser may have clamped it or kept placeholder content in
      // place as the blocks above took their real height (scroll anchoring): go back to it now.
      if (restoredY) window.scrollTo(0, restoredY);
      return;
    }
    return layOutProgressively();
  }, [locationKey]);
}
