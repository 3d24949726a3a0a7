import { incorporationSlugs, type IncorporationSlug } from "~/content/incorporation-slugs";

const isSlug = (value: string | undefined): value is IncorporationSlug =>
  (incorporationSlugs as readonly string[]).includes(value ?? "");

/**
 * Which incorporation type a URL belongs to. The generic route modules are registered once per type in
 * app/routes.ts, so they read the type from the path they were rendered for:
 * /services/incorporations/<slug>, /services/incorporations/<slug>/checklist, /downloads/<slug>-checklist.pdf.
 */
export function slugFromPath(pathname: string): IncorporationSlug | undefined {
  const path = pathname.replace(/\/+$/, "");
  const page = /^\/services\/incorporations\/([a-z-]+)(?:\/checklist)?$/.exec(path);
  if (page) return isSlug(page[1]) ? page[1] : undefined;
  const pdf = /^\/downloads\/([a-z-]+)-checklist\.pdf$/.exec(path);
  if (pdf) return isSlug(pdf[1]) ? pdf[1] : undefined;
  return undefined;
}

/** Like slugFromPath, but a path outside the four types is a 404 (only reachable through a misconfigured route). */
export function requireSlug(url: string): IncorporationSlug {
  const slug = slugFromPath(new URL(url).pathname);
  if (!slug) throw new Response("Not Found", { status: 404 });
  return slug;
}
