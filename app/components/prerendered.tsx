import { useState, type ReactNode } from "react";
import { deferLayout } from "~/lib/deferred-layout";

const cache = new Map<string, string>();

/**
 * Static markup that never changes after the build (footer links, the portal strip) is rendered at build time and
 * kept as it is in the browser: the children's code is not shipped. Callers pass children behind an
 * `import.meta.env.SSR &&` guard so the bundler drops them from the client build.
 *
 * Use it only in the layout, which is mounted from the first page load: the markup is read from the prerendered
 * page once and reused if the layout remounts (for example in the error boundary).
 * See docs/decisions/004-js-budget.md.
 */
export function Prerendered({
  id,
  children,
  className,
  deferred = false,
}: {
  id: string;
  children?: ReactNode;
  className?: string;
  /** A block below the fold: its layout waits until it is needed (lib/deferred-layout.ts). */
  deferred?: boolean;
}) {
  const layout = deferred ? deferLayout : undefined;
  const [html] = useState(() => {
    if (import.meta.env.SSR) return "";
    if (!cache.has(id))
      cache.set(id, document.querySelector(`[data-prerendered="${id}"]`)?.innerHTML ?? "");
    return cache.get(id) ?? "";
  });
  if (import.meta.env.SSR) {
    return (
      <div data-prerendered={id} className={className} {...layout}>
        {children}
      </div>
    );
  }
  // React does not compare or rewrite dangerouslySetInnerHTML while hydrating, so the prerendered markup stays.
  return (
    <div
      data-prerendered={id}
      className={className}
      {...layout}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
