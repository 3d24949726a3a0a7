import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { HeroPanel } from "~/components/hero-panel";
import { PageHero } from "~/components/page-hero";
import { SiteLink } from "~/components/site-link";
import { articleText, blogCategories, blogIndexText, categorySlug } from "~/content/blog";
import { BlogIndex } from "~/features/blog/components/blog-index";
import { feedLink } from "~/features/blog/feed-link";
import { searchablePosts } from "~/features/blog/posts.server";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: blogIndexText.breadcrumb, href: "/blog" },
];

// Build time only: the list with a compact word index of each article for the search box (not the full text), and
// the head tags.
export function loader() {
  return {
    posts: searchablePosts(),
    meta: [
      ...getMeta({ ...blogIndexText.meta, path: "/blog", jsonLd: [breadcrumbJsonLd(crumbs)] }),
      feedLink(),
    ],
  };
}

// The query string only filters what the page already holds: no need to load anything again.
export const shouldRevalidate = () => false;

export const meta = metaFromLoader;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const topics = blogCategories
    .map((category) => ({
      category,
      count: loaderData.posts.filter((post) => post.category === category).length,
    }))
    .filter((topic) => topic.count > 0);
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={blogIndexText.hero.eyebrow}
        title={blogIndexText.hero.title}
        promise={blogIndexText.hero.promise}
        aside={
          <HeroPanel title={blogIndexText.topicsTitle}>
            <ul className="divide-y divide-white/15">
              {topics.map(({ category, count }) => (
                <li key={category}>
                  <SiteLink
                    to={{ pathname: "/blog", search: `?category=${categorySlug(category)}` }}
                    className="flex items-baseline justify-between gap-4 py-2.5 font-semibold text-white underline decoration-accent underline-offset-4"
                  >
                    {category}
                    <span className="shrink-0 font-normal text-slate-200 tabular-nums">
                      {blogIndexText.topicCount(count)}
                    </span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </HeroPanel>
        }
      />
      <BlogIndex posts={loaderData.posts} />
      <CtaBand id="blog-cta" {...articleText.cta} />
    </>
  );
}
