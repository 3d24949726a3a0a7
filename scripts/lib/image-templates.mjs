// SVG templates for the images the build generates: share images (1200x630) and app icons.
// Pure functions, rendered to PNG by scripts/generate-images.mjs.

const escapeXml = (s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Greedy word wrap (resvg draws no multi-line text by itself): `fits` is a number of characters, or a function that
 * says whether a line fits (Telugu lines are measured: a Telugu letter's width has little to do with its characters).
 */
export function wrapText(text, fits, maxLines = 3) {
  const fitsLine = typeof fits === "number" ? (line) => line.length <= fits : fits;
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!fitsLine(next) && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.;:]+$/, "")}…`;
    return kept;
  }
  return lines;
}

/** The logo mark (same drawing as public/favicon.svg) at x, y with the given size. */
export function logoMark(x, y, size) {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="10" fill="#0b2545"/><rect x="2.75" y="2.75" width="34.5" height="34.5" rx="9.25" fill="none" stroke="#f59e0b" stroke-width="1.5"/><path d="M12 27V13l16 14V13" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><circle cx="28" cy="13" r="2.6" fill="#f59e0b"/></svg>`;
}

/** The width the title and the text may take, in pixels (the image is 1200 wide, with 80 on the left). */
export const TEXT_WIDTH = 1040;

/**
 * A 1200x630 share image: firm name, section title, one line of text, the site's host. With `shaped`, the title and
 * text are drawn as outlines already shaped (Telugu: resvg's own shaping misplaces Telugu vowel signs and
 * conjuncts), with the taller lines Telugu's vowel signs need: `shaped.measure(text, size, weight)` is a line's
 * width in pixels, `shaped.path(text, { x, y, size, weight, fill })` its SVG path.
 * @param {{ firmName: string, title: string, subtitle: string, host: string, shaped?: {
 *   measure: (text: string, size: number, weight: number) => number,
 *   path: (text: string, at: { x: number, y: number, size: number, weight: number, fill: string }) => string,
 * } }} image
 */
export function shareImageSvg({ firmName, title, subtitle, host, shaped }) {
  const fitsWidth = (size, weight) => (line) => shaped.measure(line, size, weight) <= TEXT_WIDTH;
  const titleLines = wrapText(title, shaped ? fitsWidth(68, 700) : 26, 3);
  const subtitleLines = wrapText(subtitle, shaped ? fitsWidth(30, 400) : 58, 2);
  const titleSize = titleLines.length > 2 ? 60 : 68;
  const titleTop = 250;
  const titleLineHeight = Math.round(titleSize * (shaped ? 1.4 : 1.15));
  const subtitleLineHeight = shaped ? 46 : 42;
  const subtitleTop = titleTop + (titleLines.length - 1) * titleLineHeight + 78;
  const tspans = (lines, x, lineHeight) =>
    lines
      .map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(l)}</tspan>`)
      .join("");
  const block = (lines, { y, size, weight, fill, lineHeight }) =>
    shaped
      ? lines
          .map((l, i) => shaped.path(l, { x: 80, y: y + i * lineHeight, size, weight, fill }))
          .join("")
      : `<text x="80" y="${y}" font-family="Inter" font-weight="${weight}" font-size="${size}" fill="${fill}">${tspans(lines, 80, lineHeight)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b2545"/>
      <stop offset="1" stop-color="#13315c"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="120" r="230" fill="none" stroke="#1d4ed8" stroke-opacity="0.35" stroke-width="2"/>
  <circle cx="1080" cy="120" r="150" fill="none" stroke="#f59e0b" stroke-opacity="0.35" stroke-width="2"/>
  <circle cx="1080" cy="120" r="70" fill="#1d4ed8" fill-opacity="0.18"/>
  ${logoMark(80, 72, 64)}
  <text x="164" y="116" font-family="Inter" font-weight="600" font-size="32" fill="#ffffff">${escapeXml(firmName)}</text>
  <rect x="80" y="${titleTop - titleSize - 34}" width="96" height="8" rx="4" fill="#f59e0b"/>
  ${block(titleLines, { y: titleTop, size: titleSize, weight: 700, fill: "#ffffff", lineHeight: titleLineHeight })}
  ${block(subtitleLines, { y: subtitleTop, size: 30, weight: 400, fill: "#cbd5e1", lineHeight: subtitleLineHeight })}
  <rect x="0" y="566" width="1200" height="64" fill="#081c36"/>
  <text x="80" y="607" font-family="Inter" font-weight="600" font-size="26" fill="#f59e0b">${escapeXml(host)}</text>
</svg>`;
}

/** A square app icon. `fullBleed` fills the square with navy (apple-touch-icon, maskable) and keeps the mark
 *  inside the maskable safe zone (the central 80 %). */
export function iconSvg(size, { fullBleed = false } = {}) {
  if (!fullBleed)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">${logoMark(0, 0, 40).replace(/^<svg[^>]*>|<\/svg>$/g, "")}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b2545"/>${logoMark(8, 8, 24)}</svg>`;
}
