import type { ReactNode } from "react";

/**
 * A panel of facts beside a page hero's text from 1024 px (PageHero's `aside`): facts the page's content already
 * states, gathered where a wide hero would otherwise be half empty. Not decoration: a list a reader can use.
 */
export function HeroPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-card border border-white/20 bg-white/5 p-6 text-slate-100 backdrop-blur-sm"
    >
      <p className="text-sm font-semibold tracking-wider text-accent uppercase">{title}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
