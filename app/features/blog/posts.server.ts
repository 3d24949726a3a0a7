import { absoluteUrl } from "~/config/site";
import { formatLongDate } from "~/lib/dates";
import type { BlogCategory } from "~/content/blog";
import { blogSlugs, type BlogSlug } from "~/content/blog-slugs";
import { renderMarkdown, type Heading } from "./markdown.server";
import { parseFrontmatter, type Frontmatter } from "./post-schema";
import { readTimeMinutes } from "./read-time";
import { compactSearchText } from "./search-text";
import { byLastChange, lastChange, type LastChange } from "./post-dates";

/*
 * The articles, read from app/content/blog/*.md through Vite's raw import, validated and rendered once.
 * Only route loaders (build time) import this module.
 */
const files = import.meta.glob<string>("../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface PostSummary {
  slug: BlogSlug;
  path: string;
  title: string;
  description: string;
  date: string;
  updated?: string;
  category: BlogCategory;
  image: string;
  imageAlt: string;
  readTime: number;
  /** Dates formatted at build time, so the browser needs no date code. */
  dateLabel: string;
  updatedLabel?: string;
  /** The one date a list shows: the last change, named (post-dates.ts). */
  lastChange: LastChange;
  lastChangeLabel: string;
  /** The period an article kept as history describes. */
  history?: string;
}

export interface Post extends PostSummary {
  html: string;
  headings: Heading[];
  /** Plain text of the article (for search and the feed). */
  text: string;
  keywords: string;
}

export const postPath = (slug: string) => `/blog/${slug}`;
const fileName = (path: string) => path.replace(/^.*\//, "");

export function buildPost(slug: BlogSlug, file: string, raw: string): Post {
  const { frontmatter, body } = parseFrontmatter(file, raw);
  const { html, headings, text } = renderMarkdown(body);
  const change = lastChange(frontmatter);
  return {
    slug,
    path: postPath(slug),
    ...pick(frontmatter),
    readTime: readTimeMinutes(body),
    dateLabel: formatLongDate(frontmatter.date),
    ...(frontmatter.updated ? { updatedLabel: formatLongDate(frontmatter.updated) } : {}),
    lastChange: change,
    lastChangeLabel: formatLongDate(change.date),
    ...(frontmatter.history ? { history: frontmatter.history } : {}),
    html,
    headings,
    text,
    keywords: frontmatter.keywords ?? "",
  };
}

function pick(fm: Frontmatter) {
  const { title, description, date, updated, category, image, imageAlt } = fm;
  return { title, description, date, category, image, imageAlt, ...(updated ? { updated } : {}) };
}

let cache: Post[] | undefined;

/** Every article, newest first by publication date. */
export function getPosts(): Post[] {
  if (cache) return cache;
  const bySlug = new Map(
    Object.entries(files).map(([path, raw]) => [
      fileName(path).replace(/\.md$/, ""),
      { path, raw },
    ]),
  );
  const posts = blogSlugs.map((slug) => {
    const entry = bySlug.get(slug);
    if (!entry)
      throw new Error(
        `app/content/blog/${slug}.md is missing (listed in app/content/blog-slugs.ts)`,
      );
    return buildPost(slug, `app/content/blog/${fileName(entry.path)}`, entry.raw);
  });
  cache = posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cache;
}

export function getPost(slug: string): Post | undefined {
  return getPosts().find((p) => p.slug === slug);
}

export function summary(post: Post): PostSummary {
  const { slug, path, title, description, date, updated, category, image, imageAlt, readTime } =
    post;
  const { dateLabel, updatedLabel, lastChange, lastChangeLabel, history } = post;
  return {
    ...{ slug, path, title, description, date, category, image, imageAlt, readTime, dateLabel },
    ...{ lastChange, lastChangeLabel },
    ...(updated ? { updated, updatedLabel } : {}),
    ...(history ? { history } : {}),
  };
}

/** What the blog index needs for search: the summary plus a compact word index of the text. */
export function searchablePosts(maxChars?: number) {
  return getPosts().map((post) => ({
    ...summary(post),
    searchText: compactSearchText(`${post.keywords} ${post.text}`, maxChars),
  }));
}

/** Up to `count` other articles, same category first, then the newest. */
export function relatedPosts(slug: string, count = 3): PostSummary[] {
  const posts = getPosts();
  const current = posts.find((p) => p.slug === slug);
  return posts
    .filter((p) => p.slug !== slug)
    .sort(
      (a, b) => Number(b.category === current?.category) - Number(a.category === current?.category),
    )
    .slice(0, count)
    .map(summary);
}

/** The newest updates for the home page: sorted by last change, each dated as the blog's cards date it. */
export function latestUpdates(count = 3) {
  return [...getPosts()]
    .sort(byLastChange)
    .slice(0, count)
    .map((p) => ({
      title: p.title,
      description: p.description,
      kind: p.lastChange.kind,
      date: p.lastChange.date,
      dateLabel: p.lastChangeLabel,
      type: p.category,
      href: p.path,
    }));
}

export const feedUrl = () => absoluteUrl("/blog/rss.xml");
