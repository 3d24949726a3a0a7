/*
 * The one file the admin publishes, read and written through GitHub's REST contents endpoint
 * (GET and PUT /repos/{owner}/{repo}/contents/{path}) from the browser (docs/decisions/035-publish-from-the-admin.md).
 * The token goes in the Authorization header of requests to the API host and nowhere else: never into a URL, a
 * message or a thrown error. Every failure comes back as a value with a kind the admin puts in plain words.
 */

export interface RepoTarget {
  /** The API's origin: https://api.github.com (a test points it at a fake). */
  apiUrl: string;
  /** "owner/name". */
  repository: string;
  branch: string;
  /** The data file's path in the repository. */
  path: string;
}

export interface CommitAuthor {
  name: string;
  email: string;
}

export type GitHubFailure =
  | { kind: "unauthorized" }
  | { kind: "forbidden" }
  | { kind: "notFound" }
  /** `resetAt`: when the limit lifts, as an ISO date-time, where GitHub said. */
  | { kind: "rateLimited"; resetAt?: string }
  /** The file changed since it was read (HTTP 409, or 422 for a sha that no longer matches). */
  | { kind: "conflict" }
  /** GitHub refused the request itself (422 for another reason than the sha): GitHub's words, not a publish in between. */
  | { kind: "rejected"; status: number; detail: string }
  | { kind: "network" }
  /** No answer within the time allowed. */
  | { kind: "timeout" }
  | { kind: "server"; status: number }
  /** The repository's file is not the data file the site needs (not JSON, too large to read here). */
  | { kind: "unreadable" };

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;
type Result<T> = ({ ok: true } & T) | { ok: false; failure: GitHubFailure };

export const API_VERSION = "2022-11-28";

const encodePath = (path: string) =>
  path
    .split("/")
    .filter(Boolean)
    .map((part) => encodeURIComponent(part))
    .join("/");

export function contentsUrl(target: RepoTarget): string {
  const [owner = "", name = ""] = target.repository.split("/");
  return `${target.apiUrl.replace(/\/$/, "")}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/contents/${encodePath(target.path)}`;
}

/** "owner/name" as GitHub allows them: letters, digits, hyphens, dots and underscores. */
export const isRepository = (value: string) => /^[\w.-]+\/[\w.-]+$/.test(value.trim());

const headers = (token: string) => ({
  Accept: "application/vnd.github+json",
  Authorization: `Bearer ${token}`,
  "X-GitHub-Api-Version": API_VERSION,
});

/** UTF-8 text as base64, as the contents endpoint takes it. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** base64 (GitHub wraps it in lines) back to UTF-8 text. */
export function fromBase64(base64: string): string {
  const binary = atob(base64.replace(/\s/g, ""));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** What an answer that is not a success means, from its status and GitHub's rate-limit headers. */
export function failureOf(response: Response): GitHubFailure {
  const { status } = response;
  const remaining = response.headers.get("x-ratelimit-remaining");
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  const retryAfter = Number(response.headers.get("retry-after"));
  if (status === 429 || (status === 403 && (remaining === "0" || retryAfter > 0))) {
    const resetAt =
      remaining === "0" && reset > 0
        ? new Date(reset * 1000).toISOString()
        : retryAfter > 0
          ? new Date(Date.now() + retryAfter * 1000).toISOString()
          : undefined;
    return resetAt ? { kind: "rateLimited", resetAt } : { kind: "rateLimited" };
  }
  if (status === 401) return { kind: "unauthorized" };
  if (status === 403) return { kind: "forbidden" };
  if (status === 404) return { kind: "notFound" };
  if (status === 409) return { kind: "conflict" };
  return { kind: "server", status };
}

/** A 422's meaning: a sha that no longer matches is a publish in between; anything else GitHub refused as such. */
async function unprocessable(response: Response): Promise<GitHubFailure> {
  let detail = "";
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string") detail = body.message;
  } catch {
    // No readable body: GitHub's refusal, reason unknown.
  }
  return /\bsha\b|does not match/i.test(detail)
    ? { kind: "conflict" }
    : { kind: "rejected", status: 422, detail: detail.replace(/\s+/g, " ").trim().slice(0, 200) };
}

/** How long a request may go unanswered before it is reported (and the dialog stops saying "Reading..."). */
export const REQUEST_TIMEOUT_MS = 30_000;

