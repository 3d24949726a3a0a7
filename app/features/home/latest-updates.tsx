import { SiteLink } from "~/components/site-link";
import { CategoryBadge } from "~/components/category-badge";
import type { BlogCategory } from "~/content/blog";
import type { NewsItem } from "~/content/news";
import { hasPage } from "~/lib/site-pages";

/**
 * The newest articles as cards. `categories` names their categories in the page's language; `articlesLang` is the
 * articles' language tag when it is not the page's (the English articles on the Telugu home page), so screen
 * readers read their titles and summaries in that language and the links say where they lead.
 */
export function LatestUpdates({
  items,
  categories,
  dateWords,
  articlesLang,
}: {
  items: NewsItem[];
  categories?: Record<BlogCategory, string>;
  /** How the page names an article's date: its publication or its last update. */
  dateWords: Record<NewsItem["kind"], string>;
  articlesLang?: string;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <CategoryBadge category={item.type} label={categories?.[item.type]} />
              <span className="text-ink-muted">
                {dateWords[item.kind]} <time dateTime={item.date}>{item.dateLabel}</time>
              </span>
            </div>
            <h3 lang={articlesLang} className="mt-4 text-lg font-semibold text-ink">
              {hasPage(item.href) ? (
                <SiteLink
                  to={item.href}
                  hrefLang={articlesLang}
                  className="hover:text-brand hover:underline"
                >
                  {item.title}
                </SiteLink>
              ) : (
                item.title
              )}
            </h3>
            <p lang={articlesLang} className="mt-2 text-ink-muted">
              {item.description}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
