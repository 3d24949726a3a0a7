import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A fake of GitHub's REST contents endpoint (GET and PUT /repos/{owner}/{repo}/contents/{path}) for one file of one
 * repository, as faithful as the admin's publish needs: it keeps every version with its git blob sha, refuses a
 * commit that names a stale sha (409) or none (422), answers a bad token 401, a token without access 404 (read) or
 * 403 (write), a spent rate limit 403 with x-ratelimit-remaining 0 (and 429 with retry-after for the secondary limit),
 * and sends GitHub's CORS headers (which do not expose its Date header to a page of another origin). A file over 1 MB
 * comes without its text, which the git blobs endpoint gives by its sha. It can also lose a commit's answer after the
 * commit lands, leave requests unanswered, refuse a commit with a 422 of another kind, and keep a clock. Its answers are checked against GitHub's OpenAPI description
 * (app/features/admin/github-openapi.test.ts), so it cannot drift from the real API unnoticed.
 * `handle` takes a Fetch API Request (unit tests call it as `fetch`); `listen` serves it over HTTP (end-to-end tests),
 * with the site's data file as the host would serve it after a build at /live/<file name>.
 */

export interface FakeGitHubOptions {
  repository: string;
  branch: string;
  path: string;
  /** The file's first version. */
  text: string;
  /** Tokens that may read and write; others are refused (401) unless listed in readOnlyTokens / otherRepoTokens. */
  tokens: string[];
  readOnlyTokens?: string[];
  /** Fine-grained tokens for another repository: this one is not found for them (404). */
  otherRepoTokens?: string[];
  /** How many reads of the live file still answer the previous version after a commit (the host's build time). */
  liveAfterReads?: number;
  /** GitHub's clock, sent in every answer's Date header and dated on commits (default 2026-12-12T13:05:00Z). */
  now?: string;
}

export interface Version {
  sha: string;
  text: string;
  commitSha: string;
  message: string;
  author: { name: string; email: string } | undefined;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: unknown;
}

const GITHUB = "https://github.com";
const DOCS = "https://docs.github.com/rest/repos/contents";

/** The blob sha git gives a file's bytes: sha1 of "blob <size>\0<bytes>". */
export function blobSha(text: string): string {
  const bytes = Buffer.from(text, "utf8");
  return createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest("hex");
}

const commitShaOf = (blob: string, n: number) =>
  createHash("sha1").update(`commit ${n} ${blob}`).digest("hex");

/** base64 wrapped at 60 characters, as the contents endpoint sends it. */
const wrapped = (text: string) =>
  (
    Buffer.from(text, "utf8")
      .toString("base64")
      .match(/.{1,60}/g) ?? [""]
  ).join("\n") + "\n";

export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
};

