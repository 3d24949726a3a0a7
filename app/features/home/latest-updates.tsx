import { Link } from "react-router";
import type { NewsItem } from "~/content/news";
import { formatLongDate } from "~/lib/dates";
import { hasPage } from "~/lib/site-pages";

const typeStyles: Record<NewsItem["type"], string> = {
  Compliance: "bg-brand-soft text-brand",
  Deadline: "bg-red-50 text-high",
  "Tax Update": "bg-emerald-50 text-low",
  Business: "bg-slate-100 text-ink",
  Startup: "bg-accent-soft text-[#92400e]",
};

export function LatestUpdates({ items }: { items: NewsItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className={`rounded-full px-2.5 py-0.5 font-semibold ${typeStyles[item.type]}`}>
                {item.type}
              </span>
              <time dateTime={item.date} className="text-ink-muted">
                {formatLongDate(item.date)}
              </time>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              {hasPage(item.href) ? (
                <Link to={item.href} className="hover:text-brand hover:underline">
                  {item.title}
                </Link>
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
