import { actionWords, bookingHref } from "./actions";
/** The blog's categories, in chip order, and the words of the blog index and article pages. */
export const blogCategories = [
  "Corporate Law",
  "Compliance",
  "Taxation",
  "Startups",
  "Legal Updates",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** URL form of a category (?category=corporate-law). */
export const categorySlug = (category: BlogCategory) =>
  category.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const blogIndexText = {
  meta: {
    title: "Blog: company law, compliance and tax, explained",
    description:
      "Plain-language articles on the Income-tax Act, 2025, GST's three-year limit, director KYC, small companies, demat of shares and annual ROC filings, dated and sourced.",
  },
  hero: {
    eyebrow: "Insights",
    title: "Compliance, explained in plain language",
    promise:
      "What the law asks of your company or LLP, when it falls due and what a missed date costs, written by the team that files these forms every week.",
  },
  breadcrumb: "Blog",
  searchLabel: "Search articles",
  searchSubmit: "Search",
  searchPlaceholder: "Search by title, topic or form name",
  categoriesLabel: "Filter by category",
  allPosts: "All posts",
  featured: "Featured article",
  listTitle: "More articles",
  resultsTitle: "Matching articles",
  sectionLabel: "Articles",
  count: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} articles` : `Showing ${shown} of ${total} articles`,
  empty: {
    title: "No articles match your search",
    text: (q: string, category?: string) =>
      [
        q ? `Nothing we have written mentions "${q}"` : "There are no articles here yet",
        category ? ` in ${category}` : "",
        ". Try a shorter word, a form name such as AOC-4, or browse every article.",
      ].join(""),
    reset: "Show all posts",
  },
  readMore: (title: string) => `Read: ${title}`,
  feedTitle: "Articles feed (RSS)",
  /** Beside the hero from 1024 px: each category with its number of articles, leading to the filtered list. */
  topicsTitle: "Topics",
  topicCount: (count: number) => (count === 1 ? "1 article" : `${count} articles`),
};

export const articleText = {
  published: "Published",
  updated: "Updated",
  historyBadge: "History",
  /** On an article kept as history: what it describes and when it was last changed. */
  historyNotice: (period: string, lastChangeLabel: string) =>
    `History: this article describes ${period} as the law stood on ${lastChangeLabel}. For this year's dates and forms, see the due dates and the newer articles.`,
  historyLink: { label: "See this year's due dates", href: "/due-dates" },
  readTime: (minutes: number) => `${minutes} min read`,
  tocTitle: "On this page",
  relatedTitle: "Related articles",
  relatedIntro: "More on the filings and rules this article touches.",
  cta: {
    title: "Want us to check where your company stands?",
    text: "Book a free 30-minute consultation. We review your filings, list what is due and tell you what it will take to catch up.",
    primary: { label: actionWords.book, href: bookingHref },
    secondary: { label: "See all compliance due dates", href: "/due-dates" },
  },
  disclaimer:
    "This article explains the law as it stood on the date shown and is general information, not advice for your case. Rules and due dates change; confirm the current position before you act.",
};

export const rssText = {
  title: "Articles",
  description:
    "Articles on Indian company law, compliance, tax and startups: due dates, penalties and rule changes, explained.",
};