async function send(
  fetcher: Fetcher,
  url: string,
  init: RequestInit,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Result<{ response: Response }>> {
  let response: Response;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // The timer also settles a fetcher that ignores the signal.
    response = await Promise.race([
      fetcher(url, { ...init, cache: "no-store", credentials: "omit", signal: controller.signal }),
      new Promise<never>((_, reject) => {
        controller.signal.addEventListener("abort", () => reject(new Error("timeout")));
      }),
    ]);
  } catch {
    return { ok: false, failure: { kind: timedOut ? "timeout" : "network" } };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { ok: true, response };
  return {
    ok: false,
    failure: response.status === 422 ? await unprocessable(response) : failureOf(response),
  };
}

/** The answer's `Date` header as an ISO date-time: the API's clock, where the browser may read it. */
function serverDate(response: Response): string | undefined {
  const value = response.headers.get("date");
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

export interface RemoteFile {
  /** The blob's sha: the version a commit must name to replace it. */
  sha: string;
  text: string;
  /** The API's clock when it answered (its Date header), where the browser may read it. */
  serverTime?: string;
}

/** The largest data file read (README: compliance data is read up to 8 MB). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

export function blobUrl(target: RepoTarget, sha: string): string {
  const [owner = "", name = ""] = target.repository.split("/");
  return `${target.apiUrl.replace(/\/$/, "")}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/git/blobs/${encodeURIComponent(sha)}`;
}

/**
 * Reads the file at the branch's head, with its sha. The contents endpoint carries a file's text up to 1 MB; a larger
 * one (up to 100 MB) it answers with encoding "none", and its text is read through the git blobs endpoint by its sha.
 */
export async function readRemoteFile(
  target: RepoTarget,
  token: string,
  fetcher: Fetcher,
  timeoutMs?: number,
): Promise<Result<{ file: RemoteFile }>> {
  const url = `${contentsUrl(target)}?ref=${encodeURIComponent(target.branch)}`;
  const sent = await send(fetcher, url, { method: "GET", headers: headers(token) }, timeoutMs);
  if (!sent.ok) return sent;
  const serverTime = serverDate(sent.response);
  let body: { type?: string; sha?: string; content?: string; encoding?: string; size?: number };
  try {
    body = (await sent.response.json()) as typeof body;
  } catch {
    return { ok: false, failure: { kind: "unreadable" } };
  }
  // A folder answers with a list.
  if (body.type !== "file" || !body.sha) return { ok: false, failure: { kind: "unreadable" } };
  if ((body.size ?? 0) > MAX_FILE_BYTES) return { ok: false, failure: { kind: "unreadable" } };
  let content = body.encoding === "base64" ? body.content : undefined;
  if (body.encoding === "none" || (body.encoding === undefined && !body.content)) {
    const blob = await send(
      fetcher,
      blobUrl(target, body.sha),
      { method: "GET", headers: headers(token) },
      timeoutMs,
    );
    if (!blob.ok) return blob;
    try {
      const read = (await blob.response.json()) as { content?: string; encoding?: string };
      content = read.encoding === "base64" ? read.content : undefined;
    } catch {
      content = undefined;
    }
  }
  if (content === undefined) return { ok: false, failure: { kind: "unreadable" } };
  try {
    return {
      ok: true,
      file: { sha: body.sha, text: fromBase64(content), ...(serverTime ? { serverTime } : {}) },
    };
  } catch {
    return { ok: false, failure: { kind: "unreadable" } };
  }
}

export interface CommitDone {
  /** The new blob's sha: the next commit names it. */
  sha: string;
  /** The commit and its page on GitHub; empty when the answer was lost and the commit was found by reading. */
  commitSha: string;
  commitUrl: string;
}

/** Replaces the file, naming the sha it was read at: GitHub refuses (409) if the file has changed since. */
export async function writeRemoteFile(
  target: RepoTarget,
  token: string,
  change: { text: string; sha: string; message: string; author: CommitAuthor },
  fetcher: Fetcher,
  timeoutMs?: number,
): Promise<Result<{ commit: CommitDone }> | { ok: false; failure: { kind: "uncertain" } }> {
  const author = { name: change.author.name.trim(), email: change.author.email.trim() };
  const sent = await send(
    fetcher,
    contentsUrl(target),
    {
      method: "PUT",
      headers: { ...headers(token), "Content-Type": "application/json" },
      body: JSON.stringify({
        message: change.message,
        content: toBase64(change.text),
        sha: change.sha,
        branch: target.branch,
        committer: author,
        author,
      }),
    },
    timeoutMs,
  );
  // The request went out but no answer came: the commit may have landed. The caller reads the file to know.
  if (!sent.ok && (sent.failure.kind === "network" || sent.failure.kind === "timeout"))
    return { ok: false, failure: { kind: "uncertain" } };
  if (!sent.ok) return sent;
  try {
    const body = (await sent.response.json()) as {
      content?: { sha?: string };
      commit?: { sha?: string; html_url?: string };
    };
    if (!body.content?.sha || !body.commit?.sha) throw new Error("incomplete answer");
    return {
      ok: true,
      commit: {
        sha: body.content.sha,
        commitSha: body.commit.sha,
        commitUrl: body.commit.html_url ?? "",
      },
    };
  } catch {
    // A success whose answer was cut off: the commit landed or not; the caller reads the file to know.
    return { ok: false, failure: { kind: "uncertain" } };
  }
}
