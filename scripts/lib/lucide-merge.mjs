// Build-time: merge the plain shapes of a lucide icon into one <path>. An icon of four shapes becomes one element
// instead of four, which is less for the browser to style and lay out and for React to hydrate; the picture is
// the same, since every shape is stroked alike. Shapes with attributes of their own (a fill, an opacity) stay apart.
const num = (v) => Number(v);
const fmt = (n) => String(Math.round(n * 1000) / 1000);

const GEOMETRY = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
};

function ellipse(cx, cy, rx, ry) {
  const [x, y] = [fmt(cx - rx), fmt(cy)];
  const [a, b] = [fmt(rx), fmt(ry)];
  return `M${x} ${y}a${a} ${b} 0 1 0 ${fmt(2 * rx)} 0a${a} ${b} 0 1 0 ${fmt(-2 * rx)} 0z`;
}

function rect({ x = 0, y = 0, width, height, rx, ry }) {
  const [X, Y, w, h] = [num(x), num(y), num(width), num(height)];
  let r = rx ?? ry;
  let s = ry ?? rx;
  if (r === undefined) return `M${fmt(X)} ${fmt(Y)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}z`;
  r = Math.min(num(r), w / 2);
  s = Math.min(num(s), h / 2);
  const arc = (dx, dy) => `a${fmt(r)} ${fmt(s)} 0 0 1 ${fmt(dx)} ${fmt(dy)}`;
  return (
    `M${fmt(X + r)} ${fmt(Y)}h${fmt(w - 2 * r)}${arc(r, s)}v${fmt(h - 2 * s)}${arc(-r, s)}` +
    `h${fmt(-(w - 2 * r))}${arc(-r, -s)}v${fmt(-(h - 2 * s))}${arc(r, -s)}z`
  );
}

function points(list, close) {
  const n = String(list)
    .trim()
    .split(/[\s,]+/);
  const pairs = [];
  for (let i = 0; i + 1 < n.length; i += 2) pairs.push(`${n[i]} ${n[i + 1]}`);
  return `M${pairs[0]}L${pairs.slice(1).join(" ")}${close ? "z" : ""}`;
}

/** The shape as path data, or null when it carries more than geometry (or is a path that does not start with M). */
export function shapeToPath(tag, attrs) {
  const allowed = GEOMETRY[tag];
  if (!allowed) return null;
  if (Object.keys(attrs).some((k) => k !== "key" && !allowed.includes(k))) return null;
  switch (tag) {
    case "path":
      return /^\s*M/.test(attrs.d) ? attrs.d.trim() : null;
    case "circle":
      return ellipse(num(attrs.cx), num(attrs.cy), num(attrs.r), num(attrs.r));
    case "ellipse":
      return ellipse(num(attrs.cx), num(attrs.cy), num(attrs.rx), num(attrs.ry));
    case "line":
      return `M${attrs.x1} ${attrs.y1}L${attrs.x2} ${attrs.y2}`;
    case "polyline":
      return points(attrs.points, false);
    case "polygon":
      return points(attrs.points, true);
    case "rect":
      return rect(attrs);
  }
  return null;
}

/** An icon's node list with its plain shapes merged into the first path; other nodes keep their place. */
export function mergeIconNode(node) {
  const out = [];
  let merged = null;
  for (const [tag, attrs] of node) {
    const d = shapeToPath(tag, attrs);
    if (d === null) {
      out.push([tag, attrs]);
    } else if (merged) {
      merged[1].d += d;
    } else {
      merged = ["path", { d, key: "merged" }];
      out.push(merged);
    }
  }
  return out;
}
