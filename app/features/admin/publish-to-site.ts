import { dueDatesFileSchema, formatIssues, type DueDatesFile } from "~/lib/compliance-schema";
import {
  financialYearOf,
  describeChanges,
  diffFiles,
  hasChanges,
  hasRemovals,
} from "./admin-publish";
import { parseJsonSafely } from "./admin-import";
import {
  readRemoteFile,
  writeRemoteFile,
  type CommitAuthor,
  type CommitDone,
  type Fetcher,
  type GitHubFailure,
  type RepoTarget,
} from "./github-contents";
import { mergeFiles, type Choice, type Conflict } from "./publish-merge";
import { commitMessage, ledgerChanges, withLedgerRecord } from "./publish-ledger";

/*
 * Publishing the admin's data to the site's repository in one click (docs/decisions/035-publish-from-the-admin.md):
 * read the repository's file with its sha, merge this browser's edits onto it (publish-merge.ts), show what it
 * changes, then commit naming that sha. A stale sha (someone published in between) comes back as a conflict: the
 * caller prepares again from the new file, so nothing of the other publish is overwritten.
 */

export type PrepareFailure =
  | GitHubFailure
  /** The repository's file fails the site's schema: it is shown, not overwritten. */
  | { kind: "invalidFile"; problems: string[] }
  /** The merged file fails the schema (this browser's entries are not publishable yet). */
  | { kind: "invalidResult"; problems: string[] };

export interface Prepared {
  /** The repository's file as read, and the sha a commit must name. */
  sha: string;
  theirs: DueDatesFile;
  /** What was published since this browser's edits began (empty when nothing was). */
  othersChanged: string[];
  /** Entries both sides changed differently: each needs a choice before publishing. */
  conflicts: Conflict[];
  /** This browser's changes that were re-applied on top of the other publish. */
  reapplied: string[];
  /** The file to commit, its change list against the repository's file, and the commit message. */
  next: DueDatesFile;
  changes: string[];
  removals: boolean;
  nothingToPublish: boolean;
  message: string;
}

export interface PrepareInput {
  target: RepoTarget;
  token: string;
  fetcher: Fetcher;
  /** The file this browser's edits started from (the published file at login, or its own last publish). */
  base: DueDatesFile;
  /** The file this browser's edits make (toSiteDataFile). */
  mine: DueDatesFile;
  choices?: Readonly<Record<string, Choice>>;
  /** Now, as an ISO date-time, and today in India: the ledger's time and the file's date. */
  now: string;
  today: string;
}

export function parseDataFile(
  text: string,
): { ok: true; file: DueDatesFile } | { ok: false; problems: string[] } {
  let raw: unknown;
  try {
    raw = parseJsonSafely(text);
  } catch (error) {
    return { ok: false, problems: [`(root): ${(error as Error).message}`] };
  }
  const parsed = dueDatesFileSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, file: parsed.data }
    : { ok: false, problems: formatIssues(parsed.error) };
}

export async function preparePublishToSite(
  input: PrepareInput,
): Promise<{ ok: true; prepared: Prepared } | { ok: false; failure: PrepareFailure }> {
  const read = await readRemoteFile(input.target, input.token, input.fetcher);
  if (!read.ok) return read;
  const parsed = parseDataFile(read.file.text);
  if (!parsed.ok) return { ok: false, failure: { kind: "invalidFile", problems: parsed.problems } };
  const theirs = parsed.file;
  const merged = mergeFiles(input.base, input.mine, theirs, input.choices);
  const content = { ...merged.file, updates: theirs.updates };
  const changed = hasChanges(diffFiles(theirs, content));
  const dated: DueDatesFile = changed
    ? { ...content, lastUpdated: input.today, financialYear: financialYearOf(input.today) }
    : theirs;
  const checked = dueDatesFileSchema.safeParse(dated);
  if (!checked.success)
    return { ok: false, failure: { kind: "invalidResult", problems: formatIssues(checked.error) } };
  const next = withLedgerRecord(theirs, checked.data, input.now);
  const diff = diffFiles(theirs, next);
  return {
    ok: true,
    prepared: {
      sha: read.file.sha,
      theirs,
      othersChanged: describeChanges(diffFiles(input.base, theirs)),
      conflicts: merged.conflicts,
      reapplied: merged.reapplied,
      next,
      changes: describeChanges(diff),
      removals: hasRemovals(diff),
      nothingToPublish: !changed,
      message: commitMessage(ledgerChanges(theirs, next, diff)),
    },
  };
}

/** The file as committed: two-space JSON with a final newline, as the repository keeps it. */
export const fileText = (file: DueDatesFile) => JSON.stringify(file, null, 2) + "\n";

export async function commitPrepared(
  input: { target: RepoTarget; token: string; fetcher: Fetcher; author: CommitAuthor },
  prepared: Prepared,
): Promise<{ ok: true; commit: CommitDone } | { ok: false; failure: GitHubFailure }> {
  return writeRemoteFile(
    input.target,
    input.token,
    {
      text: fileText(prepared.next),
      sha: prepared.sha,
      message: prepared.message,
      author: input.author,
    },
    input.fetcher,
  );
}

/** The ledger record a publish appended: the live file carries it once the host has rebuilt. */
export const publishMark = (file: DueDatesFile) => file.updates?.at(-1)?.publishedAt;

export interface WatchOptions {
  /** The live data file's address. */
  url: string;
  /** The record the published file carries (publishMark). */
  mark: string;
  fetcher: Fetcher;
  /** Waits between reads (the tests pass one that returns at once). */
  sleep: (ms: number) => Promise<void>;
  intervalMs?: number;
  attempts?: number;
  signal?: AbortSignal;
}

/**
 * Reads the live data file (bypassing caches) every few seconds until it carries the published record: "live", or
 * "slow" when the attempts run out (the host's build takes longer than usual), or "stopped" when aborted.
 */
export async function watchLive({
  url,
  mark,
  fetcher,
  sleep,
  intervalMs = 5000,
  attempts = 60,
  signal,
}: WatchOptions): Promise<"live" | "slow" | "stopped"> {
  for (let i = 0; i < attempts; i++) {
    if (signal?.aborted) return "stopped";
    try {
      const separator = url.includes("?") ? "&" : "?";
      const response = await fetcher(`${url}${separator}published=${Date.now()}-${i}`, {
        cache: "no-store",
        credentials: "omit",
        headers: { Accept: "application/json" },
        ...(signal ? { signal } : {}),
      });
      if (response.ok) {
        const body = (await response.json()) as { updates?: { publishedAt?: string }[] };
        if (body.updates?.some((r) => r.publishedAt === mark)) return "live";
      }
    } catch {
      // The site is briefly unreachable during a deploy, or the network dropped: read again.
    }
    if (signal?.aborted) return "stopped";
    await sleep(intervalMs);
  }
  return "slow";
}
