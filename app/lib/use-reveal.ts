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
    const fold = window.innerHeight;
    const targets = [
      ...document.querySelectorAll<HTMLElement>("[data-reveal]:not(.reveal-in)"),
    ].filter((el) => el.getBoundingClientRect().top > fold);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("reveal-in");
          observer.unobserve(entry.target);
        }
      },
      // Reveal once the section's top is a tenth of the viewport above the bottom edge (works for any height).
      { rootMargin: "0px 0px -10% 0px", threshold: 0 },
    );
    for (const el of targets) {
      el.classList.add("reveal-pending");
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of targets)
        if (!el.classList.contains("reveal-in")) el.classList.remove("reveal-pending");
    };
  }, [key]);
}
