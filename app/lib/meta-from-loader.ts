import type { MetaDescriptor } from "react-router";

/**
 * The `meta` export of every page (`export const meta = metaFromLoader`): the head tags its loader built at build
 * time with getMeta (app/lib/meta.ts), returned as `meta` in the loader's data. Built there, the meta helpers, the
 * site config and the JSON-LD builders never ship to the browser; a page without loader data (an error) has none.
 */
export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { meta: MetaDescriptor[] } | undefined;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
