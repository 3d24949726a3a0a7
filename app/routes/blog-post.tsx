import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { EnglishOnlyNotice } from "~/components/english-only-notice";
import { PageHero } from "~/components/page-hero";
import { SiteLink } from "~/components/site-link";
import { Section } from "~/components/section";
import { articleText } from "~/content/blog";
import { ArticleBody } from "~/features/blog/components/article-body";
import { ArticleMeta } from "~/features/blog/components/article-meta";
import { PostCard } from "~/features/blog/components/post-card";
import { TableOfContents } from "~/features/blog/components/table-of-contents";
import { articlePage } from "~/features/blog/article-page.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import type { Route } from "./+types/blog-post";

// One module for every article (blog/:slug); the build-time loader hands the page its article.
export const loader = ({ params }: Route.LoaderArgs) => articlePage(params.slug);

export const meta = metaFromLoader;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, crumbs } = loaderData;
  return (
    <>
      <PageHero
        above={
          <>
            <Breadcrumbs crumbs={crumbs} />
            <EnglishOnlyNotice kind="articles" />
          </>
        }
        eyebrow={post.category}
        title={post.title}
        promise={post.description}
        image={{
          src: post.image,
          alt: post.imageAlt,
          width: 640,
          height: 360,
          className: "h-auto w-full max-w-[480px] rounded-card",
        }}
      />
      <div className="container-page grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <aside
          aria-label="About this article"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <TableOfContents headings={post.headings} />
        </aside>
        <article className="max-w-3xl lg:col-start-1 lg:row-start-1">
          {post.history ? (
            <p className="mb-6 rounded-card border-l-4 border-medium bg-accent-soft p-5 text-ink">
              {articleText.historyNotice(post.history, post.lastChangeLabel)}{" "}
              <SiteLink
                to={articleText.historyLink.href}
                className="font-semibold text-brand underline"
              >
                {articleText.historyLink.label}
              </SiteLink>
            </p>
          ) : null}
          <ArticleMeta
            date={post.date}
            dateLabel={post.dateLabel}
            updated={post.updated}
            updatedLabel={post.updatedLabel}
            readTime={post.readTime}
            category={post.category}
          />
          <div className="mt-8">
            <ArticleBody html={post.html} />
          </div>
          <p className="mt-12 rounded-card bg-surface p-5 text-sm text-ink-muted">
            {articleText.disclaimer}
          </p>
        </article>
      </div>
      <Section
        id="related"
        tone="surface"
        title={articleText.relatedTitle}
        intro={articleText.relatedIntro}
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {related.map((r) => (
            <li key={r.slug}>
              <PostCard post={r} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="article-cta" {...articleText.cta} />
    </>
  );
}
