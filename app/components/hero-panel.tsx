import type { ReactNode } from "react";

/**
 * A panel of facts beside a page hero's text from 1024 px (PageHero's `aside`): facts the page's content already
 * states, gathered where a wide hero would otherwise be half empty. Not decoration: a list a reader can use.
 */
export function HeroPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Not a landmark: its title often repeats a section's heading further down (a city page's "How we work with
    // you"), and two regions of one name are ambiguous. The title is read as the panel's first line.
    <div className="rounded-card border border-white/15 bg-white/5 p-6 text-slate-100">
      <p className="text-sm font-semibold tracking-wider text-accent uppercase">{title}</p>
      <div className="mt-4">{children}</div>
    </div>
  );
}
