import { blogCategories, categorySlug, type BlogCategory } from "~/content/blog";
import { normalizeSearch, searchTokens } from "./search-text";

export interface SearchablePost {
  title: string;
  description: string;
  category: BlogCategory;
  /** Compact normalised words of the article text (search-text.ts). */
  searchText: string;
}

export interface BlogQuery {
  q: string;
  category: BlogCategory | null;
}

export const emptyQuery: BlogQuery = { q: "", category: null };

/** Reads ?q= and ?category= (a category's URL form); an unknown category means all posts. */
export function parseBlogQuery(search: string): BlogQuery {
  const params = new URLSearchParams(search);
  const slug = params.get("category") ?? "";
  return {
    q: params.get("q") ?? "",
    category: blogCategories.find((c) => categorySlug(c) === slug) ?? null,
  };
}

/** "?q=…&category=…", or "" for all posts: empty parts are left out so the plain /blog URL stays clean. */
export function serializeBlogQuery({ q, category }: BlogQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q);
  if (category) params.set("category", categorySlug(category));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Posts in the category whose title, description, category or text has a word starting with each query word. */
export function filterPosts<T extends SearchablePost>(
  posts: readonly T[],
  { q, category }: BlogQuery,
): T[] {
  const words = searchTokens(q);
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = ` ${normalizeSearch(`${post.title} ${post.description} ${post.category}`)} ${post.searchText} `;
    // Each word of the query must start a word of the post ("compan" finds "company", "isin" not "raising").
    return words.every((word) => haystack.includes(` ${word}`));
  });
}
