import { describe, expect, it } from "vitest";
import { renderMarkdown, sectionsByHeading } from "./markdown.server";

describe("article sections", () => {
  it("wraps each part that starts with a second-level heading, keeping the introduction as it is", () => {
    const { html } = renderMarkdown(
      "Intro paragraph.\n\n## First part\n\nText one.\n\n### A detail\n\nMore.\n\n## Second part\n\n- a\n- b\n",
    );
    expect(html.startsWith("<p>Intro paragraph.</p>")).toBe(true);
    const sections = html.match(/<section data-defer-layout="">[\s\S]*?<\/section>/g) ?? [];
    expect(sections).toHaveLength(2);
    expect(sections[0]).toContain('<h2 id="first-part">First part</h2>');
    expect(sections[0]).toContain('<h3 id="a-detail">A detail</h3>');
    expect(sections[0]).toContain("<p>More.</p>");
    expect(sections[1]).toContain('<h2 id="second-part">Second part</h2>');
    expect(sections[1]).toContain("<li>b</li>");
  });

  it("leaves an article without second-level headings alone", () => {
    expect(sectionsByHeading('<p>Only text.</p>\n<h3 id="x">X</h3>\n')).toBe(
      '<p>Only text.</p>\n<h3 id="x">X</h3>\n',
    );
  });
});
