import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/*
 * The project's import graph, read the way TypeScript reads it: static imports, `import type`, re-exports and
 * dynamic import() all count (a type-only import still ties two modules together), resolved with tsconfig.json's
 * paths (`~/*`). Only the project's own files are nodes; packages, virtual modules and the route types that
 * `react-router typegen` generates (`./+types/*`, which import their route module back by design) are left out.
 * Two checks read it (docs/decisions/040-node-24-and-react-router-8.md): no cycle, and no feature importing another.
 */

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const SKIP_DIRS = new Set([
  "node_modules",
  ".react-router",
  ".git",
  "test-results",
  "playwright-report",
  ".bench",
]);

/** The project's source files under `dirs` (relative to root), as paths relative to root with forward slashes. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory())
        return SKIP_DIRS.has(entry.name) || entry.name.startsWith("build") ? [] : walk(rel);
      return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
    });
  return dirs
    .flatMap((dir) => (fs.statSync(path.join(root, dir)).isDirectory() ? walk(dir) : [dir]))
    .sort();
}

export type ImportGraph = Map<string, Set<string>>;

/** Each file's imports of other project files (paths relative to root). */
export function importGraph(root: string, files: string[]): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const options = { ...config.options, allowJs: true };
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const absolute = path.join(root, file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(absolute, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(
        specifier,
        absolute,
        options,
        ts.sys,
        cache,
      ).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join("/");
      if (known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * Every import cycle, one per group of files that reach each other (a strongly connected component, Tarjan's
 * algorithm), shown as the shortest way round from the group's first file: ["a.ts", "b.ts", "a.ts"].
 */
export function importCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)?.has(file)) groups.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!order.has(file)) connect(file);
  return groups
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
    .map((group) => shortestWayRound(graph, group));
}

function shortestWayRound(graph: ImportGraph, group: string[]): string[] {
  const start = group[0]!;
  const members = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of [...(graph.get(file) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...group, start];
}

const FEATURE = /^app\/features\/([^/]+)\//;

/** The feature folder a file belongs to (`app/features/<name>/...`), or undefined. */
export const featureOf = (file: string) => FEATURE.exec(file)?.[1];

/** Every import from one feature's folder into another's: "from.ts -> to.ts". */
export function crossFeatureImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const feature = featureOf(file);
    if (!feature) continue;
    for (const target of targets) {
      const other = featureOf(target);
      if (other && other !== feature) found.push(`${file} -> ${target}`);
    }
  }
  return found.sort();
}
