import { describe, expect, it } from "vitest";
import { inlineScriptProblem } from "./page-scripts.mjs";

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
