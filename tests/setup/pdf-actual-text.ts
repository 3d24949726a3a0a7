import zlib from "node:zlib";

/**
 * For the tests of the checklist PDFs (app/features/incorporations/checklist-pdf-text.server.ts):
 * the ActualText of the PDF's marked content, in order: the words a reader copies and searches in place of the
 * glyphs' own letters (pdf.js, which unpdf wraps, reads only the glyphs).
 */
export function actualTexts(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const latin1 = raw.toString("latin1");
  const texts: string[] = [];
  for (const stream of latin1.matchAll(/\bstream\r?\n/g)) {
    const start = stream.index + stream[0].length;
    let content: string;
    try {
      content = zlib
        .inflateSync(raw.subarray(start, latin1.indexOf("endstream", start)))
        .toString("latin1");
    } catch {
      continue;
    }
    for (const [, literal = ""] of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/gs)) {
      const unescaped = literal.replace(
        /\\([nrtbf()\\])/g,
        (_, c: string) => ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" })[c] ?? c,
      );
      const bytes = Buffer.from(unescaped, "latin1");
      texts.push(
        bytes[0] === 0xfe && bytes[1] === 0xff
          ? new TextDecoder("utf-16be").decode(bytes.subarray(2))
          : unescaped,
      );
    }
  }
  return texts;
}
