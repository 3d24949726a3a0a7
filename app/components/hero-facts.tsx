import type { ReactNode } from "react";
import { HeroPanel } from "./hero-panel";

export interface HeroFact {
  term: string;
  value: ReactNode;
}

/**
 * A hero panel of short facts, each a term and its value (a registration's stages and their days, the office and its
 * hours): facts the page's content already states, gathered beside a wide hero's text.
 */
export function HeroFacts({
  title,
  facts,
  stacked = false,
}: {
  title: string;
  facts: readonly HeroFact[];
  /** Each value on its own line beneath its term (for values of a sentence), not beside it. */
  stacked?: boolean;
}) {
  return (
    <HeroPanel title={title}>
      <dl className="divide-y divide-white/15">
        {facts.map((fact) => (
          <div
            key={fact.term}
            className={stacked ? "py-3" : "flex items-baseline justify-between gap-4 py-2.5"}
          >
            <dt>{fact.term}</dt>
            <dd
              className={
                stacked ? "mt-1 font-semibold text-white" : "text-right font-semibold text-white"
              }
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </HeroPanel>
  );
}