export function createFakeGitHub(options: FakeGitHubOptions) {
  const [owner, repo] = options.repository.split("/") as [string, string];
  const apiPath = `/repos/${owner}/${repo}/contents/${options.path}`;
  const versions: Version[] = [
    {
      sha: blobSha(options.text),
      text: options.text,
      commitSha: commitShaOf(blobSha(options.text), 0),
      message: "Initial data file",
      author: undefined,
    },
  ];
  const calls: RecordedCall[] = [];
  let rateRemaining = 5000;
  let rateReset = Math.floor(Date.parse("2026-11-28T12:00:00Z") / 1000);
  let secondaryRetryAfter = 0;
  let offline = false;
  let liveReads = 0;
  let liveVersion = 0;
  let now = options.now ?? "2026-12-12T13:05:00Z";
  /** The next commit lands but its answer is cut off (a broken body), or never comes. */
  let cutNextAnswer: "body" | "hang" | undefined;
  /** Requests that never answer from now on (until set back). */
  let hanging = false;
  /** The next commit is refused with a 422 for another reason than its sha. */
  let rejectNext: string | undefined;

  const head = () => versions.at(-1)!;
  const name = options.path.split("/").at(-1)!;
  const fileUrl = `https://api.github.com${apiPath}?ref=${options.branch}`;
  const contentInfo = (v: Version) => ({
    name,
    path: options.path,
    sha: v.sha,
    size: Buffer.byteLength(v.text, "utf8"),
    url: fileUrl,
    html_url: `${GITHUB}/${options.repository}/blob/${options.branch}/${options.path}`,
    git_url: `https://api.github.com/repos/${options.repository}/git/blobs/${v.sha}`,
    download_url: `https://raw.githubusercontent.com/${options.repository}/${options.branch}/${options.path}`,
    type: "file" as const,
    _links: {
      self: fileUrl,
      git: `https://api.github.com/repos/${options.repository}/git/blobs/${v.sha}`,
      html: `${GITHUB}/${options.repository}/blob/${options.branch}/${options.path}`,
    },
  });
  const error = (status: number, message: string, documentation = DOCS) => ({
    status,
    body: { message, documentation_url: documentation, status: String(status) },
  });

  function answer(
    request: Request,
    body: unknown,
  ): { status: number; body: unknown; headers?: Record<string, string> } {
    const url = new URL(request.url);
    const auth = request.headers.get("authorization") ?? "";
    const token = /^(?:Bearer|token) (.+)$/.exec(auth)?.[1];
    if (
      !token ||
      ![
        ...options.tokens,
        ...(options.readOnlyTokens ?? []),
        ...(options.otherRepoTokens ?? []),
      ].includes(token)
    )
      return error(401, "Bad credentials", "https://docs.github.com/rest");
    if (secondaryRetryAfter > 0)
      return {
        ...error(
          429,
          "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
          "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
        ),
        headers: { "retry-after": String(secondaryRetryAfter) },
      };
    if (rateRemaining <= 0)
      return error(
        403,
        "API rate limit exceeded for user ID 1.",
        "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
      );
    rateRemaining--;
    const blob = /^\/repos\/([^/]+)\/([^/]+)\/git\/blobs\/([0-9a-f]{40})$/.exec(url.pathname);
    if (
      blob &&
      request.method === "GET" &&
      `${blob[1]}/${blob[2]}` === options.repository &&
      !options.otherRepoTokens?.includes(token)
    ) {
      const v = versions.find((x) => x.sha === blob[3]);
      if (!v) return error(404, "Not Found", "https://docs.github.com/rest/git/blobs#get-a-blob");
      return {
        status: 200,
        body: {
          sha: v.sha,
          node_id: Buffer.from(`blob:${v.sha}`).toString("base64"),
          size: Buffer.byteLength(v.text, "utf8"),
          url: `https://api.github.com/repos/${options.repository}/git/blobs/${v.sha}`,
          content: wrapped(v.text),
          encoding: "base64",
        },
      };
    }
    if (url.pathname !== apiPath || options.otherRepoTokens?.includes(token))
      return error(404, "Not Found", DOCS);
    if (request.method === "GET") {
      const ref = url.searchParams.get("ref") ?? options.branch;
      if (ref !== options.branch) return error(404, `No commit found for the ref ${ref}`, DOCS);
      const v = head();
      // Over 1 MB the contents endpoint leaves the text out: it is read through the blobs endpoint.
      return {
        status: 200,
        body:
          Buffer.byteLength(v.text, "utf8") > 1024 * 1024
            ? { ...contentInfo(v), content: "", encoding: "none" }
            : { ...contentInfo(v), content: wrapped(v.text), encoding: "base64" },
      };
    }
    if (request.method === "PUT") {
      if (options.readOnlyTokens?.includes(token))
        return error(
          403,
          "Resource not accessible by personal access token",
          "https://docs.github.com/rest/repos/contents#create-or-update-file-contents",
        );
      const input = body as {
        message?: unknown;
        content?: unknown;
        sha?: unknown;
        branch?: unknown;
        author?: { name: string; email: string };
        committer?: { name: string; email: string };
      };
      if (typeof input?.message !== "string" || typeof input.content !== "string")
        return error(422, 'Invalid request.\n\n"message", "content" weren\'t supplied.');
      if ((input.branch ?? options.branch) !== options.branch)
        return error(404, `Branch ${String(input.branch)} not found`, DOCS);
      if (input.sha === undefined) return error(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
      if (rejectNext !== undefined) {
        const message = rejectNext;
        rejectNext = undefined;
        return error(422, message);
      }
      if (input.sha !== head().sha)
        return error(409, `${options.path} does not match ${String(input.sha)}`);
      const text = Buffer.from(input.content, "base64").toString("utf8");
      const sha = blobSha(text);
      const parent = head();
      const commitSha = commitShaOf(sha, versions.length);
      const person = input.author ?? input.committer;
      versions.push({ sha, text, commitSha, message: input.message, author: person });
      liveReads = 0;
      const date = now.replace(/\.\d+Z$/, "Z");
      const who = {
        name: person?.name ?? "Octocat",
        email: person?.email ?? "octocat@github.com",
        date,
      };
      const committer = {
        name: input.committer?.name ?? who.name,
        email: input.committer?.email ?? who.email,
        date,
      };
      return {
        status: 200,
        body: {
          content: contentInfo(head()),
          commit: {
            sha: commitSha,
            node_id: Buffer.from(`commit:${commitSha}`).toString("base64"),
            url: `https://api.github.com/repos/${options.repository}/git/commits/${commitSha}`,
            html_url: `${GITHUB}/${options.repository}/commit/${commitSha}`,
            author: who,
            committer,
            message: input.message,
            tree: {
              url: `https://api.github.com/repos/${options.repository}/git/trees/${sha}`,
              sha,
            },
            parents: [
              {
                url: `https://api.github.com/repos/${options.repository}/git/commits/${parent.commitSha}`,
                html_url: `${GITHUB}/${options.repository}/commit/${parent.commitSha}`,
                sha: parent.commitSha,
              },
            ],
            verification: {
              verified: false,
              reason: "unsigned",
              signature: null,
              payload: null,
              verified_at: null,
            },
          },
        },
      };
    }
    return error(404, "Not Found", DOCS);
  }

  async function handle(request: Request): Promise<Response> {
    if (offline) throw new TypeError("Failed to fetch");
    if (hanging) return new Promise<Response>(() => {});
    if (request.method === "OPTIONS")
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS_HEADERS,
          "access-control-allow-headers":
            "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version",
          "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
          "access-control-max-age": "86400",
        },
      });
    const text = request.method === "PUT" ? await request.text() : "";
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const result: { status: number; body: unknown; headers?: Record<string, string> } =
      body === undefined && text ? error(400, "Problems parsing JSON") : answer(request, body);
    const headers: Record<string, string> = {
      ...CORS_HEADERS,
      "content-type": "application/json; charset=utf-8",
      "x-github-api-version-selected": "2022-11-28",
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": String(Math.max(rateRemaining, 0)),
      "x-ratelimit-reset": String(rateReset),
      "x-ratelimit-resource": "core",
      date: new Date(now).toUTCString(),
      ...result.headers,
    };
    calls.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body,
      status: result.status,
      responseHeaders: headers,
      responseBody: result.body,
    });
    const cut = request.method === "PUT" && result.status === 200 ? cutNextAnswer : undefined;
    if (cut) cutNextAnswer = undefined;
    // The commit landed; its answer is lost on the way (a broken body, or none at all).
    if (cut === "hang") return new Promise<Response>(() => {});
    if (cut === "body")
      return new Response(JSON.stringify(result.body).slice(0, 40), {
        status: result.status,
        headers,
      });
    return new Response(JSON.stringify(result.body), { status: result.status, headers });
  }

  /** The data file as the host serves it: a commit shows after `liveAfterReads` reads (the build). */
  function liveText(): string {
    const latest = versions.length - 1;
    if (liveVersion < latest && liveReads++ >= (options.liveAfterReads ?? 0)) liveVersion = latest;
    return versions[liveVersion]!.text;
  }

  /** Serves the fake API at / and the live data file at /live/<file name>, on 127.0.0.1. */
  async function listen(port = 0) {
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      if (url.pathname === `/live/${name}`) {
        res.writeHead(200, {
          ...CORS_HEADERS,
          "content-type": "application/json",
          "cache-control": "no-cache",
        });
        return res.end(liveText());
      }
      const request = new Request(url, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          typeof v === "string" ? [[k, v] as [string, string]] : [],
        ),
        body:
          chunks.length && req.method !== "GET" && req.method !== "HEAD"
            ? Buffer.concat(chunks)
            : undefined,
      });
      try {
        const response = await handle(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch {
        req.socket.destroy();
      }
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  return {
    handle,
    /** `fetch` for code under test. */
    fetch: (input: string, init?: RequestInit) => handle(new Request(input, init)),
    listen,
    liveText,
    versions,
    calls,
    head,
    /** Back to the first version, with no calls recorded and no limit. */
    reset() {
      versions.length = 1;
      calls.length = 0;
      liveReads = 0;
      liveVersion = 0;
      rateRemaining = 5000;
      secondaryRetryAfter = 0;
      offline = false;
      hanging = false;
      cutNextAnswer = undefined;
      rejectNext = undefined;
      now = options.now ?? "2026-12-12T13:05:00Z";
    },
    /** Someone else publishes: a new version, as a commit from another browser would make. */
    commitElsewhere(text: string, message = "Published elsewhere") {
      const sha = blobSha(text);
      versions.push({
        sha,
        text,
        commitSha: commitShaOf(sha, versions.length),
        message,
        author: { name: "Other", email: "other@example.com" },
      });
    },
    /** The primary limit spent until `resetAt` (seconds since 1970), or the secondary limit for `retryAfter` s. */
    limit({ resetAt, retryAfter }: { resetAt?: number; retryAfter?: number }) {
      if (resetAt !== undefined) {
        rateRemaining = 0;
        rateReset = resetAt;
      }
      secondaryRetryAfter = retryAfter ?? 0;
    },
    unlimit() {
      rateRemaining = 5000;
      secondaryRetryAfter = 0;
    },
    setOffline(value: boolean) {
      offline = value;
    },
    /** GitHub's clock (the Date header and commit dates). */
    setNow(iso: string) {
      now = iso;
    },
    /** The next commit lands, but its answer is cut off ("body") or never comes ("hang"). */
    cutNextAnswer(how: "body" | "hang") {
      cutNextAnswer = how;
    },
    /** Every request from now on goes unanswered (true), or is answered again (false). */
    setHanging(value: boolean) {
      hanging = value;
    },
    /** The next commit is refused with 422 and this message (a refusal that is not about the sha). */
    rejectNextCommit(message: string) {
      rejectNext = message;
    },
  };
}

export type FakeGitHub = ReturnType<typeof createFakeGitHub>;
