import { data } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { articleText as t, blogIndexText } from "~/content/blog";
import { ArticleBody } from "~/features/blog/components/article-body";
import { ArticleMeta } from "~/features/blog/components/article-meta";
import { PostCard } from "~/features/blog/components/post-card";
import { TableOfContents } from "~/features/blog/components/table-of-contents";
import { feedLink } from "~/features/blog/feed-link";
import { getPost, relatedPosts, summary } from "~/features/blog/posts.server";
import { getMeta } from "~/lib/meta";
import { blogPostingJsonLd, breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

// One module for every article (routes.ts registers one route per slug); the URL says which.
function loadPage({ request }: Route.LoaderArgs) {
  const slug =
    new URL(request.url).pathname
      .replace(/\.data$/, "")
      .replace(/\/$/, "")
      .split("/")
      .pop() ?? "";
  const post = getPost(slug);
  if (!post) throw data(null, { status: 404 });
  return {
    post: { ...summary(post), html: post.html, headings: post.headings },
    related: relatedPosts(slug),
    // Built here (at build time) so the browser bundle carries no JSON-LD builders.
    jsonLd: [
      blogPostingJsonLd({
        title: post.title,
        description: post.description,
        path: post.path,
        datePublished: post.date,
        dateModified: post.updated,
      }),
      breadcrumbJsonLd(crumbsFor(post.title, post.path)),
    ],
  };
}

const crumbsFor = (title: string, path: string): Crumb[] => [
  { label: "Home", href: "/" },
  { label: blogIndexText.breadcrumb, href: "/blog" },
  { label: title, href: path },
];

function buildMeta({ loaderData }: { loaderData: LoadedPage }) {
  if (!loaderData) return [];
  const { post } = loaderData;
  return [
    ...getMeta({
      title: post.title,
      description: post.description,
      path: post.path,
      type: "article",
      jsonLd: loaderData.jsonLd,
    }),
    { property: "article:published_time", content: post.date },
    ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
    { property: "article:section", content: post.category },
    feedLink(),
  ];
}

type LoadedPage = Awaited<ReturnType<typeof loadPage>>;

// Built at build time: meta tags and JSON-LD are computed here, so their helpers never ship to the browser.
export function loader(args: Route.LoaderArgs) {
  const data = loadPage(args);
  return { ...data, meta: buildMeta({ loaderData: data }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbsFor(post.title, post.path)} />}
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
          <p className="mt-12 rounded-card bg-surface p-5 text-sm text-ink-muted">{t.disclaimer}</p>
        </article>
      </div>
      <Section id="related" tone="surface" title={t.relatedTitle} intro={t.relatedIntro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {related.map((r) => (
            <li key={r.slug}>
              <PostCard post={r} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="article-cta" {...t.cta} />
    </>
  );
}
