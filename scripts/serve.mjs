// Serves build/client the way a static host or CDN does: clean URLs, gzip, 404.html with status 404,
// long cache on hashed assets, and the headers of build/client/_headers, which, like a host, it applies but never
// publishes (see resolveUrlPath). Used by `npm start`, e2e tests and the bench.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import {
  compressible,
  contentTypes,
  headersFor,
  parseHeadersFile,
  resolveUrlPath,
  root,
} from "./lib/static-site.mjs";

export function createStaticServer({ dir = root } = {}) {
  const headersPath = path.join(dir, "_headers");
  // Read again after a rebuild, as a host does on each deploy: the CSP's hashes change with the pages.
  let headersRead = { mtimeMs: -1, rules: [] };
  const headerRules = () => {
    const mtimeMs = fs.existsSync(headersPath) ? fs.statSync(headersPath).mtimeMs : 0;
    if (mtimeMs !== headersRead.mtimeMs)
      headersRead = {
        mtimeMs,
        rules: mtimeMs ? parseHeadersFile(fs.readFileSync(headersPath, "utf8")) : [],
      };
    return headersRead.rules;
  };
  const gzipCache = new Map();

  return http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    // Canonical URLs have no trailing slash (except the home page).
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search }).end();
      return;
    }
    const { file, status } = resolveUrlPath(url.pathname, dir);
    if (!fs.existsSync(file)) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    const type = contentTypes[path.extname(file)] ?? "application/octet-stream";
    const headers = {
      "Content-Type": type,
      "Cache-Control": url.pathname.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
      ...headersFor(headerRules(), url.pathname),
    };
    let body = fs.readFileSync(file);
    if (compressible(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      const key = `${file}:${body.length}:${fs.statSync(file).mtimeMs}`;
      if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(body, { level: 9 }));
      body = gzipCache.get(key);
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(
    process.env.PORT ?? process.argv.find((a) => a.startsWith("--port="))?.slice(7) ?? 4173,
  );
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(
      "No build found in build/client. Run `npm run build` first (or `npm start`, which builds).",
    );
    process.exit(1);
  }
  createStaticServer().listen(port, "127.0.0.1", () => {
    console.log(`Serving build/client at http://localhost:${port}`);
  });
}
