import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Card } from "./card";
import { FeatureList } from "./feature-list";

export interface CardGridItem {
  icon?: LucideIcon;
  iconSlot?: ReactNode;
  title: string;
  description: string;
  badge?: string;
  highlight?: string;
  /** Heading shown above the features, e.g. "Documents you need". */
  listTitle?: string;
  features?: readonly string[];
  href?: string;
  linkLabel?: string;
}

const columnClass = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A responsive grid of Cards, each with an optional highlight line and feature list. */
export function CardGrid({
  cards,
  columns = 3,
}: {
  cards: readonly CardGridItem[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={cn("grid gap-6", columnClass[columns])}>
      {cards.map(({ features, highlight, listTitle, ...card }) => (
        <li key={card.title}>
          <Card {...card}>
            {highlight ? <p className="mt-3 font-semibold text-low">{highlight}</p> : null}
            {listTitle ? <p className="mt-4 text-sm font-semibold text-ink">{listTitle}</p> : null}
            {features?.length ? (
              <FeatureList items={features} className={listTitle ? "mt-2" : "mt-4"} />
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
