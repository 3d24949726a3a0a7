import { articleText } from "~/content/blog";
import { cn } from "~/lib/cn";

export interface TocHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** Links to the article's headings (their ids are set when the markdown is rendered). */
export function TableOfContents({ headings }: { headings: TocHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-card border border-line bg-surface p-5">
      <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-ink-muted uppercase">
        {articleText.tocTitle}
      </h2>
      <ol className="mt-3 space-y-1 text-[0.95rem]">
        {headings.map((h) => (
          <li key={h.id} className={cn(h.depth === 3 && "pl-4")}>
            <a
              href={`#${h.id}`}
              className="inline-block py-1 text-ink hover:text-brand hover:underline"
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
