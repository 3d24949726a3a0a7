import type { BlogCategory } from "./blog";

/**
 * An item of the home page's "latest updates". The items are not written here: they are the newest articles of
 * the blog (app/content/blog/*.md), chosen at build time by the home route's loader, so both always agree.
 */
export interface NewsItem {
  title: string;
  description: string;
  /** What the date is: the article's publication, or its last update after publication. */
  kind: "published" | "updated";
  /** ISO date of the item's latest change (the article's update date, else its publication date). */
  date: string;
  /** The same date, formatted at build time ("6 January 2026"). */
  dateLabel: string;
  type: BlogCategory;
  href: string;
}
