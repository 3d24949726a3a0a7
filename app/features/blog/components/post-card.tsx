import { SiteLink } from "~/components/site-link";
import { CategoryBadge } from "~/components/category-badge";
import { articleText } from "~/content/blog";
import type { BlogCategory } from "~/content/blog";
import { cn } from "~/lib/cn";
import type { LastChange } from "../post-dates";

export interface PostCardData {
  slug: string;
  path: string;
  title: string;
  description: string;
  date: string;
  dateLabel: string;
  lastChange: LastChange;
  lastChangeLabel: string;
  history?: string;
  category: BlogCategory;
  image: string;
  imageAlt: string;
  readTime: number;
}

/**
 * An article in a list: picture, category, title (the link), description, the date of its last change named for
 * what it is ("Updated …" or "Published …", as Home names it), read time, and a History mark on an article kept as
 * history.
 */
export function PostCard({
  post,
  featured = false,
  headingLevel: H = "h3",
}: {
  post: PostCardData;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg",
        featured && "md:grid md:grid-cols-2",
      )}
    >
      <img
        src={post.image}
        alt={post.imageAlt}
        width={640}
        height={360}
        loading={featured ? "eager" : "lazy"}
        className="aspect-[16/9] h-auto w-full bg-brand-soft object-cover md:h-full"
      />
      <div className={cn("flex flex-1 flex-col p-6", featured && "md:p-10")}>
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <CategoryBadge category={post.category} />
          {post.history ? (
            <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-ink">
              {articleText.historyBadge}
            </span>
          ) : null}
          <span>
            {post.lastChange.kind === "updated" ? articleText.updated : articleText.published}{" "}
            <time dateTime={post.lastChange.date}>{post.lastChangeLabel}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>{articleText.readTime(post.readTime)}</span>
        </div>
        <H
          className={cn(
            "mt-4 font-semibold text-ink",
            featured ? "text-2xl sm:text-3xl" : "text-xl",
          )}
        >
          {/* The whole card is clickable through the title link's stretched ::after. */}
          <SiteLink
            to={post.path}
            className="group-hover:text-brand after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {post.title}
          </SiteLink>
        </H>
        <p className="mt-3 text-ink-muted">{post.description}</p>
      </div>
    </article>
  );
}
