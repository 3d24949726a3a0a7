import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { articleText, blogIndexText as t } from "~/content/blog";
import { BlogIndex } from "~/features/blog/components/blog-index";
import { feedLink } from "~/features/blog/feed-link";
import { searchablePosts } from "~/features/blog/posts.server";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: t.breadcrumb, href: "/blog" },
];

// Build time only: the list with a compact word index of each article for the search box (not the full text).
function loadPage() {
  // JSON-LD is built here too, so the browser bundle carries no JSON-LD builders.
  return { posts: searchablePosts(), jsonLd: [breadcrumbJsonLd(crumbs)] };
}

// The query string only filters what the page already holds: no need to load anything again.
export const shouldRevalidate = () => false;

const buildMeta = ({ loaderData }: { loaderData: LoadedPage }) => [
  ...getMeta({ ...t.meta, path: "/blog", jsonLd: loaderData?.jsonLd }),
  feedLink(),
];

type LoadedPage = Awaited<ReturnType<typeof loadPage>>;

// Built at build time: meta tags and JSON-LD are computed here, so their helpers never ship to the browser.
export function loader() {
  const data = loadPage();
  return { ...data, meta: buildMeta({ loaderData: data }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        promise={t.hero.promise}
      />
      <BlogIndex posts={loaderData.posts} />
      <CtaBand id="blog-cta" {...articleText.cta} />
    </>
  );
}
