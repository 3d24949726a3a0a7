// `npm run data:facts`: takes the snapshot of the published data's facts (data/published-facts.json) that the
// ledger check compares the data with (app/lib/published-facts.ts; docs/decisions/043-every-state-named.md). Run it
// after a change of a date, fee or rule has its record in the data file's ledger (`updates`).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DATA_FILE = path.join(projectRoot, "public/data/compliance-due-dates.json");
export const FACTS_FILE = path.join(projectRoot, "data/published-facts.json");

async function main() {
  const { runnerImport } = await import("vite");
  const options = {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": path.join(projectRoot, "app") } },
  };
  const { module: facts } = await runnerImport(
    path.join(projectRoot, "app/lib/published-facts.ts"),
    options,
  );
  const { module: schema } = await runnerImport(
    path.join(projectRoot, "app/lib/compliance-schema.ts"),
    options,
  );
  const parsed = schema.dueDatesFileSchema.safeParse(
    JSON.parse(fs.readFileSync(DATA_FILE, "utf8")),
  );
  if (!parsed.success) {
    console.error(`${path.relative(process.cwd(), DATA_FILE)} is not valid: fix it first.`);
    for (const issue of parsed.error.issues)
      console.error(`  - ${issue.path.join(".")}: ${issue.message}`);
    return 1;
  }
  const previous = fs.existsSync(FACTS_FILE)
    ? JSON.parse(fs.readFileSync(FACTS_FILE, "utf8"))
    : undefined;
  const missing = previous ? facts.unrecordedChanges(parsed.data, previous) : [];
  if (missing.length) {
    console.error(facts.unrecordedMessage(missing));
    return 1;
  }
  fs.mkdirSync(path.dirname(FACTS_FILE), { recursive: true });
  fs.writeFileSync(FACTS_FILE, `${JSON.stringify(facts.factsSnapshot(parsed.data), null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), FACTS_FILE)}.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
