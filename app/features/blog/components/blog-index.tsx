import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { blogCategories, blogIndexText as t, type BlogCategory } from "~/content/blog";
import { cn } from "~/lib/cn";
import { useAfterHydration } from "~/lib/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import {
  blogQueryToParams,
  emptyQuery,
  filterPosts,
  parseBlogQuery,
  type BlogQuery,
  type SearchablePost,
} from "../filter-posts";
import { PostCard, type PostCardData } from "./post-card";

type IndexPost = PostCardData & SearchablePost;

const labelClass = "mt-6 mb-4 text-sm font-semibold tracking-wider text-brand uppercase";

/*
 * The article list with search and category chips. The query lives in the URL (?q=&category=). The prerendered
 * page holds every article; the URL's query applies once the page has hydrated, so the two never disagree. A plain
 * /blog arrival reads as the prerendered page, so hydration is not followed by a second render of the list.
 */
export function BlogIndex({ posts }: { posts: IndexPost[] }) {
  const search = useAfterHydration(useLocation().search, "");
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const urlQuery = parseBlogQuery(params);
  const [q, setQ] = useState("");
  const searchId = useId();
  // Searches this component wrote, oldest first. Typing outruns the router, so the URL may still show an
  // earlier one of them; only a URL this component did not write (arrival, back/forward, a link) sets the text.
  const written = useRef<string[]>([]);

  useEffect(() => {
    const mine = written.current.indexOf(search);
    if (mine >= 0) {
      written.current = written.current.slice(mine + 1);
      return;
    }
    written.current = [];
    setQ(params.get("q") ?? "");
  }, [search, params]);

  const query: BlogQuery = { q, category: urlQuery.category };
  const update = (next: BlogQuery) => {
    const nextSearch = blogQueryToParams(next).toString();
    const target = nextSearch ? `?${nextSearch}` : "";
    written.current.push(target);
    navigate({ search: target }, { replace: true, preventScrollReset: true });
  };

  const onSearch = (value: string) => {
    setQ(value);
    update({ ...query, q: value });
  };
  const onCategory = (category: BlogCategory | null) => {
    if (category !== query.category) update({ ...query, category });
  };
  const reset = () => {
    setQ("");
    update(emptyQuery);
    document.getElementById(searchId)?.focus();
  };

  const results = filterPosts(posts, query);
  const filtered = query.q.trim() !== "" || query.category !== null;
  const [featured, ...rest] = results;
  // After the effect above, which sets the text from the URL on arrival.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { q }, (typed) => onSearch(typed.q ?? ""));

  return (
    <section aria-label={t.sectionLabel} className="container-page py-12 sm:py-16">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <form
          ref={formRef}
          role="search"
          onSubmit={(e) => e.preventDefault()}
          className="w-full max-w-md"
        >
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
            {t.searchLabel}
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
              value={q}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              className="pl-10"
            />
          </div>
          {/* Enter searches too (and without JavaScript the form submits ?q= to this page). */}
          <button
            type="submit"
            className="sr-only rounded-md bg-navy px-4 py-2 text-white focus:not-sr-only focus:mt-2 focus:inline-block"
          >
            {t.searchSubmit}
          </button>
        </form>
        <div role="group" aria-label={t.categoriesLabel} className="flex flex-wrap gap-2">
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
                {category ?? t.allPosts}
              </button>
            );
          })}
        </div>
      </div>

      <p role="status" className="mt-6 text-sm text-ink-muted">
        {t.count(results.length, posts.length)}
      </p>

      {results.length === 0 ? (
        <div className="mt-6 rounded-card border border-dashed border-slate-300 bg-surface p-10 text-center">
          <h2 className="text-xl font-semibold text-ink">{t.empty.title}</h2>
          <p className="mx-auto mt-2 max-w-xl text-ink-muted">
            {t.empty.text(query.q.trim(), query.category ?? undefined)}
          </p>
          <Button variant="secondary" className="mt-6" onClick={reset}>
            {t.empty.reset}
          </Button>
        </div>
      ) : filtered ? (
        <>
          <h2 className={labelClass}>{t.resultsTitle}</h2>
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
              <h2 className={labelClass}>{t.featured}</h2>
              <PostCard post={featured} featured headingLevel="h3" />
            </div>
          ) : null}
          {rest.length > 0 ? (
            <div className="mt-12">
              <h2 className={labelClass}>{t.listTitle}</h2>
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
