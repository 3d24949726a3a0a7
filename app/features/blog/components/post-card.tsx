import { SiteLink } from "~/components/site-link";
import { CategoryBadge } from "~/components/category-badge";
import { articleText } from "~/content/blog";
import type { BlogCategory } from "~/content/blog";
import { cn } from "~/lib/cn";

export interface PostCardData {
  slug: string;
  path: string;
  title: string;
  description: string;
  date: string;
  dateLabel: string;
  category: BlogCategory;
  image: string;
  imageAlt: string;
  readTime: number;
}

/** An article in a list: picture, category, title (the link), description, date and read time. */
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
          <time dateTime={post.date}>{post.dateLabel}</time>
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
