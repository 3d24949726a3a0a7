import { CalendarDays, Clock, RefreshCw } from "lucide-react";
import { CategoryBadge } from "~/components/category-badge";
import { articleText, type BlogCategory } from "~/content/blog";

/** Publication date, last update, read time and category, above the article. */
export function ArticleMeta({
  date,
  dateLabel,
  updated,
  updatedLabel,
  readTime,
  category,
}: {
  date: string;
  dateLabel: string;
  updated?: string;
  updatedLabel?: string;
  readTime: number;
  category: BlogCategory;
}) {
  return (
    <dl className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-line pb-6 text-ink-muted">
      <div className="flex items-center gap-2">
        <dt className="sr-only">Category</dt>
        <dd>
          <CategoryBadge category={category} />
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {articleText.published}
        </dt>
        <dd>
          <time dateTime={date} className="font-medium text-ink">
            {dateLabel}
          </time>
        </dd>
      </div>
      {updated ? (
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2">
            <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {articleText.updated}
          </dt>
          <dd>
            <time dateTime={updated} className="font-medium text-ink">
              {updatedLabel}
            </time>
          </dd>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <dt className="sr-only">Read time</dt>
        <dd className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {articleText.readTime(readTime)}
        </dd>
      </div>
    </dl>
  );
}
