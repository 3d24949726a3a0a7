import { Marked, type Tokens } from "marked";
import { deferLayoutAttribute } from "~/lib/deferred-layout";
import { hasPage } from "~/lib/site-pages";

/*
 * Markdown to HTML at build time only (this module is imported by route loaders, which run while prerendering;
 * the ".server" name keeps it out of the browser bundle). Headings get ids for the table of contents; tables get
 * a focusable scroll wrapper for narrow screens; a blockquote that starts with "Update" becomes a dated note.
 * Each part that starts with a second-level heading becomes a <section> whose layout may wait until it is needed
 * (lib/deferred-layout.ts): a long article would otherwise be laid out in one go right after the first paint.
 */
export interface Heading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "section";

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

export function renderMarkdown(markdown: string): {
  html: string;
  headings: Heading[];
  text: string;
} {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const notes = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = stripTags(inner);
        const base = slugify(text);
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        const id = count ? `${base}-${count + 1}` : base;
        if (depth === 2 || depth === 3) headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      table(token: Tokens.Table) {
        const header = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join("");
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`,
          )
          .join("\n");
        const label = token.header
          .map((cell) => stripTags(this.parser.parseInline(cell.tokens)))
          .join(", ");
        return `<section class="table-scroll" tabindex="0" aria-label="Table: ${label.replace(/"/g, "&quot;")}"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></section>\n`;
      },
      blockquote({ tokens }: Tokens.Blockquote) {
        const inner = this.parser.parse(tokens);
        const lead = /^<p><strong>(Update\b[^<]*?):?<\/strong>/.exec(inner.trim())?.[1];
        if (!lead) return `<blockquote>${inner}</blockquote>\n`;
        // Each note is a landmark: its label ("Update, 24 November 2026") must be unique on the page.
        const seen = (notes.get(lead) ?? 0) + 1;
        notes.set(lead, seen);
        const label = seen === 1 ? lead : `${lead} (${seen})`;
        return `<aside class="update-note" aria-label="${label.replace(/"/g, "&quot;")}">${inner}</aside>\n`;
      },
      // Task-list boxes are a picture of a checklist, not form controls: a drawn box, hidden from screen readers.
      checkbox({ checked }: Tokens.Checkbox) {
        return `<span class="task-box" data-checked="${checked}" aria-hidden="true"></span> `;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        // Like the shell, link only to pages that exist in this build; otherwise keep the words.
        if (href.startsWith("/") && !hasPage(href)) return text;
        const titleAttr = title ? ` title="${title}"` : "";
        return external
          ? `<a href="${href}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`
          : `<a href="${href}"${titleAttr}>${text}</a>`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  const text = stripTags(html).replace(/\s+/g, " ").trim();
  return { html: sectionsByHeading(html), headings, text };
}

/** Wraps each run of blocks that starts with an h2 (marked emits blocks one after another) in a <section>. */
export function sectionsByHeading(html: string) {
  const parts = html.split(/(?=^<h2 )/m);
  return parts
    .map((part) =>
      part.startsWith("<h2 ") ? `<section ${deferLayoutAttribute}="">${part}</section>\n` : part,
    )
    .join("");
}
