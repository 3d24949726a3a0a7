// `npm run data:publish -- <file> [--out=<path>] [--allow-removals]`: checks an admin export or a site data file
// against the shared schemas and writes the site's due-dates data file (default
// public/data/compliance-due-dates.json). Every problem is listed with its path; nothing is written unless the whole
// file is valid (a byte-order mark is dropped, as a browser drops it). It then lists what the file changes against
// the current one (entries added, removed, dates moved) and refuses to remove entries, schedules, entity types or
// laws unless --allow-removals is given. The site shows the new file once it is rebuilt (decision 032).
// The checks live in TypeScript (app/features/admin/admin-publish.ts); Vite's module runner loads them with the
// project's `~/` alias and extensionless imports, which Node's own type stripping does not resolve.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_OUT = path.join(projectRoot, "public/data/compliance-due-dates.json");

const usage =
  "Usage: npm run data:publish -- <export-or-data-file.json> [--out=<path>] [--allow-removals]";
const KNOWN_FLAGS = ["--allow-removals"];

const isFolder = (file) => {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
};

/** Today in India, as YYYY-MM-DD. */
const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

async function main(argv) {
  const args = argv.filter((a) => !a.startsWith("--"));
  const outArg = argv.find((a) => a.startsWith("--out="));
  const out = outArg ? path.resolve(outArg.slice("--out=".length)) : DEFAULT_OUT;
  const allowRemovals = argv.includes("--allow-removals");
  const unknown = argv.filter(
    (a) => a.startsWith("--") && !a.startsWith("--out=") && !KNOWN_FLAGS.includes(a),
  );
  if (args.length !== 1 || unknown.length) {
    console.error(usage);
    return 2;
  }
  const input = path.resolve(args[0]);
  const shown = path.relative(process.cwd(), out) || out;
  if (isFolder(out)) {
    console.error(
      `${shown} is a folder: --out names the file to write, e.g. --out=${path.join(shown, "compliance-due-dates.json")}`,
    );
    return 2;
  }
  let text;
  try {
    text = fs.readFileSync(input, "utf8");
  } catch (error) {
    console.error(`Cannot read ${input}: ${error.message}`);
    return 1;
  }
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(
    path.join(projectRoot, "app/features/admin/admin-publish.ts"),
    {
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "~": path.join(projectRoot, "app") } },
    },
  );
  // The file it replaces, when there is one and it is readable: what the new file changes is measured against it.
  let current;
  if (fs.existsSync(out)) {
    const existing = module.preparePublish(fs.readFileSync(out, "utf8"), todayInIndia());
    if (existing.ok) current = existing.file;
    else console.warn(`The current ${shown} is not valid; it is replaced whole.`);
  }
  const result = module.preparePublish(text, todayInIndia(), current);
  if (!result.ok) {
    console.error(`${input} was not published: ${result.problems.length} problem(s)`);
    for (const problem of result.problems) console.error(`  - ${problem}`);
    return 1;
  }
  if (current) {
    const changes = module.diffFiles(current, result.file);
    const lines = module.describeChanges(changes);
    console.log(
      lines.length ? "Changes against the current file:" : "No changes against the current file.",
    );
    for (const line of lines) console.log(`  - ${line}`);
    if (module.hasRemovals(changes) && !allowRemovals) {
      console.error(
        `${input} was not published: it removes published data (listed above). If that is meant, run it again with --allow-removals.`,
      );
      return 1;
    }
  }
  // In the current file's order and formatting, lastUpdated set (app/features/admin/publish-format.ts), with this
  // publish's changes appended to the ledger of published changes (app/features/admin/publish-ledger.ts).
  const runnerOptions = {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": path.join(projectRoot, "app") } },
  };
  const { module: ledger } = await runnerImport(
    path.join(projectRoot, "app/features/admin/publish-ledger.ts"),
    runnerOptions,
  );
  const { module: format } = await runnerImport(
    path.join(projectRoot, "app/features/admin/publish-format.ts"),
    runnerOptions,
  );
  result.file = ledger.withLedgerRecord(current, result.file, new Date().toISOString());
  const currentText = fs.existsSync(out) ? fs.readFileSync(out, "utf8") : undefined;
  const published = format.formatPublished(result.file, todayInIndia(), currentText);
  // What is written is what is checked: the file with its ledger record, as the build will read it.
  const written = module.preparePublish(published, todayInIndia());
  if (!written.ok) {
    console.error(`${input} was not published: the file it makes is not valid.`);
    for (const problem of written.problems) console.error(`  - ${problem}`);
    return 1;
  }
  try {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, published);
  } catch (error) {
    console.error(
      `${input} was checked but not published: ${shown} cannot be written (${error.code ?? error.message}).`,
    );
    return 1;
  }
  const laws = Object.keys(result.file.dueDates);
  const entries = Object.values(result.file.dueDates).flat().length;
  console.log(
    `Published ${shown} from the ${result.kind}: ${entries} entries under ${laws.length} laws, last updated ${JSON.parse(published).lastUpdated}, financial year ${result.file.financialYear}.`,
  );
  console.log(
    "Next: commit it, then rebuild (npm run build) and deploy: every page, calendar and Home's card is built from it.",
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = await main(process.argv.slice(2));
