import { dueDatesFileSchema, formatIssues, type DueDatesFile } from "~/lib/compliance-schema";
import { futureDateProblems } from "~/lib/data-dates";
import { todayInIndia } from "~/lib/today";
import {
  financialYearOf,
  describeChanges,
  diffFiles,
  hasChanges,
  hasRemovals,
} from "./admin-publish";
import { parseJsonSafely } from "./admin-import";
import {
  REQUEST_TIMEOUT_MS,
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
  | { kind: "invalidResult"; problems: string[] }
  /** Neither GitHub's nor the site's clock could be read: a publish is never dated by this device's clock. */
  | { kind: "noClock" }
  /** The commit's answer was lost and the file could not be read to tell whether it landed. */
  | { kind: "uncertain" }
  /** GitHub refused the commit as stale, yet the file has not changed since it was read. */
  | { kind: "stuck" };

export interface Prepared {
  /** The repository's file as read, and the sha a commit must name. */
  sha: string;
  theirs: DueDatesFile;
  /** The file this browser's edits made when it was prepared: what a publish of it leaves unpublished is newer. */
  mine: DueDatesFile;
  /** The trusted time the publish is dated by (GitHub's or the site's clock). */
  publishedAt: string;
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
  /**
   * The file this browser's edits started from, kept with them (publish-base.ts); null when that is not known (edits
   * stored before it was kept): then every entry both sides hold differently is asked about.
   */
  base: DueDatesFile | null;
  /** The file this browser's edits make (toSiteDataFile). */
  mine: DueDatesFile;
  choices?: Readonly<Record<string, Choice>>;
  /**
   * A trusted clock when the API's Date header cannot be read (a browser sees it only if GitHub exposes it): the
   * site's own host's Date header (siteClock). The device's clock is never used: a wrong one would break the build.
   */
  clock?: () => Promise<string | undefined>;
  timeoutMs?: number;
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
  const read = await readRemoteFile(input.target, input.token, input.fetcher, input.timeoutMs);
  if (!read.ok) return read;
  const parsed = parseDataFile(read.file.text);
  if (!parsed.ok) return { ok: false, failure: { kind: "invalidFile", problems: parsed.problems } };
  const now = read.file.serverTime ?? (await input.clock?.());
  if (!now) return { ok: false, failure: { kind: "noClock" } };
  const today = todayInIndia(new Date(now));
  const theirs = parsed.file;
  const merged = mergeFiles(input.base, input.mine, theirs, input.choices);
  const content: DueDatesFile = {
    ...merged.file,
    updates: theirs.updates,
    updatesArchive: theirs.updatesArchive,
  };
  if (!content.updates) delete content.updates;
  if (!content.updatesArchive) delete content.updatesArchive;
  const changed = hasChanges(diffFiles(theirs, content));
  const dated: DueDatesFile = changed
    ? { ...content, lastUpdated: today, financialYear: financialYearOf(today) }
    : theirs;
  const checked = dueDatesFileSchema.safeParse(dated);
  if (!checked.success)
    return { ok: false, failure: { kind: "invalidResult", problems: formatIssues(checked.error) } };
  // The build refuses a date after today: judged by the trusted clock, as the build will judge it.
  const future = changed ? futureDateProblems(checked.data, today) : [];
  if (future.length) return { ok: false, failure: { kind: "invalidResult", problems: future } };
  // What is written is what is checked: the file with its ledger record, as committed.
  const written = dueDatesFileSchema.safeParse(withLedgerRecord(theirs, checked.data, now));
  if (!written.success)
    return { ok: false, failure: { kind: "invalidResult", problems: formatIssues(written.error) } };
  const next = written.data;
  const diff = diffFiles(theirs, next);
  return {
    ok: true,
    prepared: {
      sha: read.file.sha,
      theirs,
      mine: input.mine,
      publishedAt: now,
      othersChanged: input.base ? describeChanges(diffFiles(input.base, theirs)) : [],
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

/**
 * The site's own clock: the Date header of a request to the site (same origin, so the browser may read it). The
 * service worker sends an admin page's requests to the network, and `no-store` keeps any cache out of it.
 */
/** A request that gives up after `ms` (an answer that never comes must not hold the dialog). */
async function fetchWithin(fetcher: Fetcher, url: string, init: RequestInit, ms: number) {
  const controller = new AbortController();
  const outer = init.signal;
  outer?.addEventListener("abort", () => controller.abort());
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      fetcher(url, { ...init, signal: controller.signal }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error("timeout"));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function siteClock(
  url: string,
  fetcher: Fetcher,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<string | undefined> {
  try {
    const response = await fetchWithin(
      fetcher,
      url,
      { cache: "no-store", credentials: "omit" },
      timeoutMs,
    );
    const time = Date.parse(response.headers.get("date") ?? "");
    return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
  } catch {
    return undefined;
  }
}

/** The file as committed: two-space JSON with a final newline, as the repository keeps it. */
export const fileText = (file: DueDatesFile) => JSON.stringify(file, null, 2) + "\n";

export type CommitFailure = GitHubFailure | { kind: "uncertain" } | { kind: "stuck" };

export async function commitPrepared(
  input: {
    target: RepoTarget;
    token: string;
    fetcher: Fetcher;
    author: CommitAuthor;
    timeoutMs?: number;
  },
  prepared: Prepared,
): Promise<{ ok: true; commit: CommitDone } | { ok: false; failure: CommitFailure }> {
  const text = fileText(prepared.next);
  const sent = await writeRemoteFile(
    input.target,
    input.token,
    { text, sha: prepared.sha, message: prepared.message, author: input.author },
    input.fetcher,
    input.timeoutMs,
  );
  if (sent.ok || sent.failure.kind !== "uncertain") return sent;
  // The answer was lost: the file itself says whether the commit landed.
  const read = await readRemoteFile(input.target, input.token, input.fetcher, input.timeoutMs);
  if (!read.ok) return { ok: false, failure: { kind: "uncertain" } };
  if (read.file.text === text)
    return { ok: true, commit: { sha: read.file.sha, commitSha: "", commitUrl: "" } };
  return {
    ok: false,
    failure: read.file.sha === prepared.sha ? { kind: "network" } : { kind: "conflict" },
  };
}

/** The ledger record a publish appended (its id): the live file carries it once the host has rebuilt. */
export const publishMark = (file: DueDatesFile) => file.updates?.at(-1)?.id;

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
  /** How long one read may go unanswered before it counts as a miss. */
  requestTimeoutMs?: number;
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
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: WatchOptions): Promise<"live" | "slow" | "stopped"> {
  for (let i = 0; i < attempts; i++) {
    if (signal?.aborted) return "stopped";
    try {
      const separator = url.includes("?") ? "&" : "?";
      const response = await fetchWithin(
        fetcher,
        `${url}${separator}published=${Date.now()}-${i}`,
        {
          cache: "no-store",
          credentials: "omit",
          headers: { Accept: "application/json" },
          ...(signal ? { signal } : {}),
        },
        requestTimeoutMs,
      );
      if (response.ok) {
        const body = (await response.json()) as {
          updates?: { id?: unknown }[];
          updatesArchive?: { id?: unknown }[];
        };
        const records = [
          ...(Array.isArray(body.updatesArchive) ? body.updatesArchive : []),
          ...(Array.isArray(body.updates) ? body.updates : []),
        ];
        if (mark && records.some((r) => r?.id === mark)) return "live";
      }
    } catch {
      // The site is briefly unreachable during a deploy, or the network dropped: read again.
    }
    if (signal?.aborted) return "stopped";
    await sleep(intervalMs);
  }
  return "slow";
}
