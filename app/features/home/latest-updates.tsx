import { SiteLink } from "~/components/site-link";
import { CategoryBadge } from "~/components/category-badge";
import type { NewsItem } from "~/content/news";
import { hasPage } from "~/lib/site-pages";

export function LatestUpdates({ items }: { items: NewsItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <CategoryBadge category={item.type} />
              <time dateTime={item.date} className="text-ink-muted">
                {item.dateLabel}
              </time>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              {hasPage(item.href) ? (
                <SiteLink to={item.href} className="hover:text-brand hover:underline">
                  {item.title}
                </SiteLink>
              ) : (
                item.title
              )}
            </h3>
            <p className="mt-2 text-ink-muted">{item.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
