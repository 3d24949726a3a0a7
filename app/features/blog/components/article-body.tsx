/* Typography for the build-time rendered article HTML (see markdown.server.ts for the classes it emits). */
const prose = [
  "text-lg leading-relaxed text-ink",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_li:has(>.task-box)]:relative [&_li:has(>.task-box)]:list-none [&_li:has(>.task-box)]:pl-7 [&_ul:has(.task-box)]:pl-0",
  "[&_.task-box]:absolute [&_.task-box]:top-[0.35em] [&_.task-box]:left-0 [&_.task-box]:size-4 [&_.task-box]:rounded [&_.task-box]:border-2 [&_.task-box]:border-navy",
  "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold",
  "[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-card [&_.table-scroll]:border [&_.table-scroll]:border-line",
  "[&_table]:w-full [&_table]:min-w-[36rem] [&_table]:text-base [&_table]:tabular-nums",
  "[&_th]:bg-surface [&_th]:p-3 [&_th]:text-left [&_th]:font-semibold [&_td]:p-3 [&_td]:align-top [&_tbody_tr]:border-t [&_tbody_tr]:border-line",
  "[&_.update-note]:mt-6 [&_.update-note]:rounded-card [&_.update-note]:border-l-4 [&_.update-note]:border-accent [&_.update-note]:bg-accent-soft [&_.update-note]:p-5 [&_.update-note_p]:mt-0",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted",
  // A part that starts with a heading is a <section> (markdown.server.ts): its heading is then the first child.
  "[&>*:first-child]:mt-0 [&>section:first-child>h2:first-child]:mt-0",
].join(" ");

/**
 * The article's HTML, rendered at build time. It is prerendered markup, so the site layout's delegated click handler
 * (for `[data-prerendered]` links) keeps its internal links client-side.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div data-prerendered="article" className={prose} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
