import { useEffect } from "react";

/**
 * Sections marked data-reveal rise into view once, at about 10 % visibility. Only sections still below the fold
 * when the page starts are hidden (after hydration), so nothing the visitor sees ever waits for JavaScript, and
 * with prefers-reduced-motion nothing is hidden at all.
 */
export function useReveal(key: string) {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // The observer's first report for each section says where it is, so no layout is forced here, right after
    // hydration: sections wholly below the fold are hidden, the rest are left alone.
    const reported = new WeakSet<Element>();
    const hidden = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target;
          if (!reported.has(el)) {
            reported.add(el);
            if (!entry.isIntersecting && entry.boundingClientRect.top > window.innerHeight) {
              el.classList.add("reveal-pending");
              hidden.add(el);
            } else observer.unobserve(el);
          } else if (entry.isIntersecting) {
            el.classList.add("reveal-in");
            observer.unobserve(el);
          }
        }
      },
      // Reveal once the section's top is a tenth of the viewport above the bottom edge (works for any height).
      { rootMargin: "0px 0px -10% 0px", threshold: 0 },
    );
    for (const el of document.querySelectorAll("[data-reveal]:not(.reveal-in)"))
      observer.observe(el);
    return () => {
      observer.disconnect();
      for (const el of hidden)
        if (!el.classList.contains("reveal-in")) el.classList.remove("reveal-pending");
    };
  }, [key]);
}
