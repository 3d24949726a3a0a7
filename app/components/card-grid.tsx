import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cardGridLayout, type GridColumns } from "./card-grid-layout";
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

/** A responsive grid of Cards, each with an optional highlight line and feature list; every row full (card-grid-layout.ts). */
export function CardGrid({
  cards,
  columns = 3,
}: {
  cards: readonly CardGridItem[];
  columns?: GridColumns;
}) {
  const layout = cardGridLayout(cards.length, columns);
  return (
    <ul className={layout.list} data-columns={layout.wide}>
      {cards.map(({ features, highlight, listTitle, ...card }, index) => (
        <li key={card.title} className={layout.item(index) || undefined}>
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
