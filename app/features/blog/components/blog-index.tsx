import { Search } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { blogCategories, blogIndexText, type BlogCategory } from "~/content/blog";
import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { useUrlState } from "~/lib/use-url-state";
import {
  emptyQuery,
  filterPosts,
  parseBlogQuery,
  serializeBlogQuery,
  type SearchablePost,
} from "../filter-posts";
import { PostCard, type PostCardData } from "./post-card";

type IndexPost = PostCardData & SearchablePost;

const labelClass = "mt-6 mb-4 text-sm font-semibold tracking-wider text-brand uppercase";

/*
 * The article list with search and category chips. The query lives in the URL (?q=&category=, app/lib/use-url-state.ts).
 * The prerendered page holds every article; the URL's query applies once the page has hydrated, so the two never
 * disagree.
 */
export function BlogIndex({ posts }: { posts: IndexPost[] }) {
  const [query, setQuery] = useUrlState(parseBlogQuery, serializeBlogQuery);
  const searchId = useId();

  const onSearch = (q: string) => setQuery({ ...query, q });
  const onCategory = (category: BlogCategory | null) => {
    if (category !== query.category) setQuery({ ...query, category });
  };
  const reset = () => {
    setQuery(emptyQuery);
    document.getElementById(searchId)?.focus();
  };

  const results = filterPosts(posts, query);
  const filtered = query.q.trim() !== "" || query.category !== null;
  const [featured, ...rest] = results;
  // A search typed before the page hydrated, over the category the URL holds.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { q: query.q }, (typed) =>
    setQuery((current) => ({ ...current, q: typed.q ?? "" })),
  );

  return (
    <section aria-label={blogIndexText.sectionLabel} className="container-page py-12 sm:py-16">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <form
          ref={formRef}
          role="search"
          onSubmit={(e) => e.preventDefault()}
          className="w-full max-w-md"
        >
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
            {blogIndexText.searchLabel}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
            />
            <Input
              id={searchId}
              type="search"
              name="q"
              value={query.q}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={blogIndexText.searchPlaceholder}
              autoComplete="off"
              className="pl-10"
            />
          </div>
          {/* Enter searches too (and without JavaScript the form submits ?q= to this page). */}
          <button
            type="submit"
            className="sr-only rounded-md bg-navy px-4 py-2 text-white focus:not-sr-only focus:mt-2 focus:inline-block"
          >
            {blogIndexText.searchSubmit}
          </button>
        </form>
        <div
          role="group"
          aria-label={blogIndexText.categoriesLabel}
          className="flex flex-wrap gap-2"
        >
          {[null, ...blogCategories].map((category) => {
            const active = query.category === category;
            return (
              <button
                key={category ?? "all"}
                type="button"
                aria-pressed={active}
                onClick={() => onCategory(category)}
                className={cn(
                  "min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors",
                  active
                    ? "border-navy bg-navy text-white"
                    : "border-line bg-white text-ink hover:border-slate-400 hover:bg-surface",
                )}
              >
                {category ?? blogIndexText.allPosts}
              </button>
            );
          })}
        </div>
      </div>

      <p role="status" className="mt-6 text-sm text-ink-muted">
        {blogIndexText.count(results.length, posts.length)}
      </p>

      {results.length === 0 ? (
        <div className="mt-6 rounded-card border border-dashed border-slate-300 bg-surface p-10 text-center">
          <h2 className="text-xl font-semibold text-ink">{blogIndexText.empty.title}</h2>
          <p className="mx-auto mt-2 max-w-xl text-ink-muted">
            {blogIndexText.empty.text(query.q.trim(), query.category ?? undefined)}
          </p>
          <Button variant="secondary" className="mt-6" onClick={reset}>
            {blogIndexText.empty.reset}
          </Button>
        </div>
      ) : filtered ? (
        <>
          <h2 className={labelClass}>{blogIndexText.resultsTitle}</h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {results.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {featured ? (
            <div>
              <h2 className={labelClass}>{blogIndexText.featured}</h2>
              <PostCard post={featured} featured headingLevel="h3" />
            </div>
          ) : null}
          {rest.length > 0 ? (
            <div className="mt-12">
              <h2 className={labelClass}>{blogIndexText.listTitle}</h2>
              <ul className="grid gap-6 md:grid-cols-2">
                {rest.map((post) => (
                  <li key={post.slug}>
                    <PostCard post={post} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
