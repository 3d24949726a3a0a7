import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Node 24 LTS for every script, brought by npm itself (docs/decisions/040-node-24-and-react-router-8.md): the `node`
 * package puts its binary first on the PATH of every `npm run` script, so the build, these tests and Playwright run
 * on it whatever Node runs npm. The files that name the Node line say the same one.
 */
const projectRoot = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe("the Node the project runs on", () => {
  const pinned = pkg.devDependencies.node!;

  it("is the node package's exact 24.x, whose install script npm may run", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(pkg.allowScripts.node).toBe(true);
  });

  it("runs these tests", () => {
    expect(process.versions.node).toBe(pinned);
  });

  it("is the line that engines, .nvmrc and the host's build settings name", () => {
    expect(pkg.engines.node).toMatch(/^>=\d+$/);
    expect(major(pkg.engines.node)).toBe(major(pinned));
    expect(read(".nvmrc").trim()).toBe(String(major(pinned)));
    expect(read("netlify.toml")).toMatch(new RegExp(`NODE_VERSION = "${major(pinned)}"`));
  });
});
