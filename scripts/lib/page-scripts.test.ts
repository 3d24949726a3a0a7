import { describe, expect, it } from "vitest";
import { gzipSize, inlineScriptBytes, inlineScriptProblem } from "./page-scripts.mjs";

describe("the JavaScript a page carries inline", () => {
  const site =
    'var e=document.querySelectorAll("form[data-newsletter]");e.forEach(t=>t.noValidate=!0);';
  const home = "for(const e of document.querySelectorAll(`[data-next-deadlines]`))e.hidden=!1;";
  const page =
    `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Thing"}</script></head>` +
    `<body><script type="module">${home}</script><main>Home</main>` +
    `<script type="application/json" id="rr-boot">{"entry":"/assets/entry.js"}</script>` +
    `<script type="module" src="/assets/other.js"></script><script type="module">${site}</script></body></html>`;

  it("counts each executable inline script, gzipped as a file would be, and no data block or script file", () => {
    expect(inlineScriptBytes(page)).toEqual({
      count: 2,
      bytes: gzipSize(home) + gzipSize(site),
    });
    expect(inlineScriptBytes("<p>No script</p>")).toEqual({ count: 0, bytes: 0 });
  });
});

describe("what may be written inline as a page's module script", () => {
  it("accepts bundled code that loads nothing else", () => {
    expect(inlineScriptProblem('var e=`a<b`;import.meta.env;document.title="x";')).toBeUndefined();
  });

  it("refuses code that imports other files, statically or on demand", () => {
    for (const code of [
      'import{t as e}from"./app-shared-1.js";e();',
      'import"./polyfill.js";',
      "import * as r from './x.js';",
      'let e=1;import("./later-2.js").then(e=>e.t());',
    ])
      expect(inlineScriptProblem(code), code).toMatch(/self-contained/);
  });

  it("refuses text that would end the script element early or change how the HTML parses", () => {
    expect(inlineScriptProblem('e.innerHTML="</SCRIPT>";')).toMatch(/<\/script/);
    expect(inlineScriptProblem('e.innerHTML="<!--x";')).toMatch(/<!--/);
  });
});
