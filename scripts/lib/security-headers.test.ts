import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./static-site.mjs";
import {
  buildAdminCsp,
  buildCsp,
  headersFile,
  inlineScripts,
  inlineStyles,
  parseCsp,
  runtimeStyles,
  SERVICE_WORKER_PATH,
  sha256,
  styleAttributes,
} from "./security-headers.mjs";
import { serviceWorkerUrl } from "../../app/browser/service-worker-routes";

const page = `<!DOCTYPE html><html><head><style data-inline-css="true">body{color:red}</style>
<script type="application/ld+json">{"@type":"Thing"}</script></head><body>
<div style="width:40%;color:&quot;x&quot;">a</div><p data-style="no">b</p>
<script>window.a=1</script><script type="module" async="">import "/assets/x.js";</script>
<script src="/assets/y.js"></script></body></html>`;

describe("what the pages contain", () => {
  it("finds executable inline scripts, not data blocks or external scripts", () => {
    expect(inlineScripts(page)).toEqual(["window.a=1", 'import "/assets/x.js";']);
  });

  it("finds inline styles and decoded style attributes", () => {
    expect(inlineStyles(page)).toEqual(["body{color:red}"]);
    expect(styleAttributes(page)).toEqual(['width:40%;color:"x"']);
  });

  it("knows sonner's runtime stylesheet (and the empty style it appends first)", () => {
    const [empty, css] = runtimeStyles();
    expect(empty).toBe("");
    expect(css).toContain("[data-sonner-toaster]");
  });
});

describe("buildCsp", () => {
  it("hashes the inline code and keeps the fixed directives strict", () => {
    const csp = parseCsp(
      buildCsp({
        scripts: ["window.a=1", "window.a=1"],
        styles: ["body{color:red}"],
        endpoints: ["https://forms.example/contact?x=1", undefined as unknown as string],
      }),
    );
    expect(csp["script-src"]).toEqual(["'self'", sha256("window.a=1")]);
    expect(csp["style-src"]).toEqual(["'self'", sha256("body{color:red}")]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://forms.example"]);
    expect(csp["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    // The site's own service worker only (docs/decisions/018-offline-service-worker.md).
    expect(csp["worker-src"]).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
  });

  it("allows style attributes by hash only when pages have them", () => {
    const csp = parseCsp(buildCsp({ styles: ["a{}"], styleAttrs: ["width:40%"] }));
    expect(csp["style-src"]).toEqual([
      "'self'",
      "'unsafe-hashes'",
      sha256("a{}"),
      sha256("width:40%"),
    ]);
  });

  it("matches the browser's hash format", () => {
    // echo -n "" | openssl dgst -sha256 -binary | base64
    expect(sha256("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("headersFile", () => {
  it("writes a _headers file the static server parses back", () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'")) as {
      pattern: string;
      headers: Record<string, string>;
    }[];
    const all = rules.find((r) => r.pattern === "/*")!;
    expect(all.headers).toMatchObject({
      "Content-Security-Policy": "default-src 'self'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(all.headers["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(all.headers["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    // Cache-Control only on /assets/*: hosts join the values of all matching rules.
    expect(all.headers["Cache-Control"]).toBeUndefined();
    expect(rules.find((r) => r.pattern === "/assets/*")?.headers["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("gives pages every header; hashed assets keep nosniff and their cache rule only", () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    const page = headersFor(rules, "/about");
    expect(page["Content-Security-Policy"]).toBe("default-src 'self'");
    expect(page["Strict-Transport-Security"]).toMatch(/max-age/);
    expect(headersFor(rules, "/data/compliance-due-dates.json")["Content-Security-Policy"]).toBe(
      "default-src 'self'",
    );
    // COOP isolates the staff area only (docs/decisions/005-security-headers.md).
    expect(page["Cross-Origin-Opener-Policy"]).toBeUndefined();
    for (const admin of ["/admin", "/admin/compliance"]) {
      expect(headersFor(rules, admin)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(headersFor(rules, admin)["Content-Security-Policy"]).toBe("default-src 'self'");
    }
    expect(headersFor(rules, "/assets/entry-abc.js")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  it("gives the admin area a policy of its own that allows the Git host's API; public pages keep the site's", () => {
    const parts = { scripts: ["a()"], endpoints: ["https://forms.example/contact"] };
    const csp = buildCsp(parts);
    const adminCsp = buildAdminCsp(parts, ["https://api.github.com", undefined]);
    const rules = parseHeadersFile(headersFile(csp, adminCsp));
    for (const admin of ["/admin", "/admin/compliance"]) {
      const policy = parseCsp(headersFor(rules, admin)["Content-Security-Policy"]!);
      expect(policy["connect-src"]).toEqual([
        "'self'",
        "https://api.github.com",
        "https://forms.example",
      ]);
      expect(policy["script-src"]).toEqual(parseCsp(csp)["script-src"]);
      expect(headersFor(rules, admin)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    }
    for (const page of ["/", "/due-dates", "/administration-guide"])
      expect(headersFor(rules, page)["Content-Security-Policy"]).toBe(csp);
    expect(csp).not.toContain("api.github.com");
  });

  it("has the service worker revalidated on every request, under the site's policy", () => {
    expect(SERVICE_WORKER_PATH).toBe(serviceWorkerUrl);
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    const sw = headersFor(rules, SERVICE_WORKER_PATH);
    expect(sw["Cache-Control"]).toBe("no-cache");
    expect(sw["Content-Security-Policy"]).toBe("default-src 'self'");
    // Only one rule sets Cache-Control on it: hosts join the values of every matching rule.
    const withCache = rules.filter((r) => headersFor([r], SERVICE_WORKER_PATH)["Cache-Control"]);
    expect(withCache).toHaveLength(1);
    expect(headersFor(rules, "/about")["Cache-Control"]).toBeUndefined();
  });
});
