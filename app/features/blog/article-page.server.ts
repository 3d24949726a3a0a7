import { blogIndexText } from "~/content/blog";
import { getMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { blogPostingJsonLd, breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import { feedLink } from "./feed-link";
import { getPost, relatedPosts, summary } from "./posts.server";

/**
 * What an article's page (blog/:slug) is handed by its build-time loader: the article, three related ones, its
 * breadcrumbs and its head tags (JSON-LD included). An unknown slug is a 404.
 */
export function articlePage(slug: string) {
  const post = getPost(slug) ?? notFound();
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: blogIndexText.breadcrumb, href: "/blog" },
    { label: post.title, href: post.path },
  ];
  return {
    post: { ...summary(post), html: post.html, headings: post.headings },
    related: relatedPosts(slug),
    crumbs,
    meta: [
      ...getMeta({
        title: post.title,
        description: post.description,
        path: post.path,
        type: "article",
        jsonLd: [
          blogPostingJsonLd({
            title: post.title,
            description: post.description,
            path: post.path,
            datePublished: post.date,
            dateModified: post.updated,
          }),
          breadcrumbJsonLd(crumbs),
        ],
      }),
      { property: "article:published_time", content: post.date },
      ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
      { property: "article:section", content: post.category },
      feedLink(),
    ],
  };
}
