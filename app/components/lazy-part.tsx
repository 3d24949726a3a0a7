import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { layOutAll } from "~/lib/deferred-layout";

/*
 * A part of a page whose code is fetched on demand (React.lazy): when that code cannot be had (a 404 after a deploy
 * removed the old chunk, a file cut short, no connection), the rest of the page carries on and the page's load notice
 * (components/load-notice.tsx) says so and offers a reload. Without it the route's error boundary would replace the
 * whole page, the prerendered content with it (docs/decisions/031-runtime-resilience.md).
 */

class PartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** In place of a part that failed: its prerendered markup, if it had any; the page's load notice is shown. */
function Failed({ id, markup }: { id?: string; markup: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.documentElement.dataset.partFailed = "";
    // The page has hydrated: its blocks whose layout was deferred are laid out (lib/deferred-layout.ts).
    if (ref.current) layOutAll(ref.current);
  }, []);
  // React does not compare dangerouslySetInnerHTML: the prerendered markup, as it was.
  return id ? (
    <div ref={ref} data-lazy-part={id} dangerouslySetInnerHTML={{ __html: markup }} />
  ) : null;
}

/**
 * `children` (lazily loaded) under a Suspense and an error boundary of their own. With `prerendered`, the part's
 * markup is in the prerendered page, in an element `data-lazy-part={prerendered}`: if its code fails while the page
 * hydrates, that markup is kept (read before React replaces it).
 */
export function LazyPart({ prerendered, children }: { prerendered?: string; children: ReactNode }) {
  const [markup] = useState(() =>
    prerendered && !import.meta.env.SSR
      ? (document.querySelector(`[data-lazy-part="${prerendered}"]`)?.innerHTML ?? "")
      : "",
  );
  const part = <Suspense fallback={null}>{children}</Suspense>;
  return (
    <PartBoundary fallback={<Failed id={prerendered} markup={markup} />}>
      {prerendered ? <div data-lazy-part={prerendered}>{part}</div> : part}
    </PartBoundary>
  );
}
