import { SiteLink } from "./site-link";
import { ChevronRight } from "lucide-react";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { hasPage } from "~/lib/site-pages";
import type { Crumb } from "~/lib/structured-data";

/**
 * Breadcrumb trail for the hero (on navy). Pair it with breadcrumbJsonLd(crumbs) in the route's meta.
 * With `onlyLinkExisting`, a crumb whose page is not in this build is shown as plain text instead of a link.
 */
export function Breadcrumbs({
  crumbs,
  onlyLinkExisting = false,
}: {
  crumbs: Crumb[];
  onlyLinkExisting?: boolean;
}) {
  const menuText = useFrameWords("menuText", navigation.menuText);
  return (
    <nav aria-label={menuText.breadcrumb} data-breadcrumbs className="mb-5 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-200">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.label}
                </span>
              ) : (
                <>
                  {onlyLinkExisting && !hasPage(crumb.href) ? (
                    <span>{crumb.label}</span>
                  ) : (
                    <SiteLink to={crumb.href} className="hover:text-white hover:underline">
                      {crumb.label}
                    </SiteLink>
                  )}
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
